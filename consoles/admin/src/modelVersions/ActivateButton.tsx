import PublishedWithChangesOutlined from '@mui/icons-material/PublishedWithChangesOutlined';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField, Typography } from '@mui/material';
import type { ModelVersionRow } from '@packlens/contracts';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { PacklensDataProvider } from '../http/adminDataProvider';

/**
 * Makes the shown version the active one — a promotion or a roll-back — after the admin says why (the reason is
 * recorded with the activation). Not offered for the active version or one the engine can no longer read.
 */
export const ActivateButton = () => {
  const version = useRecordContext<ModelVersionRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PacklensDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  if (!version || version.active || !version.compatible) return null;
  const submit = async () => {
    setPending(true);
    try {
      await dataProvider.activateModelVersion(version.id, reason);
      notify('resources.model_versions.activated', { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label="resources.model_versions.activate" onClick={() => setOpen(true)} data-testid="model-activate">
        <PublishedWithChangesOutlined />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.model_versions.activate_title', { id: version.id })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('resources.model_versions.activate_content')}
          </Typography>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={translate('resources.model_versions.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'model-activate-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={pending || reason.trim() === ''} onClick={() => void submit()} data-testid="model-activate-confirm">
            {translate('resources.model_versions.activate')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
