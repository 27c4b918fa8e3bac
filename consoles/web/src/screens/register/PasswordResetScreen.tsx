import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRequestPasswordReset } from '../../api/passwordReset';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { checkFields, rules } from '../../forms/rules';
import { useForm } from '../../forms/useForm';
import { pathOf, type ScreenProps } from '../../routes/table';
import { FormCard } from '../FormCard';

/** /register/password_reset: the address to send a reset link to. */
export default function PasswordResetScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const form = useForm({
    initial: { email: '' },
    check: (values) => checkFields(values, { email: [rules.required, rules.email] }),
    serverError: request.error,
  });

  const submit = form.onSubmit(({ email }) =>
    request.mutate({ email }, { onSuccess: () => void navigate(pathOf('PasswordResetSend'), { state: { email: email.trim() } }) }),
  );

  return (
    <FormCard heading={t(route.titleKey)} lead={t('passwordReset.lead')}>
      <Box component="form" noValidate onSubmit={submit} data-testid="password-reset-form">
        <Stack spacing={2.5}>
          <ProblemAlert error={request.error} />
          <TextField {...form.text('email')} type="email" autoComplete="email" label={t('fields.email')} required fullWidth autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={request.isPending} data-testid="password-reset-submit">
            {t('passwordReset.submit')}
          </Button>
          <Link component={RouterLink} to={pathOf('Login')} variant="body2">
            {t('register.toLogin')}
          </Link>
        </Stack>
      </Box>
    </FormCard>
  );
}
