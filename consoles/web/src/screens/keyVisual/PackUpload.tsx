import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { formatErrorMessage, type KeyVisualProjectDetail } from '@packlens/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadKeyVisualPack } from '../../api/keyVisual';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { designFileProblem } from '../creativePackage/inputChecks';
import { transparencyBackdrop } from '../creativePackage/transparency';
import { useLanguage } from '../projects/catalogue';
import { FieldMessage } from '../projects/StepActions';

/** The pack's picture (`key-visual-pack`), shown on a checkerboard. */
export function PackThumbnail({ pack, size = 120 }: { pack: NonNullable<KeyVisualProjectDetail['pack']>; size?: number }) {
  return (
    <Box
      component="img"
      src={pack.url}
      alt={pack.file_name}
      sx={{ width: size, height: size, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, background: transparencyBackdrop(12), flexShrink: 0 }}
      data-testid="key-visual-pack"
    />
  );
}

/**
 * The product's pack image (`key-visual-pack-input`): one jpg or png, checked here as the design inputs are (type by
 * name and bytes, 4 MB) before it is sent; the refusal reads as the catalogue says (`key-visual-pack-refused`), the
 * server's too. The latest upload is the pack every key visual holds.
 */
export function PackUpload({ project, error }: { project: KeyVisualProjectDetail; error: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useUploadKeyVisualPack(project.id);
  const picker = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await designFileProblem(file);
    setRefused(problem ? `${file.name}: ${formatErrorMessage(problem.code, language, problem.params)}` : null);
    if (!problem) upload.mutate(file);
  }

  return (
    <Paper sx={{ p: 3, border: 1, borderColor: error ? 'error.main' : 'divider' }} data-testid="key-visual-pack-upload">
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('keyVisual.menu.packTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('keyVisual.menu.packHint')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
        {project.pack ? <PackThumbnail pack={project.pack} /> : <Box sx={{ width: 120, height: 120, border: 1, borderStyle: 'dashed', borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }} />}
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {project.pack && (
            <Typography variant="caption" color="text.secondary" data-testid="key-visual-pack-name">
              {`${project.pack.file_name} (${project.pack.width}×${project.pack.height})`}
            </Typography>
          )}
          <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => picker.current?.click()} disabled={upload.isPending} data-testid="key-visual-pack-button">
            {upload.isPending ? t('keyVisual.menu.uploading') : project.pack ? t('keyVisual.menu.replace') : t('keyVisual.menu.upload')}
          </Button>
        </Stack>
        <input ref={picker} type="file" name="files" accept=".jpg,.jpeg,.png,image/jpeg,image/png" hidden onChange={(event) => void onPick(event)} data-testid="key-visual-pack-input" />
      </Stack>
      <FieldMessage message={error} testId="pack-error" />
      {refused && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="key-visual-pack-refused">
          {refused}
        </Alert>
      )}
      <Box sx={{ mt: upload.error ? 2 : 0 }}>
        <ProblemAlert error={upload.error} testId="key-visual-pack-error" />
      </Box>
    </Paper>
  );
}
