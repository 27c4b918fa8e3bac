import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { modificationLabel, type AnalysisReport } from '@packlens/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEvaluateModifiedDesign, type AnalysisImage } from '../../api/analysis';
import { problemDetailText } from '../../forms/ProblemAlert';
import { pathOf } from '../../routes/table';
import { names, useLanguage } from '../projects/catalogue';
import { BoxedImage } from './BoxedImage';
import { regeneratedKey } from './region';
import { signedDelta, summarySentences } from './summary';

function Section({ report, type, children }: { report: AnalysisReport; type: number; children: ReactNode }) {
  const label = report.analysis_types.find((entry) => entry.id === type)?.label ?? String(type);
  return (
    <Box component="section" data-testid={`analysis-section-${type}`} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {type}. {label}
      </Typography>
      {children}
    </Box>
  );
}

function Figure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {children}
      <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center' }}>
        {caption}
      </Typography>
    </Box>
  );
}

/** Section 1: the attribution map of the chosen segment beside the heat map, with the legend of its colours. */
function Attribution({ image, segmentId }: { image: AnalysisImage; segmentId: number }) {
  const { t } = useTranslation();
  const map = image.attribution?.segments.find((segment) => segment.segment_id === segmentId);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {map && (
          <Figure caption={t('analysis.attribution')}>
            <Box component="img" src={map.url} alt={t('analysis.attribution')} data-testid="analysis-attribution" sx={{ maxWidth: '100%', maxHeight: 320, display: 'block' }} />
          </Figure>
        )}
        {image.heatmap_url && (
          <Figure caption={t('analysis.heatmap')}>
            <Box component="img" src={image.heatmap_url} alt={t('analysis.heatmap')} data-testid="analysis-heatmap" sx={{ maxWidth: '100%', maxHeight: 320, display: 'block' }} />
          </Figure>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }} data-testid="analysis-legend">
        <Box sx={{ width: 48, height: 10, borderRadius: 1, background: 'linear-gradient(90deg, #2563eb, #ffffff, #dc2626)', border: 1, borderColor: 'divider' }} />
        <Typography variant="body2">{t('analysis.legend')}</Typography>
      </Stack>
    </>
  );
}

function Measures({ rows }: { rows: [label: string, value: string, testId: string][] }) {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {rows.map(([label, value, testId]) => (
        <Box key={testId}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h6" data-testid={testId}>
            {value}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

const featuresOf: Record<number, string[]> = { 4: ['colourfulness', 'hueEntropy', 'contrastRms'], 5: ['edgeDensity', 'textArea'], 6: ['whiteSpace', 'saliencyOnText'] };

/** Sections 4-6: the design's measurements against the best packs' quartiles of the chosen segment. */
function Norms({ image, segmentId, type }: { image: AnalysisImage; segmentId: number; type: 4 | 5 | 6 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const norm = image.norms.find((entry) => entry.segment_id === segmentId);
  if (!norm) return null;
  const features = norm.features.filter((feature) => featuresOf[type].includes(feature.name));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('analysis.norm.packs', { packs: norm.packs, segment: names.segment(segmentId, language) })}
      </Typography>
      <Table size="small" sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('analysis.norm.measure')}</TableCell>
            <TableCell align="right">{t('analysis.norm.value')}</TableCell>
            <TableCell align="right">{t('analysis.norm.range')}</TableCell>
            <TableCell>{t('analysis.norm.position')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {features.map((feature) => (
            <TableRow key={feature.name} data-testid="analysis-norm" data-feature={feature.name} data-position={feature.position}>
              <TableCell>{t(`analysis.features.${feature.name}`, { defaultValue: feature.name })}</TableCell>
              <TableCell align="right">{feature.value.toFixed(3)}</TableCell>
              <TableCell align="right">
                {feature.p25.toFixed(3)} – {feature.p75.toFixed(3)}
              </TableCell>
              <TableCell>
                <Chip size="small" color={feature.position === 'within' ? 'success' : 'warning'} variant="outlined" label={t(`analysis.norm.${feature.position}`)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The notices of one section: label, rule, segments concerned and the number of its box on the picture. */
function Notices({ image, type, numbered }: { image: AnalysisImage; type: number; numbered: Map<AnalysisImage['notices'][number], number> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notices = image.notices.filter((notice) => notice.analysis_type === type);
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      {notices.map((notice, index) => (
        <Alert key={`${notice.key}-${index}`} severity="warning" data-testid="analysis-notice" data-key={notice.key} icon={false}>
          <Typography sx={{ fontWeight: 600 }}>
            {numbered.has(notice) && <Chip size="small" label={numbered.get(notice)} sx={{ mr: 1, bgcolor: '#f59e0b', color: '#111' }} />}
            {notice.label}
          </Typography>
          <Typography variant="body2">
            {t('analysis.rule')}: {notice.rule}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {notice.segment_ids.length === 0 ? t('analysis.allSegments') : notice.segment_ids.map((id) => names.segment(id, language)).join(' / ')}
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}

/** Section 7: the best modified designs, before and after with both heat maps, and "evaluate this modified design". */
function Modified({ report, image }: { report: AnalysisReport; image: AnalysisImage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const evaluate = useEvaluateModifiedDesign(report.project_id, report.analysis_id);
  const [chosen, setChosen] = useState<string>();
  const regeneration = image.region_regeneration;
  const regenerated = regeneration?.status === 'regenerated' ? regeneration : null;
  const cards = [
    ...image.modified,
    ...(regenerated ? [{ key: regeneratedKey, scope: 'region', deltas: regenerated.deltas, mean_delta: regenerated.mean_delta ?? 0, design_url: regenerated.design_url!, heatmap_url: regenerated.heatmap_url! }] : []),
  ];
  return (
    <Stack spacing={2}>
      {image.modified.length === 0 && <Typography data-testid="analysis-no-modified">{t('analysis.modified.none')}</Typography>}
      {regeneration && regeneration.status !== 'regenerated' && (
        <Alert severity={regeneration.status === 'failed' ? 'error' : 'info'} data-testid="analysis-region-status" data-status={regeneration.status}>
          {regeneration.status === 'failed' ? t('analysis.region.failed', { reason: regeneration.error?.message ?? '' }) : t('analysis.region.noRegion')}
        </Alert>
      )}
      {cards.map((modification) => (
        <Paper key={modification.key} variant="outlined" sx={{ p: 2 }} data-testid="analysis-modified" data-key={modification.key}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {modificationLabel(modification.key, language)}{' '}
            <Chip size="small" color={modification.mean_delta >= 0 ? 'success' : 'error'} label={`${t('analysis.modified.mean')} ${signedDelta(modification.mean_delta)}`} />
          </Typography>
          {modification.key === regeneratedKey && regenerated && (
            <Typography variant="body2" color="text.secondary" data-testid="analysis-region-provider">
              {t('analysis.region.by', { provider: regenerated.provider, model: regenerated.model, prompt: regenerated.prompt })}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
            <Stack direction="row" spacing={1}>
              {image.heatmap_url && (
                <Figure caption={`${t('analysis.modified.before')} — ${t('analysis.heatmap')}`}>
                  {modification.key === regeneratedKey && regenerated?.region ? (
                    <BoxedImage src={image.heatmap_url} alt={t('analysis.modified.before')} width={image.width} height={image.height} boxes={[{ ...regenerated.region, label: t('analysis.region.box') }]} testId="analysis-region-box" />
                  ) : (
                    <Box component="img" src={image.heatmap_url} alt={t('analysis.modified.before')} sx={{ maxHeight: 220, maxWidth: '100%', display: 'block' }} />
                  )}
                </Figure>
              )}
              <Figure caption={t('analysis.modified.after')}>
                <Box component="img" src={modification.design_url} alt={t('analysis.modified.after')} data-testid="analysis-modified-design" sx={{ maxHeight: 220, maxWidth: '100%', display: 'block' }} />
              </Figure>
              <Figure caption={`${t('analysis.modified.after')} — ${t('analysis.heatmap')}`}>
                <Box component="img" src={modification.heatmap_url} alt={t('analysis.heatmap')} sx={{ maxHeight: 220, maxWidth: '100%', display: 'block' }} />
              </Figure>
            </Stack>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('analysis.modified.change')}
              </Typography>
              <Table size="small">
                <TableBody>
                  {modification.deltas.map((delta) => (
                    <TableRow key={delta.segment_id} data-testid="analysis-delta">
                      <TableCell>{names.segment(delta.segment_id, language)}</TableCell>
                      <TableCell align="right" sx={{ color: delta.value >= 0 ? 'success.main' : 'error.main' }}>
                        {signedDelta(delta.value)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Button
                sx={{ mt: 1 }}
                variant="contained"
                disabled={evaluate.isPending}
                data-testid="analysis-evaluate-modified"
                onClick={() => {
                  setChosen(modification.key);
                  evaluate.mutate({ image_id: image.image_id, key: modification.key }, { onSuccess: (project) => void navigate(`${pathOf('Results')}?project=${project.id}`) });
                }}
              >
                {evaluate.isPending && chosen === modification.key ? t('analysis.modified.evaluating') : t('analysis.modified.evaluate')}
              </Button>
              {evaluate.isError && chosen === modification.key && (
                <Alert severity="error" sx={{ mt: 1 }} data-testid="analysis-evaluate-error">
                  {problemDetailText(evaluate.error, t)}
                </Alert>
              )}
            </Box>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The notices' regions as boxes; notices on the same region share one box, labelled with all their numbers. */
function sharedBoxes(notices: AnalysisImage['notices'], numbered: Map<AnalysisImage['notices'][number], number>) {
  const boxes = new Map<string, { x: number; y: number; width: number; height: number; numbers: number[] }>();
  for (const notice of notices) {
    const key = JSON.stringify(notice.region);
    const box = boxes.get(key) ?? { ...notice.region!, numbers: [] };
    box.numbers.push(numbered.get(notice)!);
    boxes.set(key, box);
  }
  return [...boxes.values()].map(({ numbers, ...box }) => ({ ...box, label: numbers.join(',') }));
}

/** One image's report: summary, then analysis types 1-7 with their notices. */
export function ImageReport({ report, image, previewUrl }: { report: AnalysisReport; image: AnalysisImage; previewUrl?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [segmentId, setSegmentId] = useState(report.segment_ids[0]);
  if (image.status !== 'analysed') {
    return (
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="analysis-image" data-status={image.status}>
        <Typography variant="h5" component="h2">
          {image.name}
        </Typography>
        {image.status === 'failed' && <Alert severity="error">{t('analysis.failed', { reason: image.error?.message ?? '' })}</Alert>}
      </Paper>
    );
  }
  const regions = image.notices.filter((notice) => notice.region !== null);
  const numbered = new Map(regions.map((notice, index) => [notice, index + 1]));
  const name = image.product_name;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="analysis-image" data-status={image.status} data-image-id={image.image_id} data-regions={regions.length}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {image.name}
        </Typography>
        <TextField
          select
          size="small"
          label={t('analysis.segment')}
          value={segmentId}
          onChange={(event) => setSegmentId(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analysis-segment' } }}
          sx={{ minWidth: 220 }}
        >
          {report.segment_ids.map((id) => (
            <option key={id} value={id}>
              {names.segment(id, language)}
            </option>
          ))}
        </TextField>
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        {previewUrl && (
          <Figure caption={regions.length > 0 ? t('analysis.noticeRegion') : image.name}>
            <BoxedImage
              src={previewUrl}
              alt={image.name}
              width={image.width}
              height={image.height}
              boxes={sharedBoxes(regions, numbered)}
              testId="analysis-regions"
            />
          </Figure>
        )}
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('analysis.summary')}
          </Typography>
          <Box data-testid="analysis-summary">
            {summarySentences(image, t, language).map((sentence) => (
              <Typography key={sentence} variant="body2" sx={{ mb: 0.5 }}>
                {sentence}
              </Typography>
            ))}
          </Box>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('analysis.preference')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {image.preference.map((entry) => (
              <Chip key={entry.segment_id} size="small" variant={entry.segment_id === segmentId ? 'filled' : 'outlined'} label={`${names.segment(entry.segment_id, language)}: ${entry.value.toFixed(2)}`} />
            ))}
          </Stack>
        </Box>
      </Stack>

      <Section report={report} type={1}>
        <Attribution image={image} segmentId={segmentId} />
        <Notices image={image} type={1} numbered={numbered} />
      </Section>
      <Section report={report} type={2}>
        {name ? (
          <Measures
            rows={[
              [t('analysis.name.contrast'), `${name.contrast_ratio.toFixed(1)}:1`, 'analysis-contrast'],
              [t('analysis.name.letterHeight'), `${name.letter_height_mm.toFixed(1)} mm`, 'analysis-letter-height'],
              [t('analysis.name.legibleUpTo'), `${name.legible_up_to_m.toFixed(1)} m`, 'analysis-legible'],
            ]}
          />
        ) : (
          <Typography>{t('analysis.name.none')}</Typography>
        )}
        <Notices image={image} type={2} numbered={numbered} />
      </Section>
      <Section report={report} type={3}>
        {!name && <Typography>{t('analysis.name.none')}</Typography>}
        {name && (
          <Measures
            rows={[
              [t('analysis.name.attentionShare'), `${(name.attention_share * 100).toFixed(1)}%`, 'analysis-attention-share'],
              [t('analysis.name.attentionLift'), `×${name.attention_lift.toFixed(2)}`, 'analysis-attention-lift'],
            ]}
          />
        )}
        <Notices image={image} type={3} numbered={numbered} />
      </Section>
      {([4, 5, 6] as const).map((type) => (
        <Section key={type} report={report} type={type}>
          <Norms image={image} segmentId={segmentId} type={type} />
          <Notices image={image} type={type} numbered={numbered} />
        </Section>
      ))}
      {image.notices.length === 0 && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="analysis-no-notices">
          {t('analysis.noNotices')}
        </Alert>
      )}
      <Section report={report} type={7}>
        <Modified report={report} image={image} />
      </Section>
    </Paper>
  );
}
