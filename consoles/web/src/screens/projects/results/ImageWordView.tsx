import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { summaryReportTopImageWords, type ProjectResults } from '@packlens/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { names, useLanguage } from '../catalogue';
import { Chart } from './Chart';
import { imageLabels, wordLinesFigure, type SegmentResult } from './figures';
import { ImageThumb, imagesById } from './ViewSection';

type WordScore = SegmentResult['image_words'][number]['words'][number];

/** An image's words from the best fitting down; the first ten are the ones the summary report lists. */
export function rankedWords(words: readonly WordScore[]): (WordScore & { top: boolean })[] {
  return [...words].sort((a, b) => b.probability - a.probability || a.word_id - b.word_id).map((word, index) => ({ ...word, top: index < summaryReportTopImageWords }));
}

const percent = (probability: number) => `${(probability * 100).toFixed(1)}%`;

/** The image words of each image in one segment (all of them, top 10 marked) and a line chart across images. */
export function ImageWordView({ results, segment }: { results: ProjectResults; segment: SegmentResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const images = imagesById(results);
  const figure = useMemo(() => wordLinesFigure(segment, imageLabels(results), language, t('projects.results.probability')), [segment, results, language, t]);
  return (
    <Stack spacing={3}>
      <Chart figure={figure} testId="image-word-chart" height={420} />
      <Grid container spacing={2}>
        {segment.image_words.map((entry) => {
          const image = images.get(entry.image_id);
          return (
            <Grid key={entry.image_id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="word-list" data-image-id={entry.image_id}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                  <ImageThumb image={image} size={48} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{image?.name}</Typography>
                    <Typography variant="caption" color="primary">
                      {t('projects.results.top10')}
                    </Typography>
                  </Box>
                </Stack>
                <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                  {rankedWords(entry.words).map((word, index) => (
                    <Box
                      component="li"
                      key={word.word_id}
                      data-testid="word-item"
                      data-word-id={word.word_id}
                      data-top={word.top}
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: '2em 1fr auto',
                        alignItems: 'center',
                        gap: 1,
                        py: 0.25,
                        px: 0.75,
                        borderRadius: 1,
                        bgcolor: word.top ? 'primary.light' : 'transparent',
                        color: word.top ? 'text.primary' : 'text.secondary',
                        fontWeight: word.top ? 600 : 400,
                      }}
                    >
                      <Typography variant="caption">{index + 1}</Typography>
                      <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
                        {names.word(word.word_id, language)}
                      </Typography>
                      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {percent(word.probability)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
