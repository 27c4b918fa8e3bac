import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { formatErrorMessage, logoLimits, type LogoProjectDetail } from '@packlens/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveLogoReference, useUploadLogoReferences } from '../../api/logo';
import { problemDetailText } from '../../forms/ProblemAlert';
import { InputThumbnail } from '../creativePackage/DesignInputs';
import { pickDesignFiles } from '../creativePackage/inputChecks';
import { useLanguage } from '../projects/catalogue';

/**
 * The project's reference images (`logo-references`): at most two (section 5), jpg or png of 4 MB each, checked in the
 * browser as design inputs are (type by name and bytes, size) before they are sent; each can be taken off again. A
 * pick beyond the two is refused here in the catalogue's words, as the server would.
 */
export function LogoReferences({ project }: { project: LogoProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useUploadLogoReferences(project.id);
  const remove = useRemoveLogoReference(project.id);
  const picker = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ name: string; message: string }[]>([]);
  const room = logoLimits.referenceImages - project.references.length;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const picked = await pickDesignFiles(files);
    const beyond = picked.taken.slice(room);
    const limit = formatErrorMessage('LOGO_REFERENCE_LIMIT', language, { max: logoLimits.referenceImages });
    setRefused([
      ...picked.refused.map(({ file, problem }) => ({ name: file.name, message: formatErrorMessage(problem.code, language, problem.params) })),
      ...beyond.map((file) => ({ name: file.name, message: limit })),
    ]);
    const taken = picked.taken.slice(0, Math.max(0, room));
    if (taken.length) upload.mutate(taken);
  }

  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="logo-references">
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('logo.references.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('logo.references.hint')}
      </Typography>
      {project.references.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('logo.references.empty')}
        </Typography>
      ) : (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          {project.references.map((reference) => (
            <Stack key={reference.input_id} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="logo-reference" data-id={reference.input_id}>
              <InputThumbnail input={reference} size={56} />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {`${reference.file_name} (${reference.width}×${reference.height})`}
              </Typography>
              <Button size="small" disabled={remove.isPending} onClick={() => remove.mutate(reference.input_id)} data-testid="logo-reference-remove">
                {t('logo.references.remove')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      {room > 0 ? (
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => picker.current?.click()} disabled={upload.isPending} data-testid="logo-reference-upload">
          {upload.isPending ? t('logo.references.uploading') : t('logo.references.upload')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="logo-references-full">
          {t('logo.references.full')}
        </Typography>
      )}
      <input ref={picker} type="file" name="files" accept=".jpg,.jpeg,.png,image/jpeg,image/png" multiple hidden onChange={(event) => void onPick(event)} data-testid="logo-reference-input" />
      {refused.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="logo-references-refused">
          {refused.map((entry, i) => (
            <div key={`${entry.name}-${i}`}>{`${entry.name}: ${entry.message}`}</div>
          ))}
        </Alert>
      )}
      {(upload.error ?? remove.error) ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="logo-references-error">
          {problemDetailText(upload.error ?? remove.error, t)}
        </Alert>
      ) : null}
    </Paper>
  );
}
