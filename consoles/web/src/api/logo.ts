import { experimental_streamedQuery as streamedQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LogoJob, LogoProjectDetail, type LogoBriefRequest, type LogoGenerationRequest, type LogoProjectCreateRequest } from '@packlens/contracts';
import { apiRequest, apiStream } from './http';
import { sseFrames } from './jobEvents';

/**
 * Logo creation (project type 3; contract: contracts/src/api/logo.ts): a project holds the brief, up to two reference
 * images, logo jobs and the gallery (PNG and its traced SVG). A generation answers at once with its job; the job's
 * event stream says `job` when it opens and `done` when the logos are in the gallery (or it failed).
 */
const logoKey = ['logo'] as const;
export const logoProjectKey = (id: string) => [...logoKey, 'project', id] as const;
const logoJobKey = (jobId: string) => [...logoKey, 'job', jobId] as const;

/** How often a project with a running job is read again, should its event stream break off. */
const runningProjectPollMs = 5000;

export const isRunningLogoJob = (job: Pick<LogoJob, 'status'>) => job.status === 'running';

/** GET /api/logo_projects/{id} */
export function useLogoProject(id: string | undefined) {
  return useQuery({
    queryKey: logoProjectKey(id ?? ''),
    queryFn: () => apiRequest(`/logo_projects/${id}`, { schema: LogoProjectDetail }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.jobs.some(isRunningLogoJob) ? runningProjectPollMs : false),
    // Signed links live about an hour; reading the project again renews them.
    staleTime: 10 * 60 * 1000,
  });
}

function remember(queryClient: QueryClient, project: LogoProjectDetail) {
  queryClient.setQueryData(logoProjectKey(project.id), project);
  void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
}

function useLogoProjectCommand<Input>(run: (input: Input) => Promise<LogoProjectDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (project) => remember(queryClient, project) });
}

/** POST /api/logo_projects/: a logo project (type 3) with its brief. */
export function useCreateLogoProject() {
  return useLogoProjectCommand((project: LogoProjectCreateRequest) => apiRequest('/logo_projects/', { method: 'POST', body: project, schema: LogoProjectDetail }));
}

/** PUT /api/logo_projects/{id}/brief */
export function useEnterLogoBrief(id: string) {
  return useLogoProjectCommand((brief: LogoBriefRequest) => apiRequest(`/logo_projects/${id}/brief`, { method: 'PUT', body: brief, schema: LogoProjectDetail }));
}

/** POST /api/logo_projects/{id}/references: jpg or png files, one `files` part each. */
export function useUploadLogoReferences(id: string) {
  return useLogoProjectCommand((files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return apiRequest(`/logo_projects/${id}/references`, { method: 'POST', body: form, schema: LogoProjectDetail });
  });
}

/** The project read again after a change that answers 204. */
function useLogoProjectRemoval(id: string, path: (itemId: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => apiRequest(path(itemId), { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: logoProjectKey(id) }),
  });
}

/** DELETE /api/logo_projects/{id}/references/{inputId} (204) */
export const useRemoveLogoReference = (id: string) => useLogoProjectRemoval(id, (inputId) => `/logo_projects/${id}/references/${inputId}`);

/** DELETE /api/logo_projects/{id}/images/{imageId} (204): the PNG and its SVG. */
export const useDeleteLogoImage = (id: string) => useLogoProjectRemoval(id, (imageId) => `/logo_projects/${id}/images/${imageId}`);

/** POST /api/logo_projects/{id}/generations: the job, queued (202); the project is read again to list it. */
export function useRequestLogoGeneration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Partial<LogoGenerationRequest>) => apiRequest(`/logo_projects/${id}/generations`, { method: 'POST', body: order, schema: LogoJob }),
    onSuccess: (job) => rememberJob(queryClient, id, job),
  });
}

/** A job's newest state in its project; the project is read again for what the job changed (gallery, charge). */
function rememberJob(queryClient: QueryClient, projectId: string, job: LogoJob) {
  queryClient.setQueryData<LogoProjectDetail>(logoProjectKey(projectId), (project) => {
    if (!project) return project;
    const known = project.jobs.some((candidate) => candidate.job_id === job.job_id);
    return { ...project, jobs: known ? project.jobs.map((candidate) => (candidate.job_id === job.job_id ? job : candidate)) : [...project.jobs, job] };
  });
  void queryClient.invalidateQueries({ queryKey: logoProjectKey(projectId) });
  void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
}

export type LogoJobEvent = { type: 'job' | 'done'; job: LogoJob };

/** A logo job's events (GET /api/logo_projects/{id}/jobs/{jobId}/events), read with fetch; ends after `done`. */
export async function* logoJobEvents(projectId: string, jobId: string, signal?: AbortSignal): AsyncGenerator<LogoJobEvent> {
  const response = await apiStream(`/logo_projects/${encodeURIComponent(projectId)}/jobs/${encodeURIComponent(jobId)}/events`, { accept: 'text/event-stream', signal });
  if (!response.body) return;
  for await (const frame of sseFrames(response.body)) {
    if (frame.event !== 'job' && frame.event !== 'done') continue;
    let data: unknown;
    try {
      data = JSON.parse(frame.data);
    } catch {
      continue;
    }
    const parsed = LogoJob.safeParse(data);
    if (!parsed.success) continue;
    yield { type: frame.event, job: parsed.data };
    if (frame.event === 'done') return;
  }
}

async function* finishingInProject(events: AsyncIterable<LogoJobEvent>, queryClient: QueryClient, projectId: string): AsyncGenerator<LogoJobEvent> {
  for await (const event of events) {
    yield event;
    if (event.type === 'done') rememberJob(queryClient, projectId, event.job);
  }
}

/** A running job as its stream tells it (the latest `job` or `done`), read while `live`; null before the first event. */
export function useLogoJobProgress(projectId: string, jobId: string, live: boolean): LogoJob | null {
  const query = useQuery({
    queryKey: logoJobKey(jobId),
    queryFn: streamedQuery<LogoJobEvent, LogoJob | null, ReturnType<typeof logoJobKey>>({
      streamFn: (context) => finishingInProject(logoJobEvents(projectId, jobId, context.signal), context.client, projectId),
      reducer: (_previous, event) => event.job,
      initialValue: null,
    }),
    enabled: live,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return query.data ?? null;
}
