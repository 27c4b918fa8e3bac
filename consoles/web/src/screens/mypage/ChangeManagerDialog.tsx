import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ChangeManagerRequest } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useChangeManager } from '../../api/users';
import { checkWithSchema } from '../../forms/fieldErrors';
import { GroupIdField } from '../../forms/GroupIdField';
import { useForm } from '../../forms/useForm';
import { CommandDialog } from './CommandDialog';

const formId = 'change-manager-form';

/**
 * Hands the administrator role to a valid user of the client; the admin confirms with the company's 5-digit
 * group id and becomes a user (section 6).
 */
export function ChangeManagerDialog({ candidates, onClose }: { candidates: { id: string; name: string; email: string }[]; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeManager();
  const form = useForm({
    initial: { user_id: candidates[0]?.id ?? '', new_group_id: '' },
    check: (values) => checkWithSchema(ChangeManagerRequest, values),
    serverError: change.error,
  });
  const submit = form.onSubmit((values) => change.mutate({ user_id: values.user_id, new_group_id: values.new_group_id.trim() }, { onSuccess: onClose }));
  return (
    <CommandDialog
      open
      title={t('mypage.manager.title')}
      confirmLabel={t('mypage.manager.confirm')}
      pending={change.isPending}
      error={change.error}
      onClose={onClose}
      testId="change-manager-dialog"
      formId={formId}
      confirmDisabled={candidates.length === 0}
      danger
    >
      <Alert severity="warning">{t('mypage.manager.warning')}</Alert>
      {candidates.length === 0 ? (
        <Alert severity="info" data-testid="change-manager-none">
          {t('mypage.manager.noCandidates')}
        </Alert>
      ) : (
        <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField {...form.text('user_id')} select label={t('mypage.manager.newAdmin')} fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            {candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} ({candidate.email})
              </option>
            ))}
          </TextField>
          <GroupIdField binding={form.text('new_group_id')} hint={t('mypage.manager.groupIdHint')} testId="change-manager-group-id" />
        </Box>
      )}
    </CommandDialog>
  );
}
