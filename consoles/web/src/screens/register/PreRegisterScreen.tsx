import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PreRegistrationRequest, type CountryCode } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePreRegister } from '../../api/registration';
import { CountrySelect } from '../../forms/CountrySelect';
import { checkWithSchema } from '../../forms/fieldErrors';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { useForm } from '../../forms/useForm';
import { usePreselectedCountry } from '../../forms/usePreselectedCountry';
import { pathOf, type ScreenProps } from '../../routes/table';
import { FormCard } from '../FormCard';

/** /register/pre_register: the address the registration link goes to. */
export default function PreRegisterScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preRegister = usePreRegister();
  const form = useForm({
    initial: { email: '', country: 'jp' as string },
    check: (values) => checkWithSchema(PreRegistrationRequest, values),
    serverError: preRegister.error,
  });
  usePreselectedCountry(form);

  const submit = form.onSubmit(({ email, country }) =>
    preRegister.mutate(
      { email, country: country as CountryCode },
      { onSuccess: () => void navigate(pathOf('MailSend'), { state: { email: email.trim() } }) },
    ),
  );

  return (
    <FormCard heading={t(route.titleKey)} lead={t('preRegister.lead')}>
      <Box component="form" noValidate onSubmit={submit} data-testid="pre-register-form">
        <Stack spacing={2.5}>
          <ProblemAlert error={preRegister.error} />
          <TextField {...form.text('email')} type="email" autoComplete="email" label={t('fields.email')} required fullWidth autoFocus />
          <CountrySelect binding={form.text('country')} label={t('fields.country')} />
          <Button type="submit" variant="contained" size="large" disabled={preRegister.isPending} data-testid="pre-register-submit">
            {t('preRegister.submit')}
          </Button>
          <Stack spacing={1}>
            <Link component={RouterLink} to={pathOf('TrialRegister')} variant="body2">
              {t('login.trialRegister')}
            </Link>
            <Link component={RouterLink} to={pathOf('Login')} variant="body2">
              {t('register.haveAccount')}
            </Link>
          </Stack>
        </Stack>
      </Box>
    </FormCard>
  );
}
