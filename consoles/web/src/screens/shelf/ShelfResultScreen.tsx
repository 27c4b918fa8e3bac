import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import type { ProjectDetail, ProjectResults } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProjectResults } from '../../api/projects';
import type { ScreenProps } from '../../routes/table';
import { QueryContent } from '../mypage/QueryContent';
import { catalogueMessage, names, useLanguage } from '../projects/catalogue';
import { shelfKind } from '../projects/kinds';
import { ProjectStep } from '../projects/ProjectStep';
import { CalculationProgress } from '../projects/results/CalculationProgress';
import { HeatControls } from '../projects/results/HeatmapView';
import { ReportButton } from '../projects/results/ReportButton';
import { ShelfImageResult } from './BoxTool';
import { shelfStepPath } from './flow';

/** The segments chosen (recorded for the report's header), the model, the demo flag and the PDF. */
function ShelfHeader({ results }: { results: ProjectResults }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper sx={{ p: 2.5, border: 1, borderColor: 'divider', mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h2">
            {names.menuResult('shelf_heatmap', language)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }} data-testid="shelf-segments">
            <Typography variant="body2" color="text.secondary">
              {t('projects.confirm.segments')}:
            </Typography>
            {results.project.segment_ids.map((id) => (
              <Chip key={id} size="small" variant="outlined" label={names.segment(id, language)} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('shelf.segments.sameMap')}
          </Typography>
        </Box>
        <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' }, flexShrink: 0 }}>
          <ReportButton projectId={results.project.id} order={{ type: 'shelve' }} />
          {results.model && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              {results.model.demo && (
                <Tooltip title={t('projects.results.demoModelHint')}>
                  <Chip icon={<ScienceOutlined />} color="warning" label={t('projects.results.demoModel')} data-testid="results-model-demo" />
                </Tooltip>
              )}
              <Chip variant="outlined" size="small" label={t('projects.results.model', { version: results.model.version })} data-testid="results-model" />
            </Stack>
          )}
          {results.heatmap_model && (
            <Chip variant="outlined" size="small" label={t('shelf.result.heatmapModel', { version: results.heatmap_model })} data-testid="results-heatmap-model" />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The result of a calculated shelf project: per photo the heat map as a layer, the box tool and the shares. */
function ShelfResults({ results }: { results: ProjectResults }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [opacity, setOpacity] = useState(70);
  const [blur, setBlur] = useState<number>(0);
  const failed = results.project.images.filter((image) => image.status === 'failed');
  return (
    <Box data-testid="shelf-results">
      <ShelfHeader results={results} />
      <Stack spacing={1} sx={{ mb: 2 }}>
        {results.project.status === 'FAILURE' && <Alert severity="error">{t('projects.results.allFailed')}</Alert>}
        {failed.map((image) => (
          <Alert key={image.id} severity="error" data-testid="results-failure">
            {t('projects.results.failedImage', { name: image.name, reason: image.failure?.message ?? catalogueMessage('CALCULATION_FAILED', language) })}
          </Alert>
        ))}
      </Stack>
      {results.heatmaps.length === 0 ? (
        <Alert severity="info" data-testid="heatmap-required">
          {catalogueMessage('HEATMAP_REQUIRED_FIRST', language)}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Paper sx={{ p: 2, border: 1, borderColor: 'divider' }}>
            <HeatControls opacity={opacity} blur={blur} onOpacity={setOpacity} onBlur={setBlur} />
          </Paper>
          <Alert severity="info" data-testid="shelf-box-hint">
            {t('shelf.boxes.hint')}
          </Alert>
          {results.project.images
            .filter((image) => image.status !== 'failed')
            .map((image) => (
              <ShelfImageResult
                key={image.id}
                projectId={results.project.id}
                image={image}
                heatmap={results.heatmaps.find((candidate) => candidate.image_id === image.id)}
                opacity={opacity}
                blur={blur}
              />
            ))}
        </Stack>
      )}
    </Box>
  );
}

function ShelfResultView({ project }: { project: ProjectDetail }) {
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
        <Button component={RouterLink} to={shelfStepPath('confirm', project.id)} variant="contained">
          {t('projects.steps.confirm')}
        </Button>
      </Stack>
    );
  }
  if (project.status === 'PROGRESS') return <CalculationProgress project={project} />;
  return <QueryContent query={results}>{(data) => <ShelfResults results={data} />}</QueryContent>;
}

/** /evaluate-shelve/result?project=: progress while calculating, then the shelf heat maps with the box tool. */
export default function ShelfResultScreen({ route }: ScreenProps) {
  return <ProjectStep kind={shelfKind} route={route} step="results">{(project) => <ShelfResultView project={project} />}</ProjectStep>;
}
