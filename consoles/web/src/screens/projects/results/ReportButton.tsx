import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { useDownloadReport, type DownloadedFile, type ReportOrder } from '../../../api/projects';
import { problemDetailText } from '../../../forms/ProblemAlert';

/** Hands a downloaded file to the browser under its own name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download PDF" of one result view; the server's refusal (the heat map not calculated, ...) shows beside it. */
export function ReportButton({ projectId, order }: { projectId: string; order: ReportOrder }) {
  const { t } = useTranslation();
  const download = useDownloadReport(projectId);
  return (
    <Stack sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PictureAsPdfOutlined />}
        disabled={download.isPending}
        onClick={() => download.mutate(order, { onSuccess: saveFile })}
        data-testid={`report-download-${order.type}`}
      >
        {download.isPending ? t('projects.results.downloading') : t('projects.results.download')}
      </Button>
      {download.isError && (
        <FormHelperText error data-testid={`report-error-${order.type}`} sx={{ maxWidth: 360, textAlign: 'right' }}>
          {problemDetailText(download.error, t)}
        </FormHelperText>
      )}
    </Stack>
  );
}
