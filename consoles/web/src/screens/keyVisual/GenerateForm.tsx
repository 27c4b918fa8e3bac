import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { generationModels, type GenerationModelCode, type KeyVisualProjectDetail } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunningJob, useRequestKeyVisualImages } from '../../api/keyVisual';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { formatCount } from '../../i18n/format';
import { limitsOf, modelOf, providerOfModel } from '../creativePackage/designLimits';
import { catalogueMessage, useLanguage } from '../projects/catalogue';

export type KeyVisualFormat = 'landscape' | 'square' | 'portrait';
const formats: KeyVisualFormat[] = ['landscape', 'square', 'portrait'];

/** The size of a format on a model: its largest side is the model's largest size (512 or 1024), the other 3 : 4 of it. */
export function sizeOf(format: KeyVisualFormat, largest: number): { width: number; height: number } {
  const short = Math.round((largest * 3) / 4);
  return format === 'landscape' ? { width: largest, height: short } : format === 'portrait' ? { width: short, height: largest } : { width: largest, height: largest };
}

/**
 * "Generate" (`key-visual-generate`): the image model (`select[name=model_code]`), the size (`select[name=format]`)
 * and how many (`input[name=batch_size]`, within the model's batch), of the scene the conversation agreed on; the
 * project's images so far against section 9's total. Refusals read as the catalogue says.
 */
export function GenerateForm({ project }: { project: KeyVisualProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useRequestKeyVisualImages(project.id);
  const [modelCode, setModelCode] = useState<GenerationModelCode>('gpt_image_1');
  const [format, setFormat] = useState<KeyVisualFormat>('landscape');
  const [batch, setBatch] = useState('1');
  const limits = limitsOf(modelOf(modelCode));
  const count = /^\d+$/.test(batch.trim()) ? Number(batch) : NaN;
  const batchProblem = Number.isInteger(count) && count >= 1 && count <= limits.maxBatchSize ? undefined : catalogueMessage('BATCH_SIZE_OUT_OF_RANGE', language, { max: limits.maxBatchSize, suggested: limits.suggestedBatchSize });
  const [submitted, setSubmitted] = useState(false);
  const busy = project.messages.some(isRunningJob) || project.jobs.some(isRunningJob);
  const { images_used: used, image_limit: limit } = project.limits;

  function change(apply: () => void) {
    apply();
    if (request.error) request.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (batchProblem || !project.scene_description) return;
    request.mutate({ model_code: modelCode, ...sizeOf(format, limits.maxWidthHeight), batch_size: count }, { onSuccess: () => setSubmitted(false) });
  }

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="key-visual-generate-form">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="h2">
          {t('keyVisual.generate.title')}
        </Typography>
        <Chip size="small" variant="outlined" label={t('keyVisual.generate.used', { used: formatCount(used), limit: formatCount(limit) })} data-testid="key-visual-images-used" />
      </Stack>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('keyVisual.generate.scene')}
          </Typography>
          {project.scene_description ? (
            <Typography variant="body2" sx={{ mt: 0.5, p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }} data-testid="key-visual-agreed-scene">
              {project.scene_description}
            </Typography>
          ) : (
            <Alert severity="info" sx={{ mt: 0.5 }} data-testid="key-visual-needs-scene">
              {t('keyVisual.generate.needsScene')}
            </Alert>
          )}
        </Box>
        <TextField
          select
          name="model_code"
          label={t('keyVisual.generate.model')}
          value={modelCode}
          onChange={(event) => change(() => setModelCode(event.target.value as GenerationModelCode))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          {generationModels.map((model) => (
            <option key={model.code} value={model.code}>
              {`${model.name} · ${t(`keyVisual.gallery.providers.${providerOfModel[model.code]}`)}`}
            </option>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            name="format"
            label={t('keyVisual.generate.format')}
            value={format}
            onChange={(event) => change(() => setFormat(event.target.value as KeyVisualFormat))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 2 }}
          >
            {formats.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`keyVisual.generate.formats.${candidate}`, sizeOf(candidate, limits.maxWidthHeight))}
              </option>
            ))}
          </TextField>
          <TextField
            name="batch_size"
            label={t('keyVisual.generate.batch')}
            value={batch}
            onChange={(event) => change(() => setBatch(event.target.value))}
            helperText={(submitted && batchProblem) || t('keyVisual.generate.batchHint', { max: limits.maxBatchSize })}
            error={submitted && Boolean(batchProblem)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <ProblemAlert error={request.error} testId="key-visual-generate-error" />
        <Box>
          <Button type="submit" variant="contained" size="large" startIcon={<AutoAwesomeOutlined />} disabled={request.isPending || busy || !project.scene_description} data-testid="key-visual-generate">
            {request.isPending ? t('keyVisual.generate.sending') : t('keyVisual.generate.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
