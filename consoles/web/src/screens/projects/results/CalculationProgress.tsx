import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timeLimits, type ProjectDetail } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';

type ImageStatus = ProjectDetail['images'][number]['status'];
const statusColours: Record<ImageStatus, ChipProps['color']> = { pending: 'default', calculating: 'info', done: 'success', failed: 'error' };

/** While the worker computes: the share done, each image's state, and section 9's waiting messages. */
export function CalculationProgress({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const done = project.calculation?.done ?? project.images.filter((image) => image.status === 'done' || image.status === 'failed').length;
  const total = project.calculation?.total ?? project.images.length;
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="calculation-progress" data-done={done} data-total={total}>
      <Typography variant="h2" component="h2">
        {t('projects.progress.title')}
      </Typography>
      <Stack spacing={1} sx={{ my: 2 }}>
        <Alert severity="info" data-testid="calculation-wait">
          {t('projects.progress.waitUsual', { usual: timeLimits.calculationWaitMinutes.usual })}
          <br />
          {t('projects.progress.waitLongest', { longest: timeLimits.calculationWaitMinutes.longest })}
        </Alert>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          <LinearProgress variant={done === 0 ? 'indeterminate' : 'determinate'} value={total === 0 ? 0 : (done / total) * 100} />
        </Box>
        <Typography variant="body2" sx={{ minWidth: 96, textAlign: 'right' }}>
          {t('projects.progress.images', { done, total })}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ mt: 2 }}>
        {project.images.map((image) => (
          <Stack key={image.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid="progress-image" data-status={image.status}>
            <Box sx={{ width: 40, height: 40, flexShrink: 0, bgcolor: '#eef1f5', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
              <Box component="img" src={image.preview_url} alt={image.name} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
            </Box>
            <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{image.name}</Typography>
            <Chip size="small" variant="outlined" color={statusColours[image.status]} label={t(`projects.progress.status.${image.status}`)} />
          </Stack>
        ))}
      </Stack>
      {project.images.some((image) => image.failure) && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {project.images
            .filter((image) => image.failure)
            .map((image) => (
              <Alert key={image.id} severity="error" data-testid="progress-failure">
                {t('projects.results.failedImage', { name: image.name, reason: image.failure?.message })}
              </Alert>
            ))}
        </Stack>
      )}
    </Paper>
  );
}
