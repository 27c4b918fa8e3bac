import { experimental_streamedQuery as streamedQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  KeyVisualJob,
  KeyVisualMessage,
  KeyVisualProjectDetail,
  type KeyVisualGenerationRequest,
  type KeyVisualMenuRequest,
  type KeyVisualMessageRequest,
} from '@packlens/contracts';
import { apiRequest, apiStream } from './http';
import { sseFrames } from './jobEvents';

/**
 * Key visuals (project type 7; contract: contracts/src/api/key-visual.ts): a project holds its type and product,
 * the pack, the conversation (each message a text job whose answer is the scene description) and the image jobs
 * with their gallery. A job's event stream says `job` when it opens, then `text` (a message being answered) or
 * `progress` (the images' stages), then `done`; the project is read again.
 */
const keyVisualKey = ['key-visual'] as const;
export const keyVisualProjectKey = (id: string) => [...keyVisualKey, 'project', id] as const;
const keyVisualJobKey = (jobId: string) => [...keyVisualKey, 'job', jobId] as const;

/** How often a project with a running job is read again, should its event stream break off. */
const runningProjectPollMs = 5000;

export const isRunningJob = (job: { status: string }) => job.status === 'running';
const hasRunningJob = (project: KeyVisualProjectDetail) => project.messages.some(isRunningJob) || project.jobs.some(isRunningJob);

/** GET /api/key_visual_projects/{id} */
export function useKeyVisualProject(id: string | undefined) {
  return useQuery({
    queryKey: keyVisualProjectKey(id ?? ''),
    queryFn: () => apiRequest(`/key_visual_projects/${id}`, { schema: KeyVisualProjectDetail }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data && hasRunningJob(query.state.data) ? runningProjectPollMs : false),
    // Signed image links live about an hour; reading the project again renews them.
    staleTime: 10 * 60 * 1000,
  });
}

function remember(queryClient: QueryClient, project: KeyVisualProjectDetail) {
  queryClient.setQueryData(keyVisualProjectKey(project.id), project);
  void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
}

function useProjectCommand<Input>(run: (input: Input) => Promise<KeyVisualProjectDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (project) => remember(queryClient, project) });
}

/** POST /api/key_visual_projects/: a key-visual project (type 7). */
export function useCreateKeyVisualProject() {
  return useProjectCommand((project: { name: string; department: string }) => apiRequest('/key_visual_projects/', { method: 'POST', body: project, schema: KeyVisualProjectDetail }));
}

/** PUT /api/key_visual_projects/{id}/menu: the type and the product. */
export function useSelectKeyVisualMenu(id: string) {
  return useProjectCommand((menu: KeyVisualMenuRequest) => apiRequest(`/key_visual_projects/${id}/menu`, { method: 'PUT', body: menu, schema: KeyVisualProjectDetail }));
}

/** POST /api/key_visual_projects/{id}/pack: the pack image (one jpg or png, a `files` part). */
export function useUploadKeyVisualPack(id: string) {
  return useProjectCommand((file: File) => {
    const form = new FormData();
    form.append('files', file, file.name);
    return apiRequest(`/key_visual_projects/${id}/pack`, { method: 'POST', body: form, schema: KeyVisualProjectDetail });
  });
}

/** A job's newest state, then the project read again for what it changed (descriptions, gallery, status). */
function refresh(queryClient: QueryClient, projectId: string) {
  void queryClient.invalidateQueries({ queryKey: keyVisualProjectKey(projectId) });
  void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
}

/** POST /api/key_visual_projects/{id}/messages (202): the message, answered as a job. */
export function useSendKeyVisualMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Partial<KeyVisualMessageRequest> & Pick<KeyVisualMessageRequest, 'message'>) =>
      apiRequest(`/key_visual_projects/${id}/messages`, { method: 'POST', body: message, schema: KeyVisualMessage }),
    onSuccess: (message) => {
      queryClient.setQueryData<KeyVisualProjectDetail>(keyVisualProjectKey(id), (project) => project && { ...project, messages: [...project.messages, message] });
      refresh(queryClient, id);
    },
  });
}

/** POST /api/key_visual_projects/{id}/generations (202): the image job, queued. */
export function useRequestKeyVisualImages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Partial<KeyVisualGenerationRequest>) => apiRequest(`/key_visual_projects/${id}/generations`, { method: 'POST', body: order, schema: KeyVisualJob }),
    onSuccess: (job) => {
      queryClient.setQueryData<KeyVisualProjectDetail>(keyVisualProjectKey(id), (project) => project && { ...project, jobs: [...project.jobs, job] });
      refresh(queryClient, id);
    },
  });
}

/** DELETE /api/key_visual_projects/{id}/images/{imageId} (204). */
export function useDeleteKeyVisualImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => apiRequest(`/key_visual_projects/${id}/images/${imageId}`, { method: 'DELETE' }),
    onSuccess: (_nothing, imageId) => {
      queryClient.setQueryData<KeyVisualProjectDetail>(keyVisualProjectKey(id), (project) => project && { ...project, gallery: project.gallery.filter((image) => image.image_id !== imageId) });
      refresh(queryClient, id);
    },
  });
}

// ---------- a job's stream ----------

export interface KeyVisualStage {
  stage: 'cutout' | 'scene' | 'compose';
  done: number;
  total: number;
}

export type KeyVisualJobEvent =
  | { type: 'job' | 'done'; kind: 'message'; message: KeyVisualMessage }
  | { type: 'job' | 'done'; kind: 'images'; job: KeyVisualJob }
  | { type: 'text'; text: string }
  | { type: 'restart' }
  | { type: 'progress'; progress: KeyVisualStage };

function eventOf(event: string, data: unknown): KeyVisualJobEvent | undefined {
  const record = data as Record<string, unknown>;
  if (event === 'job' || event === 'done') {
    if (record.kind === 'message') {
      const parsed = KeyVisualMessage.safeParse(data);
      return parsed.success ? { type: event, kind: 'message', message: parsed.data } : undefined;
    }
    const parsed = KeyVisualJob.safeParse(data);
    return parsed.success ? { type: event, kind: 'images', job: parsed.data } : undefined;
  }
  if (event === 'text' && typeof record.text === 'string') return { type: 'text', text: record.text };
  if (event === 'restart') return { type: 'restart' };
  if (event === 'progress' && typeof record.stage === 'string') return { type: 'progress', progress: record as unknown as KeyVisualStage };
  return undefined;
}

/** A job's events (GET /api/key_visual_projects/{id}/jobs/{jobId}/events), read with fetch; ends after `done`. */
export async function* keyVisualJobEvents(projectId: string, jobId: string, signal?: AbortSignal): AsyncGenerator<KeyVisualJobEvent> {
  const response = await apiStream(`/key_visual_projects/${encodeURIComponent(projectId)}/jobs/${encodeURIComponent(jobId)}/events`, { accept: 'text/event-stream', signal });
  if (!response.body) return;
  for await (const frame of sseFrames(response.body)) {
    let data: unknown;
    try {
      data = JSON.parse(frame.data);
    } catch {
      continue;
    }
    const event = eventOf(frame.event, data);
    if (!event) continue;
    yield event;
    if (event.type === 'done') return;
  }
}

/** What a running job's stream has said so far: the description written so far, the latest stage, whether it ended. */
export interface KeyVisualLive {
  text: string;
  stage: KeyVisualStage | null;
  done: boolean;
}

async function* refreshingWhenDone(events: AsyncIterable<KeyVisualJobEvent>, queryClient: QueryClient, projectId: string): AsyncGenerator<KeyVisualJobEvent> {
  for await (const event of events) {
    yield event;
    if (event.type === 'done') refresh(queryClient, projectId);
  }
}

/** A running job as its stream tells it, read while `live`. */
export function useKeyVisualJobLive(projectId: string, jobId: string, live: boolean): KeyVisualLive {
  const query = useQuery({
    queryKey: keyVisualJobKey(jobId),
    queryFn: streamedQuery<KeyVisualJobEvent, KeyVisualLive, ReturnType<typeof keyVisualJobKey>>({
      streamFn: (context) => refreshingWhenDone(keyVisualJobEvents(projectId, jobId, context.signal), context.client, projectId),
      reducer: (state, event) => {
        switch (event.type) {
          case 'text':
            return { ...state, text: state.text + event.text };
          case 'restart':
            return { ...state, text: '' };
          case 'progress':
            return { ...state, stage: event.progress };
          case 'done':
            return { ...state, done: true };
          default:
            return state;
        }
      },
      initialValue: { text: '', stage: null, done: false },
    }),
    enabled: live,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return query.data ?? { text: '', stage: null, done: false };
}
