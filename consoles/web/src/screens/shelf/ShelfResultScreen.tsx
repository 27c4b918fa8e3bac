import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProjectResults } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../routes/table';
import { catalogueMessage, names, useLanguage } from '../projects/catalogue';
import { shelfKind } from '../projects/kinds';
import { ProjectStep } from '../projects/ProjectStep';
import { HeatControls } from '../projects/results/HeatmapView';
import { ReportButton } from '../projects/results/ReportButton';
import { CalculatedResults, ModelChips, ResultNotices } from '../projects/results/ResultParts';
import { ShelfImageResult } from './BoxTool';

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
          {results.model && <ModelChips model={results.model} />}
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
  return (
    <Box data-testid="shelf-results">
      <ShelfHeader results={results} />
      <ResultNotices results={results} />
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

/** /evaluate-shelve/result?project=: progress while calculating, then the shelf heat maps with the box tool. */
export default function ShelfResultScreen({ route }: ScreenProps) {
  return (
    <ProjectStep kind={shelfKind} route={route} step="results">
      {(project) => <CalculatedResults kind={shelfKind} project={project}>{(results) => <ShelfResults results={results} />}</CalculatedResults>}
    </ProjectStep>
  );
}
