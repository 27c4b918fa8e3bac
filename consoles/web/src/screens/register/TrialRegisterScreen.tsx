import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TrialRegistrationRequest, type CountryCode } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRegisterTrial } from '../../api/registration';
import { CountrySelect } from '../../forms/CountrySelect';
import { checkWithSchema, firstProblems } from '../../forms/fieldErrors';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { checkFields, rules } from '../../forms/rules';
import { NewPasswordField, RepeatPasswordField } from '../../forms/PasswordFields';
import { useForm } from '../../forms/useForm';
import { usePreselectedCountry } from '../../forms/usePreselectedCountry';
import { pathOf, type ScreenProps } from '../../routes/table';
import { FormCard } from '../FormCard';

/** /register/trial_register: e-mail and password; the trial starts from the link in the mail. */
export default function TrialRegisterScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterTrial();
  const form = useForm({
    initial: { email: '', password: '', password_confirm: '', country: 'jp' as string },
    check: (values) =>
      firstProblems(
        checkWithSchema(TrialRegistrationRequest, values),
        checkFields(values, { password_confirm: [rules.required, rules.sameAs(values.password)] }),
      ),
    serverError: register.error,
  });
  usePreselectedCountry(form);

  const submit = form.onSubmit(({ email, password, country }) =>
    register.mutate(
      { email, password, country: country as CountryCode },
      { onSuccess: () => void navigate(pathOf('MailSend'), { state: { email: email.trim() } }) },
    ),
  );

  return (
    <FormCard heading={t(route.titleKey)} lead={t('trialRegister.lead')}>
      <Box component="form" noValidate onSubmit={submit} data-testid="trial-register-form">
        <Stack spacing={2.5}>
          <ProblemAlert error={register.error} />
          <TextField {...form.text('email')} type="email" autoComplete="email" label={t('fields.email')} required fullWidth autoFocus />
          <NewPasswordField binding={form.text('password')} />
          <RepeatPasswordField binding={form.text('password_confirm')} />
          <CountrySelect binding={form.text('country')} label={t('fields.country')} />
          <Button type="submit" variant="contained" size="large" disabled={register.isPending} data-testid="trial-register-submit">
            {t('trialRegister.submit')}
          </Button>
          <Link component={RouterLink} to={pathOf('Login')} variant="body2">
            {t('register.haveAccount')}
          </Link>
        </Stack>
      </Box>
    </FormCard>
  );
}
