import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TextFieldBinding } from './useForm';

/** The company's 5-digit group id, typed to confirm a command on the whole company (section 5). */
export function GroupIdField({ binding, hint, testId }: { binding: TextFieldBinding; hint: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...binding}
      helperText={binding.helperText ?? hint}
      label={t('fields.group_id')}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, 'data-testid': testId } }}
      required
      fullWidth
    />
  );
}
