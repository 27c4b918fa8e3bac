import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandDialog } from './CommandDialog';

/** Shows a signing secret once (after registering an endpoint or rotating its secret), with a copy button. */
export function WebhookSecretDialog({ secret, url, onClose }: { secret: string; url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  // Where the browser refuses the clipboard (no permission, no secure context) the secret is selected for Ctrl+C.
  const copy = async (field: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      field?.select();
    }
  };
  return (
    <CommandDialog open title={t('webhooks.secretTitle')} confirmLabel={t('webhooks.done')} pending={false} error={null} onConfirm={onClose} onClose={onClose} testId="webhook-secret">
      <Alert severity="warning" data-testid="webhook-secret-shown-once">
        {t('webhooks.secretShownOnce')}
      </Alert>
      <TextField
        value={secret}
        label={url}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'webhook-secret-value', style: { fontFamily: 'monospace' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button
                  size="small"
                  startIcon={<ContentCopyOutlined fontSize="small" />}
                  onClick={(event) => copy(event.currentTarget.closest('.MuiInputBase-root')?.querySelector('input') ?? null)}
                  data-testid="webhook-secret-copy"
                >
                  {copied ? t('webhooks.copied') : t('webhooks.copy')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('webhooks.secretHint')}
      </Typography>
    </CommandDialog>
  );
}
