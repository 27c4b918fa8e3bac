import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { generationModels, type LogoJob } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useLogoJobProgress } from '../../api/logo';
import { useSecondsSince } from '../creativePackage/JobStatus';

const modelName = (code: string) => generationModels.find((model) => model.code === code)?.name ?? code;

function RunningJob({ projectId, job }: { projectId: string; job: LogoJob }) {
  const { t } = useTranslation();
  // The stream says when the job ends; the project (gallery, charge) is read again then.
  const streamed = useLogoJobProgress(projectId, job.job_id, true);
  const seconds = useSecondsSince(job.requested_at);
  return (
    <Paper sx={{ p: 2.5, border: 1, borderColor: 'primary.light' }} data-testid="logo-job" data-status={streamed?.status ?? job.status} data-job={job.job_id}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('logo.progress.running', { model: modelName(job.model_code), seconds })}
      </Typography>
      <LinearProgress />
    </Paper>
  );
}

/** The latest job: its progress while it runs (`logo-job`), or why it failed (`logo-job-failed`). */
export function LogoJobStatus({ projectId, job }: { projectId: string; job: LogoJob | undefined }) {
  const { t } = useTranslation();
  if (!job) return null;
  if (job.status === 'running') return <RunningJob key={job.job_id} projectId={projectId} job={job} />;
  if (job.status === 'failed') {
    return (
      <Alert severity="error" data-testid="logo-job-failed" data-job={job.job_id}>
        {t('logo.progress.failed')}
        {job.error && `: ${job.error.message}`}
      </Alert>
    );
  }
  return null;
}
