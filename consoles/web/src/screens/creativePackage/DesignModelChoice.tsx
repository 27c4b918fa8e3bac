import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { generationModels, type GenerationModelCode } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../i18n/format';
import { limitsOf, providerOfModel } from './designLimits';

/**
 * Section 9's eight models (`design-model-{code}`, attribute `data-checked`; radio `input[name=model_code]`), each with
 * its provider and its limits: the largest size, the batch (most and suggested), the seed range, the input images.
 */
export function DesignModelChoice({ value, onChange }: { value: GenerationModelCode; onChange: (code: GenerationModelCode) => void }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="design-models">
      <Typography variant="h2" component="h2" id="design-models-title" sx={{ mb: 1.5 }}>
        {t('design.models.title')}
      </Typography>
      <RadioGroup name="model_code" value={value} onChange={(event) => onChange(event.target.value as GenerationModelCode)} aria-labelledby="design-models-title">
        <Stack spacing={1}>
          {generationModels.map((model) => {
            const limits = limitsOf(model);
            return (
              <Paper
                key={model.code}
                variant="outlined"
                sx={{ px: 2, py: 0.75, borderColor: value === model.code ? 'primary.main' : 'divider' }}
                data-testid={`design-model-${model.code}`}
                data-checked={value === model.code}
              >
                <FormControlLabel
                  value={model.code}
                  control={<Radio size="small" />}
                  sx={{ width: '100%', mr: 0, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.25 } }}
                  label={
                    <Stack sx={{ py: 0.25 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                        <Typography sx={{ fontWeight: 600 }}>{model.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`design.models.providers.${providerOfModel[model.code]}`)}
                        </Typography>
                      </Stack>
                      <Typography variant="caption" color="text.secondary" data-testid={`design-model-${model.code}-limits`}>
                        {t('design.models.limits', {
                          size: limits.maxWidthHeight,
                          batch: limits.maxBatchSize,
                          suggested: limits.suggestedBatchSize,
                          min: formatCount(limits.seed.min),
                          max: formatCount(limits.seed.max),
                        })}
                        {limits.maxInputImages !== null && ` · ${t('design.models.inputLimit', { max: limits.maxInputImages })}`}
                      </Typography>
                    </Stack>
                  }
                />
              </Paper>
            );
          })}
        </Stack>
      </RadioGroup>
    </Paper>
  );
}
