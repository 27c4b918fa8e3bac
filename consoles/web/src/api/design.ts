import { experimental_streamedQuery as streamedQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ConceptAssistResponse, DesignEvaluationStarted, DesignJob, DesignProjectDetail, PrintReadinessReport, type DesignGenerationRequest } from '@packlens/contracts';
import { apiRequest, apiStream } from './http';
import { sseFrames } from './jobEvents';

/**
 * Design generation (project type 6; contract: contracts/src/api/design.ts): a project holds uploaded inputs,
 * generation jobs and the gallery. A generation answers at once with its job; the job's event stream says `job`
 * when it opens and `done` when the images are in the gallery (or the job failed), and the project is read again.
 */
const designKey = ['design'] as const;
export const designProjectKey = (id: string) => [...designKey, 'project', id] as const;
const designJobKey = (jobId: string) => [...designKey, 'job', jobId] as const;

/** How often a project with a running job is read again, should its event stream break off. */
const runningProjectPollMs = 5000;

export const isRunning = (job: Pick<DesignJob, 'status'>) => job.status === 'running';

/** GET /api/design_projects/{id} */
export function useDesignProject(id: string | undefined) {
  return useQuery({
    queryKey: designProjectKey(id ?? ''),
    queryFn: () => apiRequest(`/design_projects/${id}`, { schema: DesignProjectDetail }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.jobs.some(isRunning) ? runningProjectPollMs : false),
    // Signed image links live about an hour; reading the project again renews them.
    staleTime: 10 * 60 * 1000,
  });
}

function remember(queryClient: QueryClient, project: DesignProjectDetail) {
  queryClient.setQueryData(designProjectKey(project.id), project);
  void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
}

function useDesignProjectCommand<Input>(run: (input: Input) => Promise<DesignProjectDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (project) => remember(queryClient, project) });
}

export interface NewDesignProject {
  name: string;
  department: string;
}

/** POST /api/design_projects/: a design generation project (type 6). */
export function useCreateDesignProject() {
  return useDesignProjectCommand((project: NewDesignProject) => apiRequest('/design_projects/', { method: 'POST', body: project, schema: DesignProjectDetail }));
}

const uploadForm = (files: readonly File[], psdLayers = false) => {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  if (psdLayers) form.append('psd_layers', 'true');
  return form;
};

/** Files to upload; PSD files are flattened unless `psdLayers` asks for one input per visible layer. */
export type DesignUpload = readonly File[] | { files: readonly File[]; psdLayers: boolean };

/** POST /api/design_projects/{id}/inputs: jpg, png or PSD files (a mask too), one `files` part each. */
export function useUploadDesignInputs(id: string) {
  return useDesignProjectCommand((upload: DesignUpload) => {
    const { files, psdLayers } = 'files' in upload ? upload : { files: upload, psdLayers: false };
    return apiRequest(`/design_projects/${id}/inputs`, { method: 'POST', body: uploadForm(files, psdLayers), schema: DesignProjectDetail });
  });
}

/**
 * A gallery image as one more input of the project (there is no route that copies it on the server): its bytes are
 * read through the signed link and uploaded as any input is, so the server checks them the same way.
 */
export function useGalleryImageAsInput(id: string) {
  return useDesignProjectCommand(async (image: { url: string; image_id: string; media_type: string }) => {
    const response = await fetch(image.url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const extension = image.media_type === 'image/jpeg' ? 'jpg' : 'png';
    const file = new File([await response.blob()], `design-${image.image_id.slice(0, 8)}.${extension}`, { type: image.media_type });
    return apiRequest(`/design_projects/${id}/inputs`, { method: 'POST', body: uploadForm([file]), schema: DesignProjectDetail });
  });
}

export type DesignGenerationOrder = Partial<DesignGenerationRequest> & Pick<DesignGenerationRequest, 'mode' | 'model_code'>;

/** POST /api/design_projects/{id}/generations: the job, queued (202); the project is read again to list it. */
export function useRequestDesignGeneration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: DesignGenerationOrder) => apiRequest(`/design_projects/${id}/generations`, { method: 'POST', body: order, schema: DesignJob }),
    onSuccess: (job) => rememberJob(queryClient, id, job),
  });
}

/** DELETE /api/design_projects/{id}/images/{imageId} (204); the project is read again. */
export function useDeleteDesignImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => apiRequest(`/design_projects/${id}/images/${imageId}`, { method: 'DELETE' }),
    onSuccess: (_nothing, imageId) => {
      queryClient.setQueryData<DesignProjectDetail>(designProjectKey(id), (project) => project && { ...project, gallery: project.gallery.filter((image) => image.image_id !== imageId) });
      void queryClient.invalidateQueries({ queryKey: designProjectKey(id) });
    },
  });
}

/**
 * POST /api/design_projects/{id}/images/{imageId}/evaluations: a new package evaluation with the design as its image
 * (the scored segment and category chosen); the caller opens it to confirm and calculate.
 */
export function useEvaluateDesign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => apiRequest(`/design_projects/${id}/images/${imageId}/evaluations`, { method: 'POST', body: {}, schema: DesignEvaluationStarted }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] }),
  });
}

/** GET .../images/{imageId}/print_readiness: the design against a print size at 300 dpi (asked only with a size). */
export function usePrintReadiness(id: string, imageId: string, size: { width_mm: number; height_mm: number } | null) {
  return useQuery({
    queryKey: [...designKey, 'print', id, imageId, size?.width_mm, size?.height_mm],
    queryFn: () => apiRequest(`/design_projects/${id}/images/${imageId}/print_readiness?width_mm=${size!.width_mm}&height_mm=${size!.height_mm}`, { schema: PrintReadinessReport }),
    enabled: size !== null,
  });
}

/** A job's newest state in its project; the project is read again for what the job changed (gallery, status). */
function rememberJob(queryClient: QueryClient, projectId: string, job: DesignJob) {
  queryClient.setQueryData<DesignProjectDetail>(designProjectKey(projectId), (project) => {
    if (!project) return project;
    const known = project.jobs.some((candidate) => candidate.job_id === job.job_id);
    return { ...project, jobs: known ? project.jobs.map((candidate) => (candidate.job_id === job.job_id ? job : candidate)) : [...project.jobs, job] };
  });
  void queryClient.invalidateQueries({ queryKey: designProjectKey(projectId) });
  void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
}

// ---------- a job's stream ----------

/** `job` when the stream opens, `done` with the finished job (completed or failed), after which the server closes it. */
export type DesignJobEvent = { type: 'job' | 'done'; job: DesignJob };

/** A design job's events (GET /api/design_projects/{id}/jobs/{jobId}/events), read with fetch; ends after `done`. */
export async function* designJobEvents(projectId: string, jobId: string, signal?: AbortSignal): AsyncGenerator<DesignJobEvent> {
  const response = await apiStream(`/design_projects/${encodeURIComponent(projectId)}/jobs/${encodeURIComponent(jobId)}/events`, { accept: 'text/event-stream', signal });
  if (!response.body) return;
  for await (const frame of sseFrames(response.body)) {
    if (frame.event !== 'job' && frame.event !== 'done') continue;
    let data: unknown;
    try {
      data = JSON.parse(frame.data);
    } catch {
      continue;
    }
    const parsed = DesignJob.safeParse(data);
    if (!parsed.success) continue;
    yield { type: frame.event, job: parsed.data };
    if (frame.event === 'done') return;
  }
}

async function* finishingInProject(events: AsyncIterable<DesignJobEvent>, queryClient: QueryClient, projectId: string): AsyncGenerator<DesignJobEvent> {
  for await (const event of events) {
    yield event;
    if (event.type === 'done') rememberJob(queryClient, projectId, event.job);
  }
}

/** A running job as its stream tells it (the latest `job` or `done`), read while `live`; null before the first event. */
export function useDesignJobProgress(projectId: string, jobId: string, live: boolean): DesignJob | null {
  const query = useQuery({
    queryKey: designJobKey(jobId),
    queryFn: streamedQuery<DesignJobEvent, DesignJob | null, ReturnType<typeof designJobKey>>({
      streamFn: (context) => finishingInProject(designJobEvents(projectId, jobId, context.signal), context.client, projectId),
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

/** POST /api/design_projects/{id}/prompt_assist: an image prompt from the category, the shape and keywords. */
export function useDesignPromptAssist(id: string) {
  return useMutation({
    mutationFn: (input: { prompt: string; category_id: number; shape: string }) => apiRequest(`/design_projects/${id}/prompt_assist`, { method: 'POST', body: input, schema: ConceptAssistResponse }),
  });
}

/** POST /api/design_projects/{id}/jobs/{jobId}/regenerations: the job once more, with the next seeds (202: the new job). */
export function useRegenerateDesign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => apiRequest(`/design_projects/${id}/jobs/${jobId}/regenerations`, { method: 'POST', body: {}, schema: DesignJob }),
    onSuccess: (job) => rememberJob(queryClient, id, job),
  });
}
