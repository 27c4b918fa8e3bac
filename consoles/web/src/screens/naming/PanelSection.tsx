import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maxSegmentsPerProject, segmentById, segments, type TextPanel, type TextProjectDetail } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPanel } from '../../api/generation';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { useLanguage } from '../projects/catalogue';

const sampleChoices = [1, 2, 3, 4, 5];

/** The newest panel's ratings: an item a row, a segment a column, mean ± spread (`panel-cell`). */
function PanelResult({ panel }: { panel: TextPanel }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (panel.status === 'running') return <LinearProgress aria-label={t('generation.panel.running')} data-testid="panel-running" />;
  if (panel.status === 'failed') return <Alert severity="error" data-testid="panel-error">{t('generation.panel.failed', { message: panel.error?.message ?? '' })}</Alert>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="panel-result">
        <TableHead>
          <TableRow>
            <TableCell>{t('generation.panel.item')}</TableCell>
            {panel.segment_ids.map((id) => (
              <TableCell key={id} align="right">
                {segmentById(id)?.shortText[language] ?? id}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {panel.ratings.map((rating) => (
            <TableRow key={rating.item}>
              <TableCell>{rating.item}</TableCell>
              {rating.segments.map((segment) => (
                <TableCell key={segment.segment_id} align="right" data-testid="panel-cell" data-item={rating.item} data-segment={segment.segment_id} data-mean={segment.mean.toFixed(2)}>
                  {t('generation.panel.cell', { mean: segment.mean.toFixed(2), sd: segment.sd.toFixed(2) })}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * A simulated consumer panel over the favourites (or the latest answer's first ten): segments and respondents are
 * chosen here, the newest panel's ratings shown below, always labelled as a simulation (`panel-section`).
 */
export function PanelSection({ project, disabled }: { project: TextProjectDetail; disabled: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useRequestPanel(project.id);
  const [chosen, setChosen] = useState<number[]>([1, 2, 3]);
  const [samples, setSamples] = useState(3);
  const latest = project.panels.at(-1);
  const running = project.panels.some((panel) => panel.status === 'running');
  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : current.length < maxSegmentsPerProject ? [...current, id] : current));
  return (
    <Paper sx={{ p: 2.5, border: 1, borderColor: 'divider' }} data-testid="panel-section">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('generation.panel.title')}
          </Typography>
          <Chip size="small" color="warning" variant="outlined" label={t('generation.panel.simulation')} data-testid="panel-simulation-label" />
          {latest?.demo && <Chip size="small" color="warning" label={t('generation.panel.demo')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('generation.panel.lead', { samples })} {t('generation.panel.items')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('generation.panel.segments')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {segments.map((segment) => (
            <Chip
              key={segment.id}
              label={segment.shortText[language]}
              color={chosen.includes(segment.id) ? 'primary' : 'default'}
              variant={chosen.includes(segment.id) ? 'filled' : 'outlined'}
              onClick={() => toggle(segment.id)}
              data-testid={`panel-segment-${segment.id}`}
              data-chosen={chosen.includes(segment.id)}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            name="panel-samples"
            label={t('generation.panel.samples')}
            value={samples}
            onChange={(event) => setSamples(Number(event.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            {sampleChoices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={disabled || running || request.isPending || chosen.length === 0}
            onClick={() => request.mutate({ segment_ids: segments.filter((s) => chosen.includes(s.id)).map((s) => s.id), samples })}
            data-testid="panel-run"
          >
            {running ? t('generation.panel.running') : t('generation.panel.run')}
          </Button>
        </Stack>
        <ProblemAlert error={request.error} testId="panel-request-error" />
        {latest && <PanelResult panel={latest} />}
      </Stack>
    </Paper>
  );
}
