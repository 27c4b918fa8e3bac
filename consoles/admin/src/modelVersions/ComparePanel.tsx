import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import { Alert, Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { ModelComparison, ModelVersionRow } from '@packlens/contracts';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { PacklensDataProvider } from '../http/adminDataProvider';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';
import { segmentName } from '../trainingRuns/segmentName';

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

/**
 * Scores a calculated project again with the shown version (issue 16, item 3) and lists, per image and segment, the
 * project's own score beside this version's. The project and its results are not changed.
 */
export const ComparePanel = () => {
  const version = useRecordContext<ModelVersionRow>();
  const translate = useTranslate();
  const language = useConsoleLanguage()();
  const notify = useNotify();
  const dataProvider = useDataProvider<PacklensDataProvider>();
  const [projectId, setProjectId] = useState('');
  const [comparison, setComparison] = useState<ModelComparison | null>(null);
  const t = (key: string, options?: object) => translate(`resources.model_versions.compare.${key}`, options);

  useEffect(() => {
    if (!version || !comparison || comparison.status === 'done') return;
    const timer = setTimeout(() => void dataProvider.modelComparison(version.id, comparison.id).then(setComparison, (error: Error) => notify(error.message, { type: 'error' })), 1500);
    return () => clearTimeout(timer);
  }, [comparison, version, dataProvider, notify]);

  if (!version || !version.compatible) return null;
  const start = async () => {
    try {
      setComparison(await dataProvider.compareModelVersion(version.id, projectId.trim()));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="model-compare">
      <Typography variant="body2" color="text.secondary">
        {t('lead')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <TextField size="small" label={t('project_id')} value={projectId} onChange={(e) => setProjectId(e.target.value)} sx={{ width: 380 }} slotProps={{ htmlInput: { 'data-testid': 'model-compare-project' } }} />
        <Button variant="outlined" startIcon={<CompareArrowsOutlined />} disabled={projectId.trim() === ''} onClick={() => void start()} data-testid="model-compare-start">
          {t('start')}
        </Button>
      </Stack>
      {comparison?.status === 'running' && <LinearProgress />}
      {comparison?.status === 'done' && (
        <>
          <Typography variant="subtitle2">
            {t('heading', { project: comparison.project_name, original: comparison.original_version ?? '—', compared: comparison.compared_version })}
          </Typography>
          {comparison.failures.length > 0 && <Alert severity="warning">{t('failures', { count: comparison.failures.length })}</Alert>}
          <Table size="small" data-testid="model-compare-rows">
            <TableHead>
              <TableRow>
                {['image', 'segment', 'original', 'compared', 'difference'].map((c) => (
                  <TableCell key={c} align={c === 'image' || c === 'segment' ? 'left' : 'right'}>
                    {t(`columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {comparison.rows.map((row) => (
                <TableRow key={`${row.image_id}-${row.segment_id}`}>
                  <TableCell>{row.image_name}</TableCell>
                  <TableCell>{segmentName(row.segment_id, language)}</TableCell>
                  <TableCell align="right">
                    {row.original.mean.toFixed(2)} ± {row.original.sd.toFixed(2)}
                  </TableCell>
                  <TableCell align="right">{row.compared ? `${row.compared.mean.toFixed(2)} ± ${row.compared.sd.toFixed(2)}` : '—'}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {row.compared ? signed(row.compared.mean - row.original.mean) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Stack>
  );
};
