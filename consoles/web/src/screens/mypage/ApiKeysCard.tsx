import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import type { ApiKey } from '@packlens/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiKeys, useRevokeApiKey } from '../../api/apiKeys';
import { formatDateTime, useTimeZone } from '../../i18n/format';
import { asLanguage } from '../../i18n/language';
import { CommandDialog } from './CommandDialog';
import { scopeMessageKey } from './apiKeyScopes';
import { QueryContent } from './QueryContent';
import { SectionCard } from './SectionCard';

// The form and its controls load when the admin opens it, not with My page.
const CreateApiKeyDialog = lazy(() => import('./CreateApiKeyDialog'));

const statusColors: Record<ApiKey['status'], ChipProps['color']> = { active: 'success', revoked: 'default', expired: 'warning' };

type OpenDialog = { kind: 'create' } | { kind: 'revoke'; key: ApiKey } | null;

/**
 * My page for company admins (issue 15): the client's partner API keys with their scopes, last four characters,
 * times and status; create (the key shown once) and revoke.
 */
export function ApiKeysCard() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const timeZone = useTimeZone();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => {
    setDialog(null);
    revoke.reset();
  };
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language, timeZone) : t('apiKeys.never'));

  const actions = (
    <Button variant="contained" size="small" startIcon={<KeyOutlined />} onClick={() => setDialog({ kind: 'create' })} data-testid="api-key-create-open">
      {t('apiKeys.create')}
    </Button>
  );

  return (
    <SectionCard title={t('apiKeys.title')} actions={actions} testId="api-keys">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('apiKeys.lead')}
      </Typography>
      <QueryContent query={keys}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary" data-testid="api-keys-empty">
              {t('apiKeys.empty')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                    <TableCell>{t('apiKeys.columns.name')}</TableCell>
                    <TableCell>{t('apiKeys.columns.scopes')}</TableCell>
                    <TableCell>{t('apiKeys.columns.lastFour')}</TableCell>
                    <TableCell>{t('apiKeys.columns.created')}</TableCell>
                    <TableCell>{t('apiKeys.columns.lastUsed')}</TableCell>
                    <TableCell>{t('apiKeys.columns.expires')}</TableCell>
                    <TableCell>{t('apiKeys.columns.status')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((key) => (
                    <TableRow key={key.id} hover data-testid="api-key-row" data-status={key.status}>
                      <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>{key.name}</TableCell>
                      <TableCell>
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                          {key.scopes.map((scope) => (
                            <Tooltip key={scope} title={t(scopeMessageKey(scope))}>
                              <Chip size="small" variant="outlined" label={scope} />
                            </Tooltip>
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>…{key.last_four}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(key.created_at)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(key.last_used_at)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(key.expires_at)}</TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" color={statusColors[key.status]} label={t(`apiKeys.statuses.${key.status}`)} data-testid="api-key-status" />
                      </TableCell>
                      <TableCell>
                        {key.status === 'active' && (
                          <Tooltip title={t('apiKeys.revoke')}>
                            <IconButton size="small" onClick={() => setDialog({ kind: 'revoke', key })} aria-label={t('apiKeys.revoke')} data-testid="api-key-revoke">
                              <BlockOutlined fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryContent>
      {dialog?.kind === 'create' && (
        <Suspense fallback={null}>
          <CreateApiKeyDialog onClose={close} />
        </Suspense>
      )}
      {dialog?.kind === 'revoke' && (
        <CommandDialog
          open
          danger
          title={t('apiKeys.revokeTitle')}
          confirmLabel={t('apiKeys.revoke')}
          pending={revoke.isPending}
          error={revoke.error}
          onConfirm={() => revoke.mutate(dialog.key.id, { onSuccess: close })}
          onClose={close}
          testId="api-key-revoke-dialog"
        >
          <Typography>{t('apiKeys.revokeBody', { name: dialog.key.name, lastFour: dialog.key.last_four })}</Typography>
        </CommandDialog>
      )}
    </SectionCard>
  );
}
