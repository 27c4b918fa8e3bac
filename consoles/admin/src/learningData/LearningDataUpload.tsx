import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PacklensDataProvider } from '../http/adminDataProvider';

/** Section 5: learning files under 50 MB. */
export const maxLearningFileBytes = 50 * 1024 * 1024;

interface Problem {
  file: string;
  row: number | null;
  message: string;
}

/**
 * Uploads a learning file; the server checks it whole and either stores it or lists every problem by file and row
 * (nothing stored), which this panel shows as a table.
 */
export const LearningDataUpload = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PacklensDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<{ detail: string; rows: Problem[] } | null>(null);

  const upload = async (file: File) => {
    setProblems(null);
    if (file.size >= maxLearningFileBytes) {
      notify('resources.learning_data.too_large', { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const { created } = await dataProvider.uploadLearningData(file);
      notify(created ? 'resources.learning_data.uploaded' : 'resources.learning_data.already', { type: 'success' });
      refresh();
    } catch (error) {
      const body = (error as { body?: { detail?: string; problems?: Problem[] } }).body;
      if (body?.problems) setProblems({ detail: body.detail ?? '', rows: body.problems });
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ mb: 2 }} data-testid="learning-data-upload">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<UploadFileOutlined />} disabled={busy} onClick={() => input.current?.click()}>
          {translate('resources.learning_data.upload')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.learning_data.choose')} — {translate('resources.learning_data.format_help')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          hidden
          data-testid="learning-data-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </Stack>
      {problems && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="learning-data-problems">
          <Typography variant="subtitle2">{translate('resources.learning_data.problems_title')}</Typography>
          <Typography variant="body2">{problems.detail}</Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.learning_data.problem_fields.file')}</TableCell>
                <TableCell>{translate('resources.learning_data.problem_fields.row')}</TableCell>
                <TableCell>{translate('resources.learning_data.problem_fields.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.rows.map((p, i) => (
                <TableRow key={i}>
                  <TableCell>{p.file || '—'}</TableCell>
                  <TableCell>{p.row ?? '—'}</TableCell>
                  <TableCell>{p.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Alert>
      )}
    </Box>
  );
};
