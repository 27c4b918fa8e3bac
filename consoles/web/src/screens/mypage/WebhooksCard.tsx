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
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { WebhookEndpoint } from '@packlens/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebhookCommand, useWebhookEndpoints } from '../../api/webhooks';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { formatDateTime, useTimeZone } from '../../i18n/format';
import { asLanguage } from '../../i18n/language';
import { CommandDialog } from './CommandDialog';
import { QueryContent } from './QueryContent';
import { SectionCard } from './SectionCard';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog';
import { kindMessageKey } from './webhookKinds';
import { WebhookSecretDialog } from './WebhookSecretDialog';

// The form loads when the admin opens it, not with My page.
const WebhookCreateDialog = lazy(() => import('./WebhookCreateDialog'));

const statusColors: Record<WebhookEndpoint['status'], ChipProps['color']> = { enabled: 'success', disabled: 'default' };

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'rotate'; endpoint: WebhookEndpoint }
  | { kind: 'remove'; endpoint: WebhookEndpoint }
  | { kind: 'deliveries'; endpoint: WebhookEndpoint }
  | null;

/**
 * My page for company admins (issue 15): the client's webhook endpoints with their events, status and last attempt;
 * add (the signing secret shown once), send a test, see the deliveries with every attempt and replay one, disable
 * or enable, rotate the secret (shown once), delete.
 */
export function WebhooksCard() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const timeZone = useTimeZone();
  const endpoints = useWebhookEndpoints();
  const commands = useWebhookCommand();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [tested, setTested] = useState<string | null>(null);
  const close = () => {
    setDialog(null);
    commands.rotate.reset();
    commands.remove.reset();
  };
  const rowError = commands.setEnabled.error ?? commands.test.error;

  const actions = (
    <Button variant="contained" size="small" startIcon={<AddLinkOutlined />} onClick={() => setDialog({ kind: 'create' })} data-testid="webhook-create-open">
      {t('webhooks.create')}
    </Button>
  );

  return (
    <SectionCard title={t('webhooks.title')} actions={actions} testId="webhooks">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('webhooks.lead')}
      </Typography>
      <ProblemAlert error={rowError} testId="webhook-command-error" />
      <QueryContent query={endpoints}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary" data-testid="webhooks-empty">
              {t('webhooks.empty')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                    <TableCell>{t('webhooks.columns.url')}</TableCell>
                    <TableCell>{t('webhooks.columns.events')}</TableCell>
                    <TableCell>{t('webhooks.columns.status')}</TableCell>
                    <TableCell>{t('webhooks.columns.lastAttempt')}</TableCell>
                    <TableCell>{t('webhooks.columns.pending')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((endpoint) => (
                    <TableRow key={endpoint.id} hover data-testid="webhook-row" data-status={endpoint.status} data-id={endpoint.id}>
                      <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                          {endpoint.url}
                        </Typography>
                        {endpoint.description && (
                          <Typography variant="caption" color="text.secondary">
                            {endpoint.description}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                          {endpoint.events.map((kind) => (
                            <Tooltip key={kind} title={kind}>
                              <Chip size="small" variant="outlined" label={t(kindMessageKey(kind))} />
                            </Tooltip>
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" color={statusColors[endpoint.status]} label={t(`webhooks.statuses.${endpoint.status}`)} data-testid="webhook-status" />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="webhook-last-attempt">
                        {endpoint.last_attempt ? (
                          <>
                            {formatDateTime(endpoint.last_attempt.at, language, timeZone)}{' '}
                            <Chip size="small" variant="outlined" color={endpoint.last_attempt.ok ? 'success' : 'error'} label={endpoint.last_attempt.status_code ?? '—'} />
                          </>
                        ) : (
                          t('webhooks.never')
                        )}
                      </TableCell>
                      <TableCell>{endpoint.pending_deliveries}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {endpoint.status === 'enabled' && (
                          <Tooltip title={tested === endpoint.id ? t('webhooks.testSent') : t('webhooks.test')}>
                            <IconButton
                              size="small"
                              aria-label={t('webhooks.test')}
                              disabled={commands.test.isPending}
                              onClick={() => commands.test.mutate(endpoint.id, { onSuccess: () => setTested(endpoint.id) })}
                              data-testid="webhook-test"
                            >
                              <SendOutlined fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        <Tooltip title={t('webhooks.deliveries')}>
                          <IconButton size="small" aria-label={t('webhooks.deliveries')} onClick={() => setDialog({ kind: 'deliveries', endpoint })} data-testid="webhook-deliveries-open">
                            <HistoryOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={endpoint.status === 'enabled' ? t('webhooks.disable') : t('webhooks.enable')}>
                          <IconButton
                            size="small"
                            aria-label={endpoint.status === 'enabled' ? t('webhooks.disable') : t('webhooks.enable')}
                            disabled={commands.setEnabled.isPending}
                            onClick={() => commands.setEnabled.mutate({ id: endpoint.id, enabled: endpoint.status !== 'enabled' })}
                            data-testid="webhook-toggle"
                          >
                            {endpoint.status === 'enabled' ? <PauseCircleOutlined fontSize="small" /> : <PlayCircleOutlined fontSize="small" />}
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('webhooks.rotate')}>
                          <IconButton size="small" aria-label={t('webhooks.rotate')} onClick={() => setDialog({ kind: 'rotate', endpoint })} data-testid="webhook-rotate">
                            <KeyOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('webhooks.remove')}>
                          <IconButton size="small" aria-label={t('webhooks.remove')} onClick={() => setDialog({ kind: 'remove', endpoint })} data-testid="webhook-remove">
                            <DeleteOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
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
          <WebhookCreateDialog onClose={close} />
        </Suspense>
      )}
      {dialog?.kind === 'deliveries' && <WebhookDeliveriesDialog endpoint={dialog.endpoint} onClose={close} />}
      {dialog?.kind === 'rotate' &&
        (commands.rotate.data ? (
          <WebhookSecretDialog secret={commands.rotate.data.secret} url={dialog.endpoint.url} onClose={close} />
        ) : (
          <CommandDialog
            open
            title={t('webhooks.rotateTitle')}
            confirmLabel={t('webhooks.rotate')}
            pending={commands.rotate.isPending}
            error={commands.rotate.error}
            onConfirm={() => commands.rotate.mutate(dialog.endpoint.id)}
            onClose={close}
            testId="webhook-rotate-dialog"
          >
            <Typography>{t('webhooks.rotateBody')}</Typography>
          </CommandDialog>
        ))}
      {dialog?.kind === 'remove' && (
        <CommandDialog
          open
          danger
          title={t('webhooks.removeTitle')}
          confirmLabel={t('webhooks.remove')}
          pending={commands.remove.isPending}
          error={commands.remove.error}
          onConfirm={() => commands.remove.mutate(dialog.endpoint.id, { onSuccess: close })}
          onClose={close}
          testId="webhook-remove-dialog"
        >
          <Typography sx={{ overflowWrap: 'anywhere' }}>{t('webhooks.removeBody', { url: dialog.endpoint.url })}</Typography>
        </CommandDialog>
      )}
    </SectionCard>
  );
}
