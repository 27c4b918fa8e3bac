import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { TrainingRun } from '@packlens/contracts';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';
import { segmentName } from './segmentName';

type Figures = NonNullable<TrainingRun['model']>['segments'][number];

/** The accuracy threshold of the product description: an absolute error of 0.075 ("1.5 %" of the 1-5 scale's span). */
export const ACCURACY_THRESHOLD = 0.075;

const columns = ['mae', 'pearson', 'spearman', 'coverage', 'word_top3', 'spread_mae', 'word_mae'] as const;
const shown = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(3));

/**
 * Held-out figures per segment; with `active`, the version that was active measured on the same images in a second
 * row under each segment, so the admin reads the two side by side.
 */
export const SegmentFiguresTable = ({ segments, active, testId }: { segments: readonly Figures[]; active?: readonly Figures[] | null; testId: string }) => {
  const translate = useTranslate();
  const language = useConsoleLanguage()();
  const t = (field: string) => translate(`resources.training_runs.fields.${field}`);
  const row = (figures: Figures | undefined, label: string, kind: 'candidate' | 'active') => (
    <TableRow data-kind={kind} sx={kind === 'active' ? { '& td': { color: 'text.secondary', borderTop: 0 } } : undefined}>
      <TableCell>{label}</TableCell>
      {columns.map((c) => (
        <TableCell
          key={c}
          sx={c === 'mae' && figures && kind === 'candidate' ? { color: figures.mae <= ACCURACY_THRESHOLD ? 'success.main' : 'error.main', fontWeight: 600 } : undefined}
        >
          {shown(figures?.[c])}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {['segment_id', ...columns].map((f) => (
            <TableCell key={f}>{t(f)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {segments.map((s) => (
          <Fragment key={s.segment_id}>
            {row(s, segmentName(s.segment_id, language), 'candidate')}
            {active && row(active.find((a) => a.segment_id === s.segment_id), `  ${translate('resources.training_runs.active_row')}`, 'active')}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
};
