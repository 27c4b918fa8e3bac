import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../i18n/format';
import { settingsOfMode, type DesignField, type DesignSettings, type ModelLimits } from './designLimits';

type SettingsField = 'prompt' | 'negative_prompt' | 'width' | 'height' | 'batch_size' | 'steps' | 'seed';

/**
 * What the mode reads besides its images: the prompt and negative prompt, the size (512 or 1024 by model), the batch
 * (up to the model's most, its suggestion first), steps (20 recommended) and the seed (the model's range). Each field's
 * refusal, the app's or the server's, shows under it in the catalogue's words.
 */
export function DesignSettingsFields({
  settings,
  limits,
  onChange,
  errorOf,
  assist,
}: {
  settings: DesignSettings;
  limits: ModelLimits;
  onChange: <K extends SettingsField>(field: K, value: DesignSettings[K]) => void;
  errorOf: (field: DesignField) => string | undefined;
  /** Prompt assist under the prompt (the create screen passes it with the project). */
  assist?: ReactNode;
}) {
  const { t } = useTranslation();
  const reads = settingsOfMode[settings.mode];
  if (!reads.prompt && !reads.size) return null;
  const helper = (field: DesignField, hint?: string) => ({ error: errorOf(field) !== undefined, helperText: errorOf(field) ?? hint });
  const sizeField = (field: 'width' | 'height') => (
    <TextField
      select
      name={field}
      label={t(`design.settings.${field}`)}
      value={String(settings[field])}
      onChange={(event) => onChange(field, Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
      {...helper(field)}
    >
      {limits.sizes.map((size) => (
        <option key={size} value={size}>
          {size}
        </option>
      ))}
    </TextField>
  );
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="design-settings">
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('design.settings.title')}
      </Typography>
      <Stack spacing={2.5}>
        {reads.prompt && (
          <>
            <TextField
              name="prompt"
              label={t('design.settings.prompt')}
              value={settings.prompt}
              onChange={(event) => onChange('prompt', event.target.value)}
              multiline
              minRows={3}
              fullWidth
              required={settings.mode === 'text_to_image'}
              placeholder={t('design.settings.promptHint')}
              slotProps={{ inputLabel: { shrink: true } }}
              {...helper('prompt')}
            />
            {assist}
            <TextField
              name="negative_prompt"
              label={t('design.settings.negativePrompt')}
              value={settings.negative_prompt}
              onChange={(event) => onChange('negative_prompt', event.target.value)}
              fullWidth
              placeholder={t('design.settings.negativePromptHint')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
        {reads.size && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, sm: 3 }}>{sizeField('width')}</Grid>
            <Grid size={{ xs: 6, sm: 3 }}>{sizeField('height')}</Grid>
            {reads.batch && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  name="batch_size"
                  type="number"
                  label={t('design.settings.batchSize')}
                  value={settings.batch_size}
                  onChange={(event) => onChange('batch_size', event.target.value)}
                  slotProps={{ htmlInput: { min: 1, max: limits.maxBatchSize, step: 1 }, inputLabel: { shrink: true } }}
                  fullWidth
                  {...helper('batch_size', t('design.settings.batchHint', { max: limits.maxBatchSize, suggested: limits.suggestedBatchSize }))}
                />
              </Grid>
            )}
          </Grid>
        )}
        {reads.steps && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                name="steps"
                type="number"
                label={t('design.settings.steps')}
                value={settings.steps}
                onChange={(event) => onChange('steps', event.target.value)}
                slotProps={{ htmlInput: { min: 1, max: limits.maxSteps, step: 1 }, inputLabel: { shrink: true } }}
                fullWidth
                {...helper('steps', t('design.settings.stepsHint', { recommended: limits.recommendedSteps, max: limits.maxSteps }))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                name="seed"
                type="number"
                label={t('design.settings.seed')}
                value={settings.seed}
                onChange={(event) => onChange('seed', event.target.value)}
                slotProps={{ htmlInput: { min: limits.seed.min, max: limits.seed.max, step: 1 }, inputLabel: { shrink: true } }}
                fullWidth
                {...helper('seed', t('design.settings.seedHint', { min: formatCount(limits.seed.min), max: formatCount(limits.seed.max) }))}
              />
            </Grid>
          </Grid>
        )}
      </Stack>
    </Paper>
  );
}
