import { experimental_streamedQuery as streamedQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ConceptEvaluationStarted, TextModelAvailability, TextPanel, TextProjectDetail, TextTurn, type TextBriefRequest } from '@packlens/contracts';
import { apiBlob, apiRequest, withQuery } from './http';
import { jobEvents, type JobEvent } from './jobEvents';
import { fileNameFromDisposition, type DownloadedFile } from './projects';

/**
 * The text services (contract: contracts/src/api/generation.ts): naming and catch-phrases (project type 5) and
 * concept generation (type 8). Each answer is a job: requesting one answers at once with the turn, its text
 * arrives on the job's event stream (`useJobProgress`), and the finished turn replaces the one in the project.
 */
const generationKey = ['generation'] as const;
export const textProjectKey = (id: string) => [...generationKey, 'project', id] as const;
const jobKey = (jobId: string) => [...generationKey, 'job', jobId] as const;

export type TextProjectType = TextProjectDetail['type'];
export type TextModel = ReturnType<typeof TextModelAvailability.parse>;

/** Whether a turn is still being written. */
export const isLive = (turn: Pick<TextTurn, 'status'>) => turn.status === 'queued' || turn.status === 'running';

/** How often a project with a live answer is read again, should its event stream break off. */
const liveProjectPollMs = 5000;

// ---------- reading ----------

/** GET /api/generation/models: the three text models and whether their provider is configured. */
export function useTextModels() {
  return useQuery({
    queryKey: [...generationKey, 'models'],
    queryFn: () => apiRequest('/generation/models', { schema: TextModelAvailability.array() }),
    staleTime: 5 * 60 * 1000,
  });
}

/** GET /api/text_projects/{id} */
export function useTextProject(id: string | undefined) {
  return useQuery({
    queryKey: textProjectKey(id ?? ''),
    queryFn: () => apiRequest(`/text_projects/${id}`, { schema: TextProjectDetail }),
    enabled: id !== undefined,
    // While an answer streams, and while a simulated panel runs (its progress is read from the project).
    refetchInterval: (query) => (query.state.data?.turns.some(isLive) || query.state.data?.panels.some((panel) => panel.status === 'running') ? liveProjectPollMs : false),
  });
}

// ---------- commands ----------

function remember(queryClient: QueryClient, project: TextProjectDetail) {
  queryClient.setQueryData(textProjectKey(project.id), project);
  void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
}

/** A turn's newest state in its project; the project is read again for what the turn changes (limits, status). */
function rememberTurn(queryClient: QueryClient, projectId: string, turn: TextTurn) {
  queryClient.setQueryData<TextProjectDetail>(textProjectKey(projectId), (project) => {
    if (!project) return project;
    const known = project.turns.some((candidate) => candidate.job_id === turn.job_id);
    return { ...project, turns: known ? project.turns.map((candidate) => (candidate.job_id === turn.job_id ? turn : candidate)) : [...project.turns, turn] };
  });
  void queryClient.invalidateQueries({ queryKey: textProjectKey(projectId) });
  void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
}

/** A command answered with the project: waits for the server and keeps its answer. */
function useTextProjectCommand<Input>(run: (input: Input) => Promise<TextProjectDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (project) => remember(queryClient, project) });
}

export interface NewTextProject {
  name: string;
  department: string;
  type: TextProjectType;
}

/** POST /api/text_projects/: a naming and catch-phrase project (type 5) or a concept project (type 8). */
export function useCreateTextProject() {
  return useTextProjectCommand((project: NewTextProject) => apiRequest('/text_projects/', { method: 'POST', body: project, schema: TextProjectDetail }));
}

/** PUT /api/text_projects/{id}/brief: what to write (service, model, product information, counts). */
export function useEnterBrief(id: string) {
  return useTextProjectCommand((brief: TextBriefRequest) => apiRequest(`/text_projects/${id}/brief`, { method: 'PUT', body: brief, schema: TextProjectDetail }));
}

/** PUT /api/text_projects/{id}/favourites: the items kept across refinements (all of them). */
export function useChangeFavourites(id: string) {
  return useTextProjectCommand((favourites: string[]) => apiRequest(`/text_projects/${id}/favourites`, { method: 'PUT', body: { favourites }, schema: TextProjectDetail }));
}

/** POST /api/text_projects/{id}/turns: the next answer; an empty instruction asks for a new list. */
export function useRequestTurn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instruction: string) => apiRequest(`/text_projects/${id}/turns`, { method: 'POST', body: { instruction }, schema: TextTurn }),
    onSuccess: (turn) => rememberTurn(queryClient, id, turn),
  });
}

export interface PanelOrder {
  segment_ids: number[];
  samples: number;
}

/** POST /api/text_projects/{id}/panel: a simulated consumer panel over the favourites (or the latest answer). */
export function useRequestPanel(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: PanelOrder) => apiRequest(`/text_projects/${id}/panel`, { method: 'POST', body: order, schema: TextPanel }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: textProjectKey(id) }),
  });
}

/** POST /api/generation/jobs/{jobId}/cancel */
export function useCancelJob(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => apiRequest(`/generation/jobs/${jobId}/cancel`, { method: 'POST', schema: TextTurn }),
    onSuccess: (turn) => rememberTurn(queryClient, projectId, turn),
  });
}

export type ExportFormat = 'csv' | 'pdf';
const exportTypes: Record<ExportFormat, string> = { csv: 'text/csv', pdf: 'application/pdf' };

/** GET /api/text_projects/{id}/export?format=: every answer as CSV (favourites marked) or PDF. */
export function useExportTextProject(id: string) {
  return useMutation({
    mutationFn: async (format: ExportFormat): Promise<DownloadedFile> => {
      const { blob, headers } = await apiBlob(withQuery(`/text_projects/${id}/export`, { format }), { accept: exportTypes[format] });
      return { blob, fileName: fileNameFromDisposition(headers.get('Content-Disposition')) ?? `packlens.${format}` };
    },
  });
}

/** POST /api/text_projects/{id}/concepts/{index}/evaluation: a package evaluation whose concept is this one. */
export function useEvaluateConcept(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, index }: { jobId: string; index: number }) =>
      apiRequest(withQuery(`/text_projects/${id}/concepts/${index}/evaluation`, { job_id: jobId }), { method: 'POST', schema: ConceptEvaluationStarted }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] }),
  });
}

// ---------- a job's stream ----------

/** What a live answer has shown so far: the items by position, the characters received, the finished turn. */
export interface JobProgress {
  attempt: number;
  items: readonly string[];
  characters: number;
  finished: TextTurn | null;
}

export const noProgress: JobProgress = { attempt: 0, items: [], characters: 0, finished: null };

/** The progress after one more event; a restart voids what was shown. */
export function progressed(progress: JobProgress, event: JobEvent): JobProgress {
  switch (event.type) {
    case 'text':
      return { ...progress, characters: progress.characters + event.text.length };
    case 'item': {
      const items = [...progress.items];
      items[event.index] = event.text;
      return { ...progress, items };
    }
    case 'restart':
      return { ...noProgress, attempt: event.attempt };
    case 'done':
      return { ...progress, finished: event.turn };
  }
}

/** The stream's events, handing the finished turn to its project on the way. */
async function* finishingInProject(events: AsyncIterable<JobEvent>, queryClient: QueryClient, projectId: string): AsyncGenerator<JobEvent> {
  for await (const event of events) {
    yield event;
    if (event.type === 'done') rememberTurn(queryClient, projectId, event.turn);
  }
}

/**
 * A live answer as it streams in (the job's events, read while `live`); the server replays what came before, so
 * reading again (a remount, a broken connection) starts from the beginning.
 */
export function useJobProgress(projectId: string, jobId: string, live: boolean): JobProgress {
  const query = useQuery({
    queryKey: jobKey(jobId),
    queryFn: streamedQuery<JobEvent, JobProgress, ReturnType<typeof jobKey>>({
      streamFn: (context) => finishingInProject(jobEvents(jobId, context.signal), context.client, projectId),
      reducer: progressed,
      initialValue: noProgress,
    }),
    enabled: live,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return query.data ?? noProgress;
}
