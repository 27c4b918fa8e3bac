import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ContractCancellationRequest } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelContract, useContractCancellationPreview } from '../../api/users';
import { checkWithSchema } from '../../forms/fieldErrors';
import { GroupIdField } from '../../forms/GroupIdField';
import { useForm } from '../../forms/useForm';
import { DefinitionList } from '../DefinitionList';
import { CommandDialog } from './CommandDialog';
import { QueryContent } from './QueryContent';
import { SectionCard } from './SectionCard';

const formId = 'cancel-contract-form';

function CancelContractDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const preview = useContractCancellationPreview(true);
  const cancel = useCancelContract();
  const form = useForm({
    initial: { group_id: '' },
    check: (values) => checkWithSchema(ContractCancellationRequest, values),
    serverError: cancel.error,
  });
  const submit = form.onSubmit(({ group_id }) => cancel.mutate(group_id.trim()));
  return (
    <CommandDialog
      open
      danger
      title={t('mypage.contract.title')}
      confirmLabel={t('mypage.contract.confirm')}
      pending={cancel.isPending}
      error={cancel.error}
      onClose={onClose}
      testId="cancel-contract-dialog"
      formId={formId}
      confirmDisabled={!preview.data}
    >
      <Alert severity="error">{t('mypage.contract.warning')}</Alert>
      <QueryContent query={preview}>
        {(data) => (
          <DefinitionList
            prefix="cancel"
            rows={[
              { key: 'company', label: t('dashboard.fields.company'), value: data.company },
              { key: 'group_id', label: t('fields.group_id'), value: data.group_id },
              { key: 'accounts', label: t('mypage.status.accounts'), value: String(data.account_count) },
            ]}
          />
        )}
      </QueryContent>
      <Box component="form" id={formId} noValidate onSubmit={submit}>
        <GroupIdField binding={form.text('group_id')} hint={t('mypage.contract.groupIdHint')} testId="cancel-contract-group-id" />
      </Box>
    </CommandDialog>
  );
}

/** My page for admins: cancelling the contract ends it at once and logs every user of the client out. */
export function CancelContractCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={t('mypage.contract.heading')} testId="cancel-contract">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('mypage.contract.body')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} data-testid="cancel-contract-open">
        {t('mypage.contract.open')}
      </Button>
      {open && <CancelContractDialog onClose={() => setOpen(false)} />}
    </SectionCard>
  );
}
