import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { formatErrorMessage, type DesignProjectDetail } from '@packlens/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadDesignInputs } from '../../api/design';
import { problemDetailText } from '../../forms/ProblemAlert';
import { useLanguage } from '../projects/catalogue';
import { FieldMessage } from '../projects/StepActions';
import type { InputSlot } from './designLimits';
import { pickDesignFiles, workingInputs } from './inputChecks';
import { transparencyBackdrop } from './transparency';

type DesignInput = DesignProjectDetail['inputs'][number];

/** A small picture of an input. */
export function InputThumbnail({ input, size = 72 }: { input: Pick<DesignInput, 'url' | 'file_name'>; size?: number }) {
  return (
    <Box
      component="img"
      src={input.url}
      alt={input.file_name}
      sx={{ width: size, height: size, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, background: transparencyBackdrop(12), flexShrink: 0 }}
    />
  );
}

/**
 * The project's input images and the mode's slots (`select[name=input_{slot}]`): jpg or png files picked here are
 * checked in the browser (type by name and bytes, 4 MB) before they are sent; the refused ones are listed with the
 * catalogue's words (`design-inputs-refused`), the server's refusal of an upload too (`design-inputs-error`), and the
 * mode's missing images under the slots (`input-ids-error`). New uploads fill the empty slots in order.
 */
export function DesignInputs({
  project,
  slots,
  chosen,
  onChoose,
  onUploaded,
  error,
}: {
  project: DesignProjectDetail;
  slots: readonly InputSlot[];
  chosen: Partial<Record<InputSlot, string>>;
  onChoose: (slot: InputSlot, inputId: string) => void;
  onUploaded: (added: DesignInput[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useUploadDesignInputs(project.id);
  const picker = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ name: string; message: string }[]>([]);
  const [psdLayers, setPsdLayers] = useState(false);
  const inputs = workingInputs(project.inputs);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const picked = await pickDesignFiles(files);
    setRefused(picked.refused.map(({ file, problem }) => ({ name: file.name, message: formatErrorMessage(problem.code, language, problem.params) })));
    if (picked.taken.length === 0) return;
    const before = new Set(project.inputs.map((input) => input.input_id));
    upload.mutate({ files: picked.taken, psdLayers }, { onSuccess: (updated) => onUploaded(updated.inputs.filter((input) => !before.has(input.input_id))) });
  }

  return (
    <Paper sx={{ p: 3, border: 1, borderColor: error ? 'error.main' : 'divider' }} data-testid="design-inputs">
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('design.inputs.title')}
      </Typography>
      {slots.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('design.inputs.noneNeeded')}
        </Typography>
      ) : (
        <Stack spacing={2} sx={{ mb: 2 }}>
          {slots.map((slot) => {
            const current = inputs.find((input) => input.input_id === chosen[slot]);
            return (
              <Stack key={slot} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid={`input-slot-${slot}`}>
                {current ? <InputThumbnail input={current} /> : <Box sx={{ width: 72, height: 72, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, flexShrink: 0 }} />}
                <TextField
                  select
                  name={`input_${slot}`}
                  label={t(`design.inputs.slots.${slot}`)}
                  value={current?.input_id ?? ''}
                  onChange={(event) => onChoose(slot, event.target.value)}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  sx={{ flex: 1, minWidth: 0 }}
                  error={Boolean(error) && !current}
                >
                  <option value="">{inputs.length ? t('design.inputs.choose') : t('design.inputs.empty')}</option>
                  {inputs.map((input) => (
                    <option key={input.input_id} value={input.input_id}>
                      {`${input.file_name} (${input.width}×${input.height})`}
                    </option>
                  ))}
                </TextField>
              </Stack>
            );
          })}
        </Stack>
      )}
      <FieldMessage message={error} testId="input-ids-error" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => picker.current?.click()} disabled={upload.isPending} data-testid="design-upload">
          {upload.isPending ? t('design.inputs.uploading') : t('design.inputs.upload')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('design.inputs.hint')}
        </Typography>
        <FormControlLabel
          control={<Checkbox size="small" checked={psdLayers} onChange={(event) => setPsdLayers(event.target.checked)} name="psd_layers" />}
          label={<Typography variant="body2">{t('design.inputs.psdLayers')}</Typography>}
        />
        <input ref={picker} type="file" name="files" accept=".jpg,.jpeg,.png,.psd,image/jpeg,image/png,image/vnd.adobe.photoshop" multiple hidden onChange={(event) => void onPick(event)} data-testid="design-upload-input" />
      </Stack>
      {refused.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="design-inputs-refused">
          {refused.map((entry) => (
            <div key={entry.name}>{`${entry.name}: ${entry.message}`}</div>
          ))}
        </Alert>
      )}
      {upload.error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="design-inputs-error">
          {problemDetailText(upload.error, t)}
        </Alert>
      )}
    </Paper>
  );
}
