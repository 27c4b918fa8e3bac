import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { formatPrice, resultLimits, servicePrices, type AnalysisReport, type ProjectDetail } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAnalysisReport, useDownloadAnalysisPdf, useRequestAnalysis } from '../../api/analysis';
import { useProject } from '../../api/projects';
import { ProblemAlert, problemDetailText } from '../../forms/ProblemAlert';
import { formatDateTime, useTimeZone } from '../../i18n/format';
import { pathOf, type ScreenProps } from '../../routes/table';
import { QueryContent } from '../mypage/QueryContent';
import { Page } from '../Page';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { ProjectLine } from '../projects/ProjectStep';
import { saveFile } from '../projects/results/ReportButton';
import { ImageReport } from './ImageReport';
import { noRegion, RegionRegenerationFields, regionRequestOf, type RegionChoice } from './region';

const maxImages = resultLimits.analysisReportMaxImages;

/** The order: images (at most 10), the pack's height, the price, start. */
function AnalysisOrder({ project, onStarted }: { project: ProjectDetail; onStarted: (analysisId: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const images = project.images.filter((image) => image.status === 'done');
  const [chosen, setChosen] = useState<string[]>(() => images.slice(0, 1).map((image) => image.id));
  const [height, setHeight] = useState('');
  const [limitHit, setLimitHit] = useState(false);
  const [region, setRegion] = useState<RegionChoice>(noRegion);
  const start = useRequestAnalysis(project.id);
  const price = servicePrices.analysisReport.JPY;
  const heightValue = height.trim() === '' ? null : Number(height);
  const heightBad = heightValue !== null && (!Number.isFinite(heightValue) || heightValue < 2 || heightValue > 300);

  function toggle(id: string) {
    if (chosen.includes(id)) {
      setChosen(chosen.filter((other) => other !== id));
      setLimitHit(false);
    } else if (chosen.length >= maxImages) {
      setLimitHit(true);
    } else {
      setChosen([...chosen, id]);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="analysis-order">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('analysis.choose')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('analysis.chooseHelp', { max: maxImages })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5, my: 1.5 }}>
        {images.map((image) => (
          <Paper key={image.id} variant="outlined" sx={{ p: 1, borderColor: chosen.includes(image.id) ? 'primary.main' : 'divider' }}>
            <Box component="img" src={image.preview_url} alt={image.name} sx={{ width: '100%', height: 110, objectFit: 'contain', display: 'block' }} />
            <FormControlLabel
              control={<Checkbox checked={chosen.includes(image.id)} onChange={() => toggle(image.id)} slotProps={{ input: { 'data-testid': 'analysis-image-choice', 'data-image-id': image.id } as object }} />}
              label={<Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{image.name}</Typography>}
            />
          </Paper>
        ))}
      </Box>
      {limitHit && (
        <Alert severity="warning" data-testid="analysis-limit" sx={{ mb: 1.5 }}>
          {catalogueMessage('ANALYSIS_IMAGE_LIMIT', language, { max: maxImages })}
        </Alert>
      )}
      <TextField
        label={t('analysis.packHeight')}
        value={height}
        onChange={(event) => setHeight(event.target.value)}
        type="number"
        size="small"
        error={heightBad}
        helperText={heightBad ? catalogueMessage('VALIDATION_FAILED', language) : t('analysis.packHeightHelp')}
        slotProps={{ htmlInput: { min: 2, max: 300, step: 0.5, 'data-testid': 'analysis-pack-height' } }}
        sx={{ width: '100%', maxWidth: 480 }}
      />
      <RegionRegenerationFields value={region} onChange={setRegion} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: 2 }}>
        <Typography data-testid="analysis-price" sx={{ fontWeight: 600 }}>
          {t('analysis.price', { price: price === null ? '—' : formatPrice(price, { language }) })}
        </Typography>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || heightBad || start.isPending}
          data-testid="analysis-start"
          onClick={() => start.mutate({ image_ids: chosen, pack_height_cm: heightValue, region_regeneration: regionRequestOf(region) }, { onSuccess: (report) => onStarted(report.analysis_id) })}
        >
          {start.isPending ? t('analysis.starting') : t('analysis.start')}
        </Button>
      </Stack>
      {start.isError && (
        <Box sx={{ mt: 1.5 }}>
          <ProblemAlert error={start.error} testId="analysis-error" />
        </Box>
      )}
    </Paper>
  );
}

function PdfButton({ report }: { report: AnalysisReport }) {
  const { t } = useTranslation();
  const download = useDownloadAnalysisPdf(report.project_id, report.analysis_id);
  return (
    <Stack sx={{ alignItems: 'flex-end' }}>
      <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} disabled={download.isPending} onClick={() => download.mutate(undefined, { onSuccess: saveFile })} data-testid="report-download-analysis">
        {download.isPending ? t('projects.results.downloading') : t('projects.results.download')}
      </Button>
      {download.isError && (
        <FormHelperText error data-testid="report-error-analysis">
          {problemDetailText(download.error, t)}
        </FormHelperText>
      )}
    </Stack>
  );
}

/** The report: progress while it runs, then per image its sections. */
function AnalysisView({ project, analysisId, onNew }: { project: ProjectDetail; analysisId: string; onNew: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const query = useAnalysisReport(project.id, analysisId);
  const previews = new Map(project.images.map((image) => [image.id, image.preview_url]));
  return (
    <QueryContent query={query}>
      {(report) => {
        const done = report.images.filter((image) => image.status !== 'waiting').length;
        return (
          <Box data-testid="analysis-report" data-status={report.status}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' }, mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('analysis.requestedAt', { at: formatDateTime(report.requested_at, language, timeZone) })}
              </Typography>
              {report.demo_model && (
                <Tooltip title={t('projects.results.demoModelHint')}>
                  <Chip icon={<ScienceOutlined />} color="warning" label={t('projects.results.demoModel')} data-testid="analysis-model-demo" />
                </Tooltip>
              )}
              {report.model_version && <Chip size="small" variant="outlined" label={t('analysis.model', { version: report.model_version })} />}
              <Box sx={{ flexGrow: 1 }} />
              <Button variant="text" onClick={onNew} data-testid="analysis-new">
                {t('analysis.newReport')}
              </Button>
              {report.status === 'completed' && <PdfButton report={report} />}
            </Stack>
            {report.status === 'running' && (
              <Box sx={{ mb: 2 }} data-testid="analysis-progress">
                <Typography variant="body2">{t('analysis.running', { done, total: report.images.length })}</Typography>
                <LinearProgress variant={done > 0 ? 'determinate' : 'indeterminate'} value={(done / Math.max(1, report.images.length)) * 100} />
              </Box>
            )}
            {report.images
              .filter((image) => image.status !== 'waiting')
              .map((image) => (
                <ImageReport key={image.image_id} report={report} image={image} previewUrl={previews.get(image.image_id)} />
              ))}
          </Box>
        );
      }}
    </QueryContent>
  );
}

/** /project-create/analysis-results?project=<id>[&analysis=<id>]: order an AI analysis report, follow it, read it. */
export default function AnalysisResultsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const projectId = search.get('project') ?? undefined;
  const analysisId = search.get('analysis') ?? undefined;
  const query = useProject(projectId);
  const show = (analysis: string | undefined) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (analysis) next.set('analysis', analysis);
      else next.delete('analysis');
      return next;
    });
  if (!projectId) {
    return (
      <Page heading={t(route.titleKey)}>
        <Alert severity="warning" data-testid="project-required">
          {catalogueMessage('PROJECT_REQUIRED', language)}
        </Alert>
      </Page>
    );
  }
  return (
    <Page heading={t(route.titleKey)} lead={t('analysis.lead')}>
      <QueryContent query={query}>
        {(project) => (
          <Box data-testid="analysis-screen">
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <ProjectLine project={project} />
              <Box sx={{ flexGrow: 1 }} />
              <Button component={RouterLink} to={`${pathOf('Results')}?project=${project.id}`} variant="text" data-testid="analysis-back" sx={{ mb: 2 }}>
                {t('routes.Results')}
              </Button>
            </Stack>
            {project.status !== 'SUCCESS' ? (
              <Alert severity="info">{catalogueMessage('PROJECT_NOT_CALCULATED', language)}</Alert>
            ) : analysisId ? (
              <AnalysisView project={project} analysisId={analysisId} onNew={() => show(undefined)} />
            ) : (
              <AnalysisOrder project={project} onStarted={show} />
            )}
          </Box>
        )}
      </QueryContent>
    </Page>
  );
}
