import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { imageWords, type ProjectResults } from '@packlens/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { useScatter } from '../../../api/projects';
import { problemDetailText } from '../../../forms/ProblemAlert';
import { names, useLanguage } from '../catalogue';
import { Chart } from './Chart';
import { imageLabels, scatterFigure, type SegmentResult } from './figures';

/** The scatter's refusal as the API words it for the field it names (`word_ids`), else its detail. */
function refusalText(error: unknown, fallback: (error: unknown) => string): string {
  if (error instanceof ApiError) {
    const named = error.problem?.errors?.find((entry) => entry.field === 'word_ids' || entry.field.startsWith('word_ids'));
    if (named) return named.message;
  }
  return fallback(error);
}

/** Two image words as axes; the API answers one word or three with its own message. */
export function ScatterView({
  results,
  segment,
  chosen,
  onChoose,
}: {
  results: ProjectResults;
  segment: SegmentResult;
  chosen: readonly number[];
  onChoose: (words: number[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const scatter = useScatter(results.project.id, segment.segment_id, chosen);
  const present = new Set(segment.image_words.flatMap((entry) => entry.words.map((word) => word.word_id)));
  const offered = imageWords.filter((word) => present.has(word.id));
  const figure = useMemo(() => (scatter.data ? scatterFigure(scatter.data, imageLabels(results), language) : undefined), [scatter.data, results, language]);

  function toggle(id: number) {
    onChoose(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('projects.results.scatterLead')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('projects.results.scatterLead')}>
        {offered.map((word) => {
          const selected = chosen.includes(word.id);
          return (
            <Chip
              key={word.id}
              label={word.name[language]}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => toggle(word.id)}
              aria-pressed={selected}
              data-testid={`scatter-word-${word.id}`}
              data-selected={selected}
            />
          );
        })}
      </Box>
      {scatter.isError && (
        <Alert severity="warning" data-testid="scatter-error">
          {refusalText(scatter.error, (error) => problemDetailText(error, t))}
        </Alert>
      )}
      {figure && scatter.data && (
        <>
          <Typography variant="body2" data-testid="scatter-axes">
            {t('projects.results.scatterAxes', { x: names.word(scatter.data.word_ids[0], language), y: names.word(scatter.data.word_ids[1], language) })}
          </Typography>
          <Chart figure={figure} testId="scatter-chart" height={480} />
        </>
      )}
    </Stack>
  );
}
