import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { generationLimits, type ProjectResults } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage, useLanguage } from '../catalogue';
import { cssBlur, HeatLayer } from './HeatLayer';
import { imagesById } from './ViewSection';

/** Section 9's blur radii (10, 50 or 100 px of the image), and none. */
export const blurOptions = [0, ...generationLimits.blurOptions] as const;
type Heatmap = ProjectResults['heatmaps'][number];
type ProjectImage = ProjectResults['project']['images'][number];

export { cssBlur };

/** The heat layer's opacity (%) until the user moves the slider; the comparison shows its maps at it too. */
export const defaultHeatOpacity = 80;

/** The pack with the heat map as its own layer (opacity and blur act on the layer), and the grey map beside it. */
function Overlay({ heatmap, image, opacity, blur }: { heatmap: Heatmap; image: ProjectImage | undefined; opacity: number; blur: number }) {
  const { t } = useTranslation();
  const [mapShownWidth, setMapShownWidth] = useState(0);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 7 }}>
        <Typography variant="caption" color="text.secondary">
          {t('projects.results.overlay')}
        </Typography>
        <HeatLayer
          imageUrl={image?.preview_url}
          imageAlt={image?.name ?? ''}
          mapUrl={heatmap.map_url}
          imageWidth={heatmap.width}
          opacity={opacity}
          blur={blur}
          label={t('projects.results.overlay')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <Typography variant="caption" color="text.secondary">
          {t('projects.results.greyMap')}
        </Typography>
        <Box
          component="img"
          src={heatmap.map_url}
          alt={t('projects.results.greyMap')}
          data-testid="heatmap-map"
          onLoad={(event) => setMapShownWidth(event.currentTarget.clientWidth)}
          sx={{ width: '100%', display: 'block', borderRadius: 1, filter: cssBlur(blur, heatmap.width, mapShownWidth) }}
        />
      </Grid>
    </Grid>
  );
}

/** The opacity slider and the blur choice of a heat map (section 9: 10, 50 or 100 px, or none). */
export function HeatControls({ opacity, blur, onOpacity, onBlur }: { opacity: number; blur: number; onOpacity: (value: number) => void; onBlur: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: { md: 'center' } }}>
      <Box sx={{ minWidth: 240 }}>
        <Typography variant="body2" id="heatmap-opacity-label">
          {t('projects.results.opacity')}: {opacity}%
        </Typography>
        <Slider
          value={opacity}
          min={0}
          max={100}
          step={5}
          onChange={(_event, value) => onOpacity(value as number)}
          aria-labelledby="heatmap-opacity-label"
          data-testid="heatmap-opacity"
        />
      </Box>
      <Box>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('projects.results.blur')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={blur} onChange={(_event, value: number | null) => value !== null && onBlur(value)}>
          {blurOptions.map((radius) => (
            <ToggleButton key={radius} value={radius} data-testid={`heatmap-blur-${radius}`}>
              {radius === 0 ? t('projects.results.blurNone') : `${radius}px`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Stack>
  );
}

/** Where attention gathers on each pack: the heat map as a layer over the image (opacity, blur) and the grey map. */
export function HeatmapView({ results }: { results: ProjectResults }) {
  const language = useLanguage();
  const [opacity, setOpacity] = useState(defaultHeatOpacity);
  const [blur, setBlur] = useState<number>(0);
  const images = imagesById(results);
  if (results.heatmaps.length === 0) {
    return (
      <Alert severity="info" data-testid="heatmap-required">
        {catalogueMessage('HEATMAP_REQUIRED_FIRST', language)}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <HeatControls opacity={opacity} blur={blur} onOpacity={setOpacity} onBlur={setBlur} />
      <Grid container spacing={3}>
        {results.project.images.map((image) => {
          const heatmap = results.heatmaps.find((candidate) => candidate.image_id === image.id);
          return (
            <Grid key={image.id} size={{ xs: 12, lg: 6 }}>
              <Paper variant="outlined" sx={{ p: 2 }} data-testid="heatmap-card" data-image-id={image.id}>
                <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{image.name}</Typography>
                {heatmap ? (
                  <Overlay heatmap={heatmap} image={images.get(image.id)} opacity={opacity} blur={blur} />
                ) : (
                  <Alert severity="info">{catalogueMessage('HEATMAP_REQUIRED_FIRST', language)}</Alert>
                )}
              </Paper>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
