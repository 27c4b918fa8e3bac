import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { timeLimits, type KeyVisualJob } from '@packlens/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyVisualJobLive, type KeyVisualStage } from '../../api/keyVisual';

/** Whole seconds since `since`, ticking each second. */
function useSecondsSince(since: string): number {
  const elapsed = () => Math.max(0, Math.floor((Date.now() - Date.parse(since)) / 1000));
  const [seconds, setSeconds] = useState(elapsed);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(elapsed()), 1000);
    return () => clearInterval(timer);
    // elapsed() reads only `since`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [since]);
  return seconds;
}

/** How far a job is, 0-100: the cut-out the first tenth, the scenes up to 70, the compositions the rest. */
export function percentOf(stage: KeyVisualStage | null): number {
  if (!stage) return 0;
  const share = stage.total > 0 ? stage.done / stage.total : 0;
  if (stage.stage === 'cutout') return 10 * share;
  if (stage.stage === 'scene') return 10 + 60 * share;
  return 70 + 30 * share;
}

function RunningJob({ projectId, job }: { projectId: string; job: KeyVisualJob }) {
  const { t } = useTranslation();
  const live = useKeyVisualJobLive(projectId, job.job_id, true);
  const seconds = useSecondsSince(job.requested_at);
  const stage = live.stage;
  const what = !stage
    ? t('keyVisual.progress.waiting')
    : stage.stage === 'cutout'
      ? t('keyVisual.progress.cutout')
      : t(`keyVisual.progress.${stage.stage}`, { done: Math.min(stage.done + 1, stage.total), total: stage.total });
  return (
    <Paper sx={{ p: 2.5, border: 1, borderColor: 'primary.light' }} data-testid="key-visual-job" data-status={job.status} data-job={job.job_id} data-stage={stage?.stage ?? ''}>
      <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="key-visual-stage">
        {what}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }} data-testid="key-visual-elapsed">
        {t('keyVisual.progress.elapsed', { seconds, minutes: timeLimits.generationMaxWaitMinutes })}
      </Typography>
      <LinearProgress variant={stage ? 'determinate' : 'indeterminate'} value={percentOf(stage)} aria-label={what} />
    </Paper>
  );
}

/** The latest image job: its stages while it runs (`key-visual-job`), or why it failed (`key-visual-job-failed`, the 10-minute limit's message among them). */
export function KeyVisualJobStatus({ projectId, job }: { projectId: string; job: KeyVisualJob | undefined }) {
  const { t } = useTranslation();
  if (!job) return null;
  if (job.status === 'running') return <RunningJob key={job.job_id} projectId={projectId} job={job} />;
  if (job.status === 'failed') {
    return (
      <Alert severity="error" data-testid="key-visual-job-failed" data-job={job.job_id}>
        {t('keyVisual.progress.failed')}
        {job.error && `: ${job.error.message}`}
      </Alert>
    );
  }
  return null;
}
