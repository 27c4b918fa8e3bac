import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { menuItems, type MenuCode, type PdfExportType, type ProjectResults } from '@packlens/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../api/user';
import { pathOf, type ScreenProps } from '../../../routes/table';
import { checkServiceGate } from '../../../services/gates';
import { catalogueMessage, names, useLanguage } from '../catalogue';
import { surveyKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { ComparisonView } from './ComparisonView';
import { ConceptView } from './ConceptView';
import { HeatmapView } from './HeatmapView';
import { ImageWordView } from './ImageWordView';
import { PreferenceView, SpreadView } from './PreferenceView';
import { CalculatedResults, ModelChips, ResultNotices } from './ResultParts';
import { ScatterView } from './ScatterView';
import { ViewSection } from './ViewSection';

type ViewId = MenuCode | 'comparison';

/** The views of a project's results: one per ordered menu, in catalogue order, then the comparison. */
export function resultViews(menus: readonly string[]): ViewId[] {
  const ordered = menuItems.filter((menu) => menu.code !== 'shelf_heatmap' && (menu.required || menus.includes(menu.code))).map((menu) => menu.code);
  return [...ordered, 'comparison'];
}

const reportTypeOf = (view: MenuCode): PdfExportType => menuItems.find((menu) => menu.code === view)!.pdfExportType;

function Header({ results, segmentId, onSegment }: { results: ProjectResults; segmentId: number; onSegment: (id: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: user } = useCurrentUser();
  const analysisGate = user ? checkServiceGate('analysisReport', user, language) : undefined;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('projects.results.segment')}
        value={segmentId}
        onChange={(event) => onSegment(Number(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'results-segment' } }}
        sx={{ minWidth: 220 }}
      >
        {results.segments.map((segment) => (
          <option key={segment.segment_id} value={segment.segment_id}>
            {names.segment(segment.segment_id, language)}
          </option>
        ))}
      </TextField>
      <Box sx={{ flexGrow: 1 }} />
      {results.model && <ModelChips model={results.model} />}
      {analysisGate?.allowed && (
        <Button component={RouterLink} to={`${pathOf('AnalysisResults')}?project=${results.project.id}`} variant="outlined" data-testid="results-analysis-link">
          {t('projects.results.analysis')}
        </Button>
      )}
      {analysisGate && !analysisGate.allowed && (
        // The AI analysis report is for Japan, in Japanese, on a paid plan (section 6): disabled, with the reason.
        <Stack sx={{ alignItems: 'flex-end' }}>
          <Button variant="outlined" disabled data-testid="results-analysis-link">
            {t('projects.results.analysis')}
          </Button>
          <FormHelperText data-testid="results-analysis-reason">{t(`gates.${analysisGate.reason}` as 'gates.paidOnly')}</FormHelperText>
        </Stack>
      )}
    </Stack>
  );
}

function Notices({ results }: { results: ProjectResults }) {
  const language = useLanguage();
  return (
    <ResultNotices results={results}>
      {results.standard_value_note && (
        <Alert severity="info" data-testid="results-no-past-score">
          {catalogueMessage(results.standard_value_note, language)}
        </Alert>
      )}
    </ResultNotices>
  );
}

/** The results of a calculated project: a segment, a view per ordered menu, the comparison, PDF downloads. */
function ResultsView({ results }: { results: ProjectResults }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const views = resultViews(results.project.menus);
  const requestedView = search.get('view') as ViewId | null;
  const view: ViewId = requestedView && views.includes(requestedView) ? requestedView : views[0];
  const requestedSegment = Number(search.get('segment'));
  const segment = results.segments.find((candidate) => candidate.segment_id === requestedSegment) ?? results.segments[0];
  const [scatterWords, setScatterWords] = useState<number[]>([]);

  function choose(changes: Record<string, string>) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  if (!segment) return <Alert severity="info">{catalogueMessage('NO_RESULTS', language)}</Alert>;
  const title = (id: ViewId) => (id === 'comparison' ? t('projects.results.comparison') : names.menuResult(id, language));
  // The comparison has no report of its own (its button gave the summary, issue 19 item 6): no PDF button there.
  const report =
    view === 'comparison'
      ? undefined
      : {
          type: reportTypeOf(view),
          segment_id: segment.segment_id,
          ...(view === 'image_word_scatter' && scatterWords.length === 2 ? { word_ids: scatterWords } : {}),
        };
  const content: Record<ViewId, () => ReactNode> = {
    preference_score: () => <PreferenceView results={results} segment={segment} />,
    heatmap: () => <HeatmapView results={results} />,
    image_word: () => <ImageWordView results={results} segment={segment} />,
    image_word_scatter: () => <ScatterView results={results} segment={segment} chosen={scatterWords} onChoose={setScatterWords} />,
    preference_variance: () => <SpreadView results={results} segment={segment} />,
    concept_matching: () => <ConceptView results={results} />,
    shelf_heatmap: () => null,
    comparison: () => <ComparisonView results={results} segment={segment} />,
  };

  return (
    <Box data-testid="results" data-segment={segment.segment_id} data-view={view}>
      <Header results={results} segmentId={segment.segment_id} onSegment={(id) => choose({ segment: String(id) })} />
      <Notices results={results} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={view} onChange={(_event, next: ViewId) => choose({ view: next })} variant="scrollable" scrollButtons="auto">
          {views.map((id) => (
            <Tab key={id} value={id} label={id === 'comparison' ? t('projects.results.comparison') : names.menu(id, language)} data-testid={`results-tab-${id}`} />
          ))}
        </Tabs>
      </Box>
      <ViewSection id={view} title={title(view)} projectId={results.project.id} report={report}>
        {content[view]()}
      </ViewSection>
    </Box>
  );
}

/** /project-create/results?project=: live progress while calculating, then the results. */
export default function ResultsScreen({ route }: ScreenProps) {
  return (
    <ProjectStep kind={surveyKind} route={route} step="results">
      {(project) => <CalculatedResults kind={surveyKind} project={project}>{(results) => <ResultsView results={results} />}</CalculatedResults>}
    </ProjectStep>
  );
}
