import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { useExportTextProject, type ExportFormat } from '../../api/generation';
import { problemDetailText } from '../../forms/ProblemAlert';
import { saveFile } from '../projects/results/ReportButton';

const formats: ExportFormat[] = ['csv', 'pdf'];

/** CSV and PDF of every answer (`export-csv`, `export-pdf`); the server's refusal shows below (`export-error`). */
export function ExportButtons({ projectId, disabled }: { projectId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const download = useExportTextProject(projectId);
  return (
    <Stack sx={{ alignItems: 'flex-end' }}>
      <Stack direction="row" spacing={1} role="group" aria-label={t('generation.export.label')}>
        {formats.map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={disabled || download.isPending}
            onClick={() => download.mutate(format, { onSuccess: saveFile })}
            data-testid={`export-${format}`}
          >
            {download.isPending && download.variables === format ? t('generation.export.downloading') : t(`generation.export.${format}`)}
          </Button>
        ))}
      </Stack>
      {download.isError && (
        <FormHelperText error data-testid="export-error" sx={{ maxWidth: 360, textAlign: 'right' }}>
          {problemDetailText(download.error, t)}
        </FormHelperText>
      )}
    </Stack>
  );
}
