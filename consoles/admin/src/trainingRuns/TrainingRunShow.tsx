import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { TrainingRun } from '@packlens/contracts';
import { Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';

/** The accuracy threshold of the product description: an absolute error of 0.075 ("1.5 %" of the 1-5 scale's span). */
export const ACCURACY_THRESHOLD = 0.075;

const SegmentFigures = () => {
  const run = useRecordContext<TrainingRun>();
  const translate = useTranslate();
  if (!run?.model) return null;
  const t = (field: string) => translate(`resources.training_runs.fields.${field}`);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.training_runs.threshold')} — {run.model.reason}
      </Typography>
      <Table size="small" data-testid="training-run-segments">
        <TableHead>
          <TableRow>
            {['segment_id', 'mae', 'pearson', 'spearman', 'spread_mae', 'word_mae'].map((f) => (
              <TableCell key={f}>{t(f)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {run.model.segments.map((s) => (
            <TableRow key={s.segment_id}>
              <TableCell>{s.segment_id}</TableCell>
              <TableCell sx={{ color: s.mae <= ACCURACY_THRESHOLD ? 'success.main' : 'error.main' }}>{s.mae.toFixed(3)}</TableCell>
              <TableCell>{s.pearson.toFixed(3)}</TableCell>
              <TableCell>{s.spearman.toFixed(3)}</TableCell>
              <TableCell>{s.spread_mae.toFixed(3)}</TableCell>
              <TableCell>{s.word_mae.toFixed(3)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

export const TrainingRunShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="status" />
      <TextField source="model.version" label="resources.training_runs.fields.version" emptyText="—" />
      <TextField source="failure" emptyText="—" />
      <SegmentFigures />
    </SimpleShowLayout>
  </Show>
);
