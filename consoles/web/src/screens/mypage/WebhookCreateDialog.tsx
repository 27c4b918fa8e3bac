import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { webhookEventKinds, type WebhookEventKind } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useCreateWebhookEndpoint } from '../../api/webhooks';
import { CommandDialog } from './CommandDialog';
import { kindMessageKey } from './webhookKinds';
import { WebhookSecretDialog } from './WebhookSecretDialog';

const formId = 'webhook-form';

/** URL, description and the events to send; then the signing secret, shown once. Loaded when opened (WebhooksCard). */
export default function WebhookCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<ReadonlySet<WebhookEventKind>>(new Set(['calculation.completed', 'calculation.failed']));
  const [submitted, setSubmitted] = useState(false);

  if (create.data) return <WebhookSecretDialog secret={create.data.secret} url={create.data.url} onClose={onClose} />;

  const urlMissing = url.trim() === '';
  const eventsMissing = events.size === 0;
  // The server's refusal of the URL (not https, a private address) is shown on the field.
  const urlRefused = create.error instanceof ApiError ? create.error.fieldErrors().url : undefined;
  const toggle = (kind: WebhookEventKind) =>
    setEvents((current) => {
      const next = new Set(current);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (urlMissing || eventsMissing) return;
    create.mutate({ url: url.trim(), description: description.trim(), events: webhookEventKinds.filter((kind) => events.has(kind)) });
  };

  return (
    <CommandDialog open title={t('webhooks.createTitle')} confirmLabel={t('webhooks.create')} pending={create.isPending} error={create.error} onClose={onClose} testId="webhook-create" formId={formId}>
      <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          label={t('webhooks.url')}
          placeholder="https://hooks.example.com/packlens"
          helperText={urlRefused ?? (submitted && urlMissing ? t('webhooks.urlRequired') : t('webhooks.urlHint'))}
          error={Boolean(urlRefused) || (submitted && urlMissing)}
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 2048, inputMode: 'url', 'data-testid': 'webhook-url' } }}
        />
        <TextField
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          label={t('webhooks.description')}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'webhook-description' } }}
        />
        <FormControl error={submitted && eventsMissing} component="fieldset">
          <FormLabel component="legend">{t('webhooks.eventsLabel')}</FormLabel>
          <FormGroup>
            {webhookEventKinds.map((kind) => (
              <FormControlLabel
                key={kind}
                control={<Checkbox size="small" checked={events.has(kind)} onChange={() => toggle(kind)} data-testid={`webhook-event-${kind}`} />}
                label={`${t(kindMessageKey(kind))} (${kind})`}
              />
            ))}
          </FormGroup>
          {submitted && eventsMissing && <FormHelperText>{t('webhooks.eventsRequired')}</FormHelperText>}
        </FormControl>
      </Box>
    </CommandDialog>
  );
}
