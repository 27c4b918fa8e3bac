import { MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import type { TrainingRun } from '@packlens/contracts';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Plot } from '../charts/Plot';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';
import { scatterFigure } from './scatterFigure';
import { segmentName } from './segmentName';

type Scatter = NonNullable<TrainingRun['model']>['scatter'][number];

/** The scatter of predicted against surveyed means, one segment at a time (the overall segment first). */
export const ScatterPanel = ({ scatter }: { scatter: readonly Scatter[] }) => {
  const translate = useTranslate();
  const language = useConsoleLanguage()();
  const [segmentId, setSegmentId] = useState(scatter[0]?.segment_id);
  const chosen = scatter.find((s) => s.segment_id === segmentId) ?? scatter[0];
  const t = (key: string) => translate(`resources.training_runs.scatter.${key}`);
  const figure = useMemo(
    () => chosen && scatterFigure(chosen, { candidate: t('candidate'), active: t('active'), perfect: t('perfect'), threshold: t('threshold'), x: t('x'), y: t('y') }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chosen, language],
  );
  if (!chosen || !figure) return null;
  return (
    <Stack sx={{ gap: 1, maxWidth: 640 }}>
      <MuiTextField select size="small" label={t('segment')} value={chosen.segment_id} onChange={(e) => setSegmentId(Number(e.target.value))} sx={{ maxWidth: 240 }} data-testid="scatter-segment">
        {scatter.map((s) => (
          <MenuItem key={s.segment_id} value={s.segment_id}>
            {segmentName(s.segment_id, language)}
          </MenuItem>
        ))}
      </MuiTextField>
      <Plot data={figure.data} layout={figure.layout} testId="training-run-scatter" height={440} />
    </Stack>
  );
};
