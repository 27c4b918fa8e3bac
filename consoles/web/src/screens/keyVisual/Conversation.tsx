import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { keyVisualLimits, type KeyVisualMessage, type KeyVisualProjectDetail } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunningJob, useKeyVisualJobLive, useSendKeyVisualMessage } from '../../api/keyVisual';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { formatCount } from '../../i18n/format';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { serverFieldMessages } from '../projects/StepActions';

const bubble = { px: 2, py: 1.25, borderRadius: 2, maxWidth: '88%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * One message (`key-visual-message`, attributes `data-status`, `data-demo`): what the user wrote, and the scene the
 * text model answered (`key-visual-scene`) — as it streams while it is written (`key-visual-live`), or why it failed.
 */
function MessagePair({ projectId, message }: { projectId: string; message: KeyVisualMessage }) {
  const { t } = useTranslation();
  const running = message.status === 'running';
  const live = useKeyVisualJobLive(projectId, message.job_id, running);
  return (
    <Stack spacing={1} data-testid="key-visual-message" data-status={message.status} data-demo={message.demo} data-job={message.job_id}>
      <Stack sx={{ alignItems: 'flex-end' }}>
        <Typography variant="caption" color="text.secondary">
          {t('keyVisual.message.you')}
        </Typography>
        <Box sx={{ ...bubble, bgcolor: 'primary.main', color: 'primary.contrastText' }} data-testid="key-visual-said">
          {message.message}
        </Box>
      </Stack>
      <Stack sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {t('keyVisual.message.ai')}
          </Typography>
          {message.demo && message.status === 'completed' && <Chip size="small" color="warning" variant="outlined" label={t('keyVisual.message.demo')} data-testid="key-visual-message-demo" />}
        </Stack>
        {running ? (
          <Box sx={{ ...bubble, bgcolor: 'grey.100', width: '88%' }} data-testid="key-visual-live">
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {live.text || t('keyVisual.message.writing')}
            </Typography>
            <LinearProgress sx={{ mt: 1 }} aria-label={t('keyVisual.message.writing')} />
          </Box>
        ) : message.status === 'completed' ? (
          <Box sx={{ ...bubble, bgcolor: 'grey.100' }} data-testid="key-visual-scene">
            <Typography variant="body2">{message.scene_description}</Typography>
          </Box>
        ) : (
          <Box sx={{ ...bubble, bgcolor: 'error.50', border: 1, borderColor: 'error.light' }} data-testid="key-visual-message-failed">
            <Typography variant="body2" color="error">
              {t('keyVisual.message.failed')}
              {message.error && `: ${message.error.message}`}
            </Typography>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The conversation that steers the scene: the messages and their descriptions, then a new message
 * (`textarea[name=message]`, "send" `key-visual-send`) within section 5's length and the chat settings' count.
 */
export function Conversation({ project }: { project: KeyVisualProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const send = useSendKeyVisualMessage(project.id);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const length = [...text.trim()].length;
  const server = serverFieldMessages(send.error);
  const problem =
    (submitted && length === 0 && catalogueMessage('FIELD_REQUIRED', language)) ||
    (length > keyVisualLimits.messageMaxChars && catalogueMessage('TEXT_TOO_LONG', language, { max: keyVisualLimits.messageMaxChars })) ||
    server.message ||
    undefined;
  const busy = project.messages.some(isRunningJob) || project.jobs.some(isRunningJob);
  const { messages_used: used, message_limit: limit } = project.limits;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (length === 0 || length > keyVisualLimits.messageMaxChars) return;
    send.mutate({ message: text.trim() }, { onSuccess: () => { setText(''); setSubmitted(false); } });
  }

  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="key-visual-conversation">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="h2">
          {t('keyVisual.message.conversationTitle')}
        </Typography>
        <Chip size="small" variant="outlined" label={t('keyVisual.message.counter', { used: formatCount(used), limit: formatCount(limit) })} data-testid="key-visual-message-counter" />
      </Stack>
      <Stack spacing={2.5} sx={{ mb: 3 }}>
        {project.messages.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="key-visual-conversation-empty">
            {t('keyVisual.message.empty')}
          </Typography>
        ) : (
          project.messages.map((message) => <MessagePair key={message.job_id} projectId={project.id} message={message} />)
        )}
      </Stack>
      <Box component="form" noValidate onSubmit={submit} data-testid="key-visual-message-form">
        <Stack spacing={1.5}>
          <TextField
            name="message"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (send.error) send.reset();
            }}
            label={t('keyVisual.message.label')}
            placeholder={t('keyVisual.message.hint', { max: keyVisualLimits.messageMaxChars })}
            helperText={problem ?? t('keyVisual.message.count', { count: formatCount(length), max: keyVisualLimits.messageMaxChars })}
            error={Boolean(problem)}
            multiline
            minRows={3}
            fullWidth
          />
          {used >= limit && (
            <Alert severity="info" data-testid="key-visual-message-limit">
              {catalogueMessage('REGENERATION_LIMIT_REACHED', language)}
            </Alert>
          )}
          <ProblemAlert error={server.message ? undefined : send.error} testId="key-visual-message-error" />
          <Box>
            <Button type="submit" variant="contained" startIcon={<SendOutlined />} disabled={send.isPending || busy || used >= limit} data-testid="key-visual-send">
              {send.isPending ? t('keyVisual.message.sending') : t('keyVisual.message.send')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
