import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import type { ProjectDetail, ProjectResults } from '@packlens/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProjectResults } from '../../../api/projects';
import { QueryContent } from '../../mypage/QueryContent';
import { catalogueMessage, useLanguage } from '../catalogue';
import type { ProjectKind } from '../kinds';
import { CalculationProgress } from './CalculationProgress';

/**
 * The results page of either kind until there are results: a draft is not calculated (a way to its confirm
 * step), a calculating project shows its progress; then the results, read once the calculation has ended.
 */
export function CalculatedResults({ kind, project, children }: { kind: ProjectKind; project: ProjectDetail; children: (results: ProjectResults) => ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ended = project.status === 'SUCCESS' || project.status === 'FAILURE';
  const results = useProjectResults(project.id, ended);
  if (project.status === 'DRAFT') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" data-testid="results-not-calculated">
          {catalogueMessage('NO_RESULTS', language)}
        </Alert>
        <Button component={RouterLink} to={kind.path('confirm', project.id)} variant="contained">
          {t('projects.steps.confirm')}
        </Button>
      </Stack>
    );
  }
  if (project.status === 'PROGRESS') return <CalculationProgress project={project} />;
  return <QueryContent query={results}>{children}</QueryContent>;
}

/** The scoring model's version, flagged when it is the demo model (section 9). */
export function ModelChips({ model }: { model: NonNullable<ProjectResults['model']> }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {model.demo && (
        <Tooltip title={t('projects.results.demoModelHint')}>
          <Chip icon={<ScienceOutlined />} color="warning" label={t('projects.results.demoModel')} data-testid="results-model-demo" />
        </Tooltip>
      )}
      <Chip variant="outlined" size="small" label={t('projects.results.model', { version: model.version })} data-testid="results-model" />
    </Stack>
  );
}

/** What went wrong in the calculation (every image, or the images named with their reason), then the view's own notes. */
export function ResultNotices({ results, children }: { results: ProjectResults; children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failed = results.project.images.filter((image) => image.status === 'failed');
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {results.project.status === 'FAILURE' && <Alert severity="error">{t('projects.results.allFailed')}</Alert>}
      {failed.map((image) => (
        <Alert key={image.id} severity="error" data-testid="results-failure">
          {t('projects.results.failedImage', { name: image.name, reason: image.failure?.message ?? catalogueMessage('CALCULATION_FAILED', language) })}
        </Alert>
      ))}
      {children}
    </Stack>
  );
}
