import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { imageWords, scatterImageWordCount, type ProjectResults } from '@packlens/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { useScatter } from '../../../api/projects';
import { problemDetailText } from '../../../forms/ProblemAlert';
import { catalogueMessage, names, useLanguage } from '../catalogue';
import { Chart } from './Chart';
import { imageLabels, scatterFigure, type SegmentResult } from './figures';
import { toggleChoice } from './toggleChoice';

/** The scatter's refusal as the API words it for the field it names (`word_ids`), else its detail. */
function refusalText(error: unknown, fallback: (error: unknown) => string): string {
  if (error instanceof ApiError) {
    const named = error.problem?.errors?.find((entry) => entry.field === 'word_ids' || entry.field.startsWith('word_ids'));
    if (named) return named.message;
  }
  return fallback(error);
}

/**
 * Two image words as axes (section 5: exactly two). The points are asked for only once two are chosen, and a
 * third is refused here with the catalogue's message before it is highlighted (issue 19, item 8).
 */
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
  const [refused, setRefused] = useState(false);
  const scatter = useScatter(results.project.id, segment.segment_id, chosen);
  const present = new Set(segment.image_words.flatMap((entry) => entry.words.map((word) => word.word_id)));
  const offered = imageWords.filter((word) => present.has(word.id));
  const figure = useMemo(() => (scatter.data ? scatterFigure(scatter.data, imageLabels(results), language) : undefined), [scatter.data, results, language]);

  function toggle(id: number) {
    const next = toggleChoice(chosen, id, scatterImageWordCount);
    setRefused(next.refused);
    if (!next.refused) onChoose(next.chosen);
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
      {chosen.length === 1 && (
        <Typography variant="body2" color="text.secondary" data-testid="scatter-hint">
          {t('projects.results.scatterOneMore')}
        </Typography>
      )}
      {(refused || scatter.isError) && (
        <Alert severity="warning" data-testid="scatter-error">
          {refused ? catalogueMessage('SCATTER_TOO_MANY_WORDS', language) : refusalText(scatter.error, (error) => problemDetailText(error, t))}
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
