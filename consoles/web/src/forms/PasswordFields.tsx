import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TextFieldBinding } from './useForm';

/** A password being chosen, with section 5's rule under it until the field has an error to show instead. */
export function NewPasswordField({ binding, label, required = true }: { binding: TextFieldBinding; label?: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...binding}
      helperText={binding.helperText ?? t('fields.passwordHint')}
      type="password"
      autoComplete="new-password"
      label={label ?? t('fields.password')}
      required={required}
      fullWidth
    />
  );
}

/** The same password again, so a typing mistake is caught before it locks the visitor out. */
export function RepeatPasswordField({ binding, required = true }: { binding: TextFieldBinding; required?: boolean }) {
  const { t } = useTranslation();
  return <TextField {...binding} type="password" autoComplete="new-password" label={t('fields.passwordConfirm')} required={required} fullWidth />;
}
