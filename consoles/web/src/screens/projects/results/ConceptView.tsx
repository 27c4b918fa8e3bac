import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { conceptDriverName, resultLimits, type ProjectResults } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../catalogue';
import { ImageThumb, imagesById } from './ViewSection';

/** Five steps, the first `level` filled. */
function LevelBar({ level }: { level: number }) {
  return (
    <Stack direction="row" spacing={0.5} aria-hidden>
      {Array.from({ length: resultLimits.conceptMatchingLevels }, (_, index) => (
        <Box key={index} sx={{ width: 22, height: 10, borderRadius: 0.5, bgcolor: index < level ? 'primary.main' : 'divider' }} />
      ))}
    </Stack>
  );
}

/**
 * How well each pack matches the concept, on five levels, with its score and the image words that drove it, in
 * the user's language (the results name them in English).
 */
export function ConceptView({ results }: { results: ProjectResults }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const images = imagesById(results);
  if (results.concept.length === 0) {
    return <Alert severity="info">{t('projects.results.noConcept')}</Alert>;
  }
  return (
    <Stack spacing={2}>
      {results.project.concept && (
        <Paper variant="outlined" sx={{ p: 2, bgcolor: '#f8fafc', whiteSpace: 'pre-wrap' }} data-testid="concept-text">
          {results.project.concept.text}
        </Paper>
      )}
      {results.concept.map((row) => (
        <Paper key={row.image_id} variant="outlined" sx={{ p: 2 }} data-testid="concept-row" data-image-id={row.image_id} data-level={row.level}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <ImageThumb image={images.get(row.image_id)} size={64} />
            <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{images.get(row.image_id)?.name}</Typography>
            </Box>
            <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {t('projects.results.level')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {row.level} / {resultLimits.conceptMatchingLevels}
                </Typography>
                <LevelBar level={row.level} />
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {t('projects.results.conceptScore')}: {row.score.toFixed(2)}
              </Typography>
            </Box>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {t('projects.results.drivingWords')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
                {row.driving_words.map((word) => (
                  <Chip key={word} label={conceptDriverName(word, language)} size="small" variant="outlined" data-testid="driving-word" />
                ))}
              </Stack>
            </Box>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
