import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatErrorMessage, printMaxMm, type DesignImage, type GenerationModelCode } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintReadiness, useRequestDesignGeneration } from '../../api/design';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { useLanguage } from '../projects/catalogue';

/** Common pack faces, in millimetres (width × height), to start from. */
const presets = [
  { key: 'carton', width: 70, height: 200 },
  { key: 'box', width: 150, height: 210 },
  { key: 'pouch', width: 130, height: 180 },
  { key: 'a4', width: 210, height: 297 },
] as const;

const millimetres = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN);

/**
 * Print-readiness of a design (`print-readiness`): its pixels against a print size at 300 dpi, and the upscale (this
 * machine's super-resolution model, ×2-×4) that would reach it, asked as a job of the project (the result joins the
 * gallery).
 */
export function PrintReadinessDialog({ projectId, image, open, onClose }: { projectId: string; image: DesignImage; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [width, setWidth] = useState('70');
  const [height, setHeight] = useState('200');
  const [asked, setAsked] = useState<{ width_mm: number; height_mm: number } | null>(null);
  const report = usePrintReadiness(projectId, image.image_id, asked);
  const upscale = useRequestDesignGeneration(projectId);
  const valid = (value: number) => Number.isFinite(value) && value > 0 && value <= printMaxMm;
  const sizeError = (text: string) => (valid(millimetres(text)) ? undefined : formatErrorMessage('VALIDATION_FAILED', language));

  function check() {
    const size = { width_mm: millimetres(width), height_mm: millimetres(height) };
    if (valid(size.width_mm) && valid(size.height_mm)) setAsked(size);
  }

  const r = report.data;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="print-readiness">
      <DialogTitle>{t('design.print.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('design.print.lead', { width: image.width, height: image.height })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {presets.map((preset) => (
            <Button key={preset.key} size="small" variant="outlined" onClick={() => (setWidth(String(preset.width)), setHeight(String(preset.height)))}>
              {t(`design.print.presets.${preset.key}`, { width: preset.width, height: preset.height })}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField name="width_mm" label={t('design.print.widthMm')} value={width} onChange={(event) => setWidth(event.target.value)} error={sizeError(width) !== undefined} helperText={sizeError(width)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField name="height_mm" label={t('design.print.heightMm')} value={height} onChange={(event) => setHeight(event.target.value)} error={sizeError(height) !== undefined} helperText={sizeError(height)} slotProps={{ inputLabel: { shrink: true } }} />
          <Button variant="contained" onClick={check} sx={{ mt: 1 }} data-testid="print-check">
            {t('design.print.check')}
          </Button>
        </Stack>
        <ProblemAlert error={report.error} testId="print-error" />
        {r && (
          <Stack spacing={1} sx={{ mt: 2 }} data-testid="print-report" data-ready={r.ready}>
            <Alert severity={r.ready ? 'success' : 'warning'}>
              {r.ready ? t('design.print.ready', { dpi: r.effective_dpi }) : t('design.print.notReady', { dpi: r.effective_dpi, width: r.required_width_px, height: r.required_height_px })}
            </Alert>
            {!r.ready && r.suggested_scale !== null && <Typography variant="body2">{t('design.print.suggest', { scale: r.suggested_scale, dpi: r.dpi_after_upscale })}</Typography>}
            {!r.ready && r.suggested_scale === null && (
              <Typography variant="body2">{r.dpi_after_upscale === null ? t('design.print.tooLarge') : t('design.print.outOfReach', { dpi: r.dpi_after_upscale })}</Typography>
            )}
            <ProblemAlert error={upscale.error} testId="upscale-error" />
            {upscale.isSuccess && <Alert severity="info" data-testid="upscale-queued">{t('design.print.queued')}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {r && !r.ready && r.suggested_scale !== null && (
          <Button
            variant="contained"
            disabled={upscale.isPending || upscale.isSuccess}
            onClick={() => upscale.mutate({ mode: 'upscale', model_code: image.model_code as GenerationModelCode, source_image_id: image.image_id, scale: r.suggested_scale })}
            data-testid="print-upscale"
          >
            {t('design.print.upscale', { scale: r.suggested_scale })}
          </Button>
        )}
        <Button onClick={onClose}>{t('design.print.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
