import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import type { TextTurn } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useCancelJob } from '../../api/generation';
import { ProblemAlert } from '../../forms/ProblemAlert';

/** A turn being written: a running bar, what has arrived so far, and "cancel" (`answer-cancel`). */
export function LiveTurn({ projectId, turn, received }: { projectId: string; turn: TextTurn; received: string }) {
  const { t } = useTranslation();
  const cancel = useCancelJob(projectId);
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }} data-testid="answer-running">
      <LinearProgress aria-label={t('generation.conversation.running')} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('generation.conversation.running')} {received}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          color="warning"
          startIcon={<StopCircleOutlined />}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(turn.job_id)}
          data-testid="answer-cancel"
        >
          {cancel.isPending ? t('generation.conversation.cancelling') : t('generation.conversation.cancel')}
        </Button>
      </Stack>
      <ProblemAlert error={cancel.error} testId="answer-cancel-error" />
    </Stack>
  );
}
