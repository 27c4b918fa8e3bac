import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import type { WebhookDelivery, WebhookEndpoint } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplayWebhookDelivery, useWebhookDeliveries, useWebhookDelivery } from '../../api/webhooks';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { formatDateTime, useTimeZone } from '../../i18n/format';
import { asLanguage } from '../../i18n/language';
import { QueryContent } from './QueryContent';
import { kindMessageKey } from './webhookKinds';

const statusColors: Record<WebhookDelivery['status'], ChipProps['color']> = { pending: 'warning', delivered: 'success', failed: 'error' };

/** Every attempt of one delivery: time, status code, duration, error; replays marked. */
function Attempts({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const timeZone = useTimeZone();
  const detail = useWebhookDelivery(endpointId, deliveryId);
  return (
    <Box sx={{ px: 2, py: 1, bgcolor: 'action.hover' }} data-testid="webhook-attempts">
      <Typography variant="subtitle2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('webhooks.attemptsTitle', { id: deliveryId })}
      </Typography>
      <QueryContent query={detail}>
        {(delivery) => (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('webhooks.attemptColumns.attempt')}</TableCell>
                <TableCell>{t('webhooks.attemptColumns.at')}</TableCell>
                <TableCell>{t('webhooks.attemptColumns.code')}</TableCell>
                <TableCell>{t('webhooks.attemptColumns.duration')}</TableCell>
                <TableCell>{t('webhooks.attemptColumns.error')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {delivery.attempt_log.map((attempt) => (
                <TableRow key={attempt.attempt} data-testid="webhook-attempt" data-status-code={attempt.status_code ?? ''} data-replay={attempt.replay}>
                  <TableCell>
                    {attempt.attempt}
                    {attempt.replay && <Chip size="small" variant="outlined" label={t('webhooks.replayMark')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(attempt.attempted_at, language, timeZone)}</TableCell>
                  <TableCell>{attempt.status_code ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('webhooks.durationMs', { ms: attempt.duration_ms })}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{attempt.error ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryContent>
    </Box>
  );
}

/** An endpoint's deliveries, newest first, refreshed while open; each shows its attempts and can be replayed. */
export function WebhookDeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const timeZone = useTimeZone();
  const deliveries = useWebhookDeliveries(endpoint.id);
  const replay = useReplayWebhookDelivery(endpoint.id);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="webhook-deliveries">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{t('webhooks.deliveriesTitle', { url: endpoint.url })}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={replay.error} testId="webhook-replay-error" />
        <QueryContent query={deliveries}>
          {(list) =>
            list.length === 0 ? (
              <Typography color="text.secondary" data-testid="webhook-deliveries-empty">
                {t('webhooks.deliveriesEmpty')}
              </Typography>
            ) : (
              <TableContainer>
                <Table size="small">
                  <TableHead>
                    <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                      <TableCell>{t('webhooks.deliveryColumns.event')}</TableCell>
                      <TableCell>{t('webhooks.deliveryColumns.created')}</TableCell>
                      <TableCell>{t('webhooks.deliveryColumns.status')}</TableCell>
                      <TableCell>{t('webhooks.deliveryColumns.attempts')}</TableCell>
                      <TableCell>{t('webhooks.deliveryColumns.lastCode')}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {list.map((delivery) => [
                      <TableRow
                        key={delivery.id}
                        hover
                        onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
                        sx={{ cursor: 'pointer' }}
                        data-testid="webhook-delivery-row"
                        data-id={delivery.id}
                        data-status={delivery.status}
                        data-attempts={delivery.attempts}
                      >
                        <TableCell>
                          {t(kindMessageKey(delivery.event_type))}
                          <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                            {delivery.event_type}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(delivery.created_at, language, timeZone)}</TableCell>
                        <TableCell>
                          <Chip size="small" variant="outlined" color={statusColors[delivery.status]} label={t(`webhooks.deliveryStatuses.${delivery.status}`)} data-testid="webhook-delivery-status" />
                          {delivery.status === 'pending' && delivery.next_attempt_at && (
                            <Typography variant="caption" component="div" color="text.secondary">
                              {t('webhooks.nextAttempt', { time: formatDateTime(delivery.next_attempt_at, language, timeZone) })}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell>{delivery.attempts}</TableCell>
                        <TableCell>{delivery.last_status_code ?? delivery.last_error ?? '—'}</TableCell>
                        <TableCell>
                          <Button
                            size="small"
                            startIcon={<ReplayOutlined fontSize="small" />}
                            disabled={replay.isPending}
                            onClick={(event) => {
                              event.stopPropagation();
                              setOpen(delivery.id);
                              replay.mutate(delivery.id);
                            }}
                            data-testid="webhook-replay"
                          >
                            {t('webhooks.replay')}
                          </Button>
                        </TableCell>
                      </TableRow>,
                      open === delivery.id && (
                        <TableRow key={`${delivery.id}-attempts`}>
                          <TableCell colSpan={6} sx={{ p: 0 }}>
                            <Attempts endpointId={endpoint.id} deliveryId={delivery.id} />
                          </TableCell>
                        </TableRow>
                      ),
                    ])}
                  </TableBody>
                </Table>
              </TableContainer>
            )
          }
        </QueryContent>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} data-testid="webhook-deliveries-close">
          {t('webhooks.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
