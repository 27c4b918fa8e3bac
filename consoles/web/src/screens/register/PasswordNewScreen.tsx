import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePasswordResetLink, useSetNewPassword } from '../../api/passwordReset';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { checkFields, rules } from '../../forms/rules';
import { NewPasswordField, RepeatPasswordField } from '../../forms/PasswordFields';
import { useForm } from '../../forms/useForm';
import { pathOf, type ScreenProps } from '../../routes/table';
import { FormCard } from '../FormCard';
import { LinkedStep } from './InvalidLink';

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSetNewPassword();
  const form = useForm({
    initial: { password: '', password_confirm: '' },
    check: (values) =>
      checkFields(values, {
        password: [rules.required, rules.password],
        password_confirm: [rules.required, rules.sameAs(values.password)],
      }),
    serverError: save.error,
  });
  const submit = form.onSubmit(({ password }) =>
    save.mutate({ token, password }, { onSuccess: () => void navigate(pathOf('PasswordComplete'), { replace: true }) }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="password-new-form">
      <Stack spacing={2.5}>
        <ProblemAlert error={save.error} />
        <NewPasswordField binding={form.text('password')} label={t('passwordNew.password')} />
        <RepeatPasswordField binding={form.text('password_confirm')} />
        <Button type="submit" variant="contained" size="large" disabled={save.isPending} data-testid="password-new-submit">
          {t('passwordNew.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /register/password_new/{token}: the link from the reset mail; a used or expired link says so. */
export default function PasswordNewScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const link = usePasswordResetLink(token);
  return (
    <FormCard heading={t(route.titleKey)} lead={link.isSuccess ? t('passwordNew.lead') : undefined}>
      <LinkedStep query={link} again="PasswordReset">
        {() => <NewPasswordForm token={token} />}
      </LinkedStep>
    </FormCard>
  );
}
