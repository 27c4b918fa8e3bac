import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { generationModels, type AnalysisReportRequest } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';

/** The key a report's regenerated region goes by (modified_designs, the labels). */
export const regeneratedKey = 'region_regenerated';

export interface RegionChoice {
  on: boolean;
  prompt: string;
  modelCode: string;
}

export const noRegion: RegionChoice = { on: false, prompt: '', modelCode: 'gpt_image_1' };

/** The order's `region_regeneration`: null unless asked for; a blank prompt is the server's FIELD_REQUIRED to say. */
export const regionRequestOf = (choice: RegionChoice): AnalysisReportRequest['region_regeneration'] => (choice.on ? { prompt: choice.prompt, model_code: choice.modelCode } : null);

/**
 * The order's optional provider step: regenerate each image's weakest region (the attribution's lowest cell, never the
 * product name) with an image model from a prompt, re-scored like the other modifications. The server refuses it
 * with the provider to configure when the model's provider is not set.
 */
export function RegionRegenerationFields({ value, onChange }: { value: RegionChoice; onChange: (next: RegionChoice) => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ mt: 2, maxWidth: 640 }}>
      <FormControlLabel
        control={<Checkbox checked={value.on} onChange={(event) => onChange({ ...value, on: event.target.checked })} slotProps={{ input: { 'data-testid': 'analysis-region-on' } as object }} />}
        label={t('analysis.region.title')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('analysis.region.help')}
      </Typography>
      {value.on && (
        <>
          <TextField
            label={t('analysis.region.prompt')}
            value={value.prompt}
            onChange={(event) => onChange({ ...value, prompt: event.target.value })}
            size="small"
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'analysis-region-prompt' } }}
          />
          <TextField
            select
            label={t('analysis.region.model')}
            value={value.modelCode}
            onChange={(event) => onChange({ ...value, modelCode: event.target.value })}
            size="small"
            sx={{ maxWidth: 320 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'analysis-region-model' } as object } }}
          >
            {generationModels.map((model) => (
              <MenuItem key={model.code} value={model.code}>
                {model.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </Stack>
  );
}
