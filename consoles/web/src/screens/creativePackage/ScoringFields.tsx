import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { categoriesFor, segments, type CountryCode } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { names, useLanguage } from '../projects/catalogue';
import { settingsOfMode, type DesignField, type DesignSettings } from './designLimits';

type ScoringField = 'score_segment_id' | 'score_category_id' | 'keep';

/**
 * Scored generation (`design-scoring`): the evaluation engine scores every image the job makes for a segment (its
 * predicted preference, and the attention on the product name), the gallery sorts by it, and "keep" keeps only the
 * best of the batch. Off until a segment is chosen.
 */
export function ScoringFields({
  settings,
  country,
  onChange,
  errorOf,
}: {
  settings: DesignSettings;
  country: CountryCode;
  onChange: <K extends ScoringField>(field: K, value: DesignSettings[K]) => void;
  errorOf: (field: DesignField) => string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const scored = settings.score_segment_id !== '';
  const batch = settingsOfMode[settings.mode].batch ? Number(settings.batch_size) || 1 : 1;
  const helper = (field: DesignField, hint?: string) => ({ error: errorOf(field) !== undefined, helperText: errorOf(field) ?? hint });
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="design-scoring">
      <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t('design.scoring.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('design.scoring.lead')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            select
            name="score_segment_id"
            label={t('design.scoring.segment')}
            value={settings.score_segment_id}
            onChange={(event) => onChange('score_segment_id', event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
            {...helper('score_segment_id')}
          >
            <option value="">{t('design.scoring.off')}</option>
            {segments.map((segment) => (
              <option key={segment.id} value={segment.id}>
                {names.segment(segment.id, language)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            name="score_category_id"
            label={t('design.scoring.category')}
            value={settings.score_category_id}
            disabled={!scored}
            onChange={(event) => onChange('score_category_id', event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            {categoriesFor(country).map((category) => (
              <option key={category.id} value={category.id}>
                {names.category(category.id, language)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            name="keep"
            type="number"
            label={t('design.scoring.keep')}
            value={settings.keep}
            disabled={!scored}
            onChange={(event) => onChange('keep', event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: batch, step: 1 }, inputLabel: { shrink: true } }}
            placeholder={t('design.scoring.keepAll')}
            fullWidth
            {...helper('keep', t('design.scoring.keepHint', { max: batch }))}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
