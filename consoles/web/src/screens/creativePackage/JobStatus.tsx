import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { generationModes, type DesignJob } from '@packlens/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignJobProgress } from '../../api/design';
import { useLanguage } from '../projects/catalogue';
import { modelOf } from './designLimits';

/** Whole seconds since `since`, ticking each second. */
export function useSecondsSince(since: string): number {
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

function RunningJob({ projectId, job }: { projectId: string; job: DesignJob }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The stream says when the job ends; the project (and its gallery) is read again then.
  const streamed = useDesignJobProgress(projectId, job.job_id, true);
  const seconds = useSecondsSince(job.requested_at);
  const mode = generationModes.find((candidate) => candidate.code === job.mode)?.name[language] ?? job.mode;
  return (
    <Paper sx={{ p: 2.5, border: 1, borderColor: 'primary.light' }} data-testid="design-job" data-status={streamed?.status ?? job.status} data-job={job.job_id}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('design.progress.running', { mode, model: modelOf(job.model_code).name, seconds })}
      </Typography>
      <LinearProgress />
    </Paper>
  );
}

/** The latest job: its progress while it runs (`design-job`), or why it failed (`design-job-failed`). */
export function JobStatus({ projectId, job }: { projectId: string; job: DesignJob | undefined }) {
  const { t } = useTranslation();
  if (!job) return null;
  if (job.status === 'running') return <RunningJob key={job.job_id} projectId={projectId} job={job} />;
  if (job.status === 'failed') {
    return (
      <Alert severity="error" data-testid="design-job-failed" data-job={job.job_id}>
        {t('design.progress.failed')}
        {job.error && `: ${job.error.message}`}
      </Alert>
    );
  }
  return null;
}
