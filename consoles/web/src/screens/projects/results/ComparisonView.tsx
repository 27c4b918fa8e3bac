import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { uploadLimits, type ProjectResults } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage, names, useLanguage } from '../catalogue';
import type { SegmentResult } from './figures';
import { HeatLayer } from './HeatLayer';
import { defaultHeatOpacity } from './HeatmapView';
import { rankedWords } from './ImageWordView';
import { toggleChoice } from './toggleChoice';

/**
 * Two images side by side, as section 5 says ("2 images for comparison"; the screen used to take 10). The user
 * picks which two. There is no comparison report, so the view offers no PDF (the summary is on the other views).
 */
export const maxComparedImages = uploadLimits.maxComparisonImages;
const topWordsShown = 5;

/** The chosen images next to each other: preview, score, rank, top words and, when calculated, the heat map as its layer over the image. */
export function ComparisonView({ results, segment }: { results: ProjectResults; segment: SegmentResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const images = results.project.images.filter((image) => image.status !== 'failed');
  const [chosen, setChosen] = useState<string[]>(() => images.slice(0, maxComparedImages).map((image) => image.id));
  const [refused, setRefused] = useState(false);
  const heatmapOrdered = results.project.menus.includes('heatmap');

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('projects.results.compareLead', { max: maxComparedImages })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {images.map((image) => (
          <FormControlLabel
            key={image.id}
            control={
              <Checkbox
                checked={chosen.includes(image.id)}
                onChange={() => {
                  const result = toggleChoice(chosen, image.id, maxComparedImages);
                  setChosen(result.chosen);
                  setRefused(result.refused);
                }}
                slotProps={{ input: { 'data-testid': `compare-select-${image.id}` } as object }}
              />
            }
            label={image.name}
          />
        ))}
      </Box>
      {refused && (
        <Alert severity="warning" data-testid="compare-refused">
          {catalogueMessage('TOO_MANY_COMPARISON_IMAGES', language, { max: maxComparedImages })}
        </Alert>
      )}
      {!heatmapOrdered && (
        <Alert severity="info" data-testid="compare-heatmap-required">
          {catalogueMessage('HEATMAP_REQUIRED_FIRST', language)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 1 }} data-testid="compare-grid">
        {images
          .filter((image) => chosen.includes(image.id))
          .map((image) => {
            const score = segment.scores.find((row) => row.image_id === image.id);
            const words = rankedWords(segment.image_words.find((entry) => entry.image_id === image.id)?.words ?? []).slice(0, topWordsShown);
            const heatmap = results.heatmaps.find((candidate) => candidate.image_id === image.id);
            return (
              <Paper key={image.id} variant="outlined" sx={{ p: 2, flex: '1 1 0', minWidth: 232, maxWidth: 520 }} data-testid="compare-card" data-image-id={image.id}>
                <Box sx={{ height: 280, bgcolor: '#eef1f5', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
                  <Box component="img" src={image.preview_url} alt={image.name} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
                </Box>
                <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>{image.name}</Typography>
                <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
                  <Box>
                    <Typography variant="caption" color="text.secondary">
                      {t('projects.results.finalScore')}
                    </Typography>
                    <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="compare-score">
                      {score ? score.final_score.toFixed(2) : '—'}
                    </Typography>
                  </Box>
                  <Box>
                    <Typography variant="caption" color="text.secondary">
                      {t('projects.results.rank')}
                    </Typography>
                    <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="compare-rank">
                      {score?.rank ?? '—'}
                    </Typography>
                  </Box>
                </Stack>
                {words.length > 0 && (
                  <>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                      {t('projects.results.topWords')}
                    </Typography>
                    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                      {words.map((word) => (
                        <Typography component="li" variant="body2" key={word.word_id}>
                          {names.word(word.word_id, language)} {(word.probability * 100).toFixed(0)}%
                        </Typography>
                      ))}
                    </Box>
                  </>
                )}
                {heatmap && (
                  <Box sx={{ mt: 1 }}>
                    <HeatLayer
                      imageUrl={image.preview_url}
                      imageAlt={image.name}
                      mapUrl={heatmap.map_url}
                      imageWidth={heatmap.width}
                      opacity={defaultHeatOpacity}
                      blur={0}
                      label={t('projects.results.overlay')}
                      testId="compare-heatmap"
                    />
                  </Box>
                )}
              </Paper>
            );
          })}
      </Box>
    </Stack>
  );
}
