import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { conceptDriverName, resultLimits, type ProjectResults } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useConceptVision } from '../../../api/projects';
import { ProblemAlert } from '../../../forms/ProblemAlert';
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

type Vision = NonNullable<ProjectResults['concept'][number]['vision']>;

/** A multimodal model's own level of the pack and its reasons, beside the offline level (which stays the result). */
function VisionReview({ vision }: { vision: Vision }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="concept-vision" data-level={vision.level}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {t('projects.results.visionLevel', { model: vision.model })}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {vision.level} / {resultLimits.conceptMatchingLevels}
        </Typography>
        <LevelBar level={vision.level} />
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {vision.reasons.map((reason, index) => (
          <Typography component="li" variant="body2" key={index} data-testid="concept-vision-reason">
            {reason}
          </Typography>
        ))}
      </Box>
    </Box>
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
  const vision = useConceptVision(results.project.id);
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('projects.results.visionLead')}
        </Typography>
        <Button variant="outlined" disabled={vision.isPending} onClick={() => vision.mutate()} data-testid="concept-vision-ask" sx={{ flexShrink: 0 }}>
          {vision.isPending ? t('projects.results.visionAsking') : t('projects.results.visionAsk')}
        </Button>
      </Stack>
      <ProblemAlert error={vision.error} testId="concept-vision-error" />
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
          {row.vision && <VisionReview vision={row.vision} />}
        </Paper>
      ))}
    </Stack>
  );
}
