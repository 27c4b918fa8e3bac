import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { categoriesFor, generationLimits, packShapes, type BrandModel, type CountryCode } from '@packlens/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandModels, useCreateBrandModel, useTrainBrandModel, useUploadBrandImages, useUploadBrandLora } from '../../api/brand';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { DemoNotice } from '../textProjects/DemoNotice';
import { names, useLanguage } from '../projects/catalogue';

const statusColour = { collecting: 'default', training: 'info', ready: 'success', failed: 'error' } as const;

/** One brand model: its status, images, colours, and what it needs next (more images, a training) or its demo notice. */
function BrandModelCard({ model, chosen, onChoose }: { model: BrandModel; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadBrandImages(model.id);
  const lora = useUploadBrandLora(model.id);
  const train = useTrainBrandModel(model.id);
  const images = useRef<HTMLInputElement>(null);
  const loraPicker = useRef<HTMLInputElement>(null);
  const count = model.images.length;
  const enough = count >= generationLimits.brandImagesMin && count <= generationLimits.brandImagesMax;
  const pick = (event: ChangeEvent<HTMLInputElement>, send: (files: File[]) => void) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) send(files);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: chosen ? 'primary.main' : 'divider' }} data-testid="brand-model" data-id={model.id} data-status={model.status}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{model.brand_name}</Typography>
        <Chip size="small" color={statusColour[model.status]} label={t(`design.brand.status.${model.status}`)} data-testid="brand-status" />
        {model.demo && <Chip size="small" color="warning" label={t('design.gallery.demo')} />}
        {model.palette.map((hex) => (
          <Box key={hex} title={hex} sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: hex, border: 1, borderColor: 'divider' }} data-testid="brand-colour" />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="brand-images-count">
        {model.lora ? t('design.brand.lora', { name: model.lora.file_name }) : t('design.brand.images', { count, min: generationLimits.brandImagesMin, max: generationLimits.brandImagesMax })}
      </Typography>
      {model.demo_notice && <DemoNotice notice={model.demo_notice} />}
      {model.error && <Alert severity="error">{model.error.message}</Alert>}
      <ProblemAlert error={upload.error ?? lora.error ?? train.error} testId="brand-error" />
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {model.status === 'ready' && (
          <Button size="small" variant={chosen ? 'contained' : 'outlined'} onClick={onChoose} data-testid="brand-choose">
            {chosen ? t('design.brand.chosen') : t('design.brand.choose')}
          </Button>
        )}
        {model.status !== 'training' && (
          <>
            <Button size="small" onClick={() => images.current?.click()} disabled={upload.isPending} data-testid="brand-upload">
              {t('design.brand.addImages')}
            </Button>
            <Button size="small" variant="outlined" disabled={!enough || train.isPending} onClick={() => train.mutate(undefined)} data-testid="brand-train">
              {t('design.brand.train')}
            </Button>
            <Button size="small" onClick={() => loraPicker.current?.click()} disabled={lora.isPending} data-testid="brand-lora">
              {t('design.brand.uploadLora')}
            </Button>
          </>
        )}
        {model.status === 'training' && <Typography variant="body2">{t('design.brand.training')}</Typography>}
      </Stack>
      <input ref={images} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" multiple hidden onChange={(event) => pick(event, (files) => upload.mutate(files))} data-testid="brand-upload-input" />
      <input ref={loraPicker} type="file" accept=".safetensors" hidden onChange={(event) => pick(event, ([file]) => lora.mutate(file))} data-testid="brand-lora-input" />
    </Paper>
  );
}

/**
 * Brand generation's models (`brand-models`): the client's brand models (brand learning: brand name, prompt,
 * category, shape; 10 to 30 of its own images, then a training, or a LoRA it has), and the one to draw with.
 */
export function BrandModelPanel({ country, chosen, onChoose, error }: { country: CountryCode; chosen: string; onChoose: (id: string) => void; error: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const models = useBrandModels();
  const create = useCreateBrandModel();
  const [form, setForm] = useState({ brand_name: '', brand_prompt: '', category_id: String(categoriesFor(country)[0]?.id ?? 1), shape: 'carton' });
  // Not a form of its own: the panel sits inside the create screen's form, and forms do not nest.
  function register() {
    create.mutate({ ...form, category_id: Number(form.category_id) }, { onSuccess: () => setForm({ ...form, brand_name: '', brand_prompt: '' }) });
  }
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: error ? 'error.main' : 'divider' }} data-testid="brand-models">
      <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t('design.brand.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('design.brand.lead', { min: generationLimits.brandImagesMin, max: generationLimits.brandImagesMax })}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="brand-model-error">
          {error}
        </Alert>
      )}
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        {(models.data ?? []).map((model) => (
          <BrandModelCard key={model.id} model={model} chosen={chosen === model.id} onChoose={() => onChoose(model.id)} />
        ))}
        {models.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('design.brand.none')}
          </Typography>
        )}
      </Stack>
      <Box data-testid="brand-register">
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('design.brand.new')}
        </Typography>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField name="brand_name" label={t('design.brand.name')} value={form.brand_name} onChange={(e) => setForm({ ...form, brand_name: e.target.value })} fullWidth size="small" slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 40 } }} />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField select name="brand_category" label={t('design.scoring.category')} value={form.category_id} onChange={(e) => setForm({ ...form, category_id: e.target.value })} fullWidth size="small" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              {categoriesFor(country).map((category) => (
                <option key={category.id} value={category.id}>
                  {names.category(category.id, language)}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField select name="brand_shape" label={t('design.brand.shape')} value={form.shape} onChange={(e) => setForm({ ...form, shape: e.target.value })} fullWidth size="small" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              {packShapes.map((shape) => (
                <option key={shape.code} value={shape.code}>
                  {shape.name[language]}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12 }}>
            <TextField name="brand_prompt" label={t('design.brand.prompt')} value={form.brand_prompt} onChange={(e) => setForm({ ...form, brand_prompt: e.target.value })} fullWidth size="small" placeholder={t('design.brand.promptHint')} slotProps={{ inputLabel: { shrink: true } }} />
          </Grid>
        </Grid>
        <ProblemAlert error={create.error} testId="brand-register-error" />
        <Button type="button" variant="outlined" sx={{ mt: 1.5 }} disabled={create.isPending} onClick={register} data-testid="brand-register-submit">
          {t('design.brand.register')}
        </Button>
      </Box>
    </Paper>
  );
}
