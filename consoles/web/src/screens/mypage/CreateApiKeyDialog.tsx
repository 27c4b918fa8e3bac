import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { apiKeyScopes, type ApiKeyScope, type CreatedApiKey } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateApiKey } from '../../api/apiKeys';
import { useTimeZone } from '../../i18n/format';
import { scopeMessageKey } from './apiKeyScopes';
import { CommandDialog } from './CommandDialog';

const formId = 'api-key-form';


/**
 * The last second of the chosen day in the client's zone (the one zone every date is shown in), so a key "until
 * 30 June" works all of 30 June and the list shows 30 June 23:59.
 */
export function endOfDayIn(day: string, timeZone: string): string {
  const asIfUtc = new Date(`${day}T23:59:59Z`);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(asIfUtc);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const offsetMs = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - asIfUtc.getTime();
  return new Date(asIfUtc.getTime() - offsetMs).toISOString();
}

/** Shows a new key once, with a copy button and the warning that it cannot be shown again. */
function CreatedKey({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  // Where the browser refuses the clipboard (no permission, no secure context) the key is selected for Ctrl+C.
  const copy = async (field: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      field?.select();
    }
  };
  return (
    <CommandDialog open title={t('apiKeys.createdTitle')} confirmLabel={t('apiKeys.done')} pending={false} error={null} onConfirm={onClose} onClose={onClose} testId="api-key-created">
      <Alert severity="warning" data-testid="api-key-shown-once">
        {t('apiKeys.shownOnce')}
      </Alert>
      <TextField
        value={created.key}
        label={created.name}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'api-key-secret', style: { fontFamily: 'monospace' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button
                  size="small"
                  startIcon={<ContentCopyOutlined fontSize="small" />}
                  onClick={(event) => copy(event.currentTarget.closest('.MuiInputBase-root')?.querySelector('input') ?? null)}
                  data-testid="api-key-copy"
                >
                  {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
    </CommandDialog>
  );
}

/** Name, scopes and an optional expiry; then the key, shown once. Loaded when opened (ApiKeysCard). */
export default function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const timeZone = useTimeZone();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<ApiKeyScope>>(new Set(['projects:read', 'results:read']));
  const [expiresOn, setExpiresOn] = useState('');
  const [submitted, setSubmitted] = useState(false);

  if (create.data) return <CreatedKey created={create.data} onClose={onClose} />;

  const nameMissing = name.trim() === '';
  const scopesMissing = scopes.size === 0;
  const toggle = (scope: ApiKeyScope) =>
    setScopes((current) => {
      const next = new Set(current);
      if (!next.delete(scope)) next.add(scope);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameMissing || scopesMissing) return;
    create.mutate({ name: name.trim(), scopes: apiKeyScopes.filter((scope) => scopes.has(scope)), expires_at: expiresOn ? endOfDayIn(expiresOn, timeZone) : null });
  };

  return (
    <CommandDialog open title={t('apiKeys.createTitle')} confirmLabel={t('apiKeys.create')} pending={create.isPending} error={create.error} onClose={onClose} testId="api-key-create" formId={formId}>
      <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          value={name}
          onChange={(event) => setName(event.target.value)}
          label={t('apiKeys.name')}
          helperText={t('apiKeys.nameHint')}
          error={submitted && nameMissing}
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'api-key-name' } }}
        />
        <FormControl error={submitted && scopesMissing} component="fieldset">
          <FormLabel component="legend">{t('apiKeys.scopesLabel')}</FormLabel>
          <FormGroup>
            {apiKeyScopes.map((scope) => (
              <FormControlLabel
                key={scope}
                control={<Checkbox size="small" checked={scopes.has(scope)} onChange={() => toggle(scope)} data-testid={`api-key-scope-${scope}`} />}
                label={`${t(scopeMessageKey(scope))} (${scope})`}
              />
            ))}
          </FormGroup>
          {submitted && scopesMissing && <FormHelperText>{t('apiKeys.scopesRequired')}</FormHelperText>}
        </FormControl>
        <TextField
          type="date"
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
          label={t('apiKeys.expiresAt')}
          helperText={t('apiKeys.expiresHint')}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'api-key-expires' } }}
        />
      </Box>
    </CommandDialog>
  );
}
