import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ConceptAssistResponse,
  ConceptVisionResponse,
  ProjectDetail,
  ProjectListPage,
  ProjectResults,
  ScatterResult,
  scatterImageWordCount,
  type CountryCode,
  type PastProjectTab,
  type PdfExportType,
  type PackShapeCode,
} from '@packlens/contracts';
import { currentLanguage } from '../i18n/i18n';
import { apiBlob, apiRequest, withQuery } from './http';

/** Everything read about projects; a step's answer (the project) replaces the cached project at once. */
const projectsKey = ['projects'] as const;
export const projectKey = (id: string) => [...projectsKey, 'detail', id] as const;
const resultsKey = (id: string) => [...projectsKey, 'results', id] as const;

/** How often a calculating project is read again for its per-image progress. */
export const progressPollMs = 1500;

export type ConceptLanguage = 'ja' | 'zh' | 'en';
export type StandardValueMode = 0 | 1 | 2 | 3;

// ---------- reading ----------

export interface ProjectListParams {
  tab: PastProjectTab;
  page: number;
  page_size: number;
}

/** GET /api/projects/: the client's projects by tab of the past-project list, one page at a time. */
export function useProjectList(params: ProjectListParams) {
  return useQuery({
    queryKey: [...projectsKey, 'list', params],
    queryFn: () => apiRequest(withQuery('/projects/', { ...params }), { schema: ProjectListPage }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/projects/{id}; read again every 1.5 s while the calculation runs, for its progress per image. */
export function useProject(id: string | undefined) {
  return useQuery({
    queryKey: projectKey(id ?? ''),
    queryFn: () => apiRequest(`/projects/${id}`, { schema: ProjectDetail }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'PROGRESS' ? progressPollMs : false),
  });
}

/** GET /api/projects/{id}/results, once the calculation has ended. */
export function useProjectResults(id: string, enabled: boolean) {
  return useQuery({
    queryKey: resultsKey(id),
    queryFn: () => apiRequest(`/projects/${id}/results`, { schema: ProjectResults }),
    enabled,
    // Signed file links live about an hour; reading the results again renews them.
    staleTime: 10 * 60 * 1000,
  });
}

/**
 * GET /api/projects/{id}/scatter: the two words' probabilities per image. Asked only once exactly two words are
 * chosen: the API refuses one word or three with a 400 (issue 19, item 8).
 */
export function useScatter(id: string, segmentId: number, wordIds: readonly number[]) {
  return useQuery({
    queryKey: [...projectsKey, 'scatter', id, segmentId, wordIds.join(',')],
    queryFn: () => apiRequest(withQuery(`/projects/${id}/scatter`, { segment_id: segmentId, word_ids: wordIds.join(',') }), { schema: ScatterResult }),
    enabled: wordIds.length === scatterImageWordCount,
    retry: false,
  });
}

// ---------- steps ----------

function remember(queryClient: QueryClient, project: ProjectDetail) {
  queryClient.setQueryData(projectKey(project.id), project);
  void queryClient.invalidateQueries({ queryKey: [...projectsKey, 'list'] });
}

/** A step command: waits for the server (pessimistic) and keeps its answer as the project. */
function useProjectCommand<Input>(run: (input: Input) => Promise<ProjectDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (project) => remember(queryClient, project) });
}

export interface NewProject {
  name: string;
  country: CountryCode;
  department: string;
}

/** POST /api/projects/: registers a package evaluation (type 1). */
export function useCreateProject() {
  return useProjectCommand((project: NewProject) => apiRequest('/projects/', { method: 'POST', body: { ...project, type: 1 }, schema: ProjectDetail }));
}

export interface NewShelfProject {
  name: string;
  department: string;
}

/** POST /api/projects/: registers a shelf heat-map evaluation (type 4) in the client's country; its menu is fixed. */
export function useCreateShelfProject() {
  return useProjectCommand((project: NewShelfProject) => apiRequest('/projects/', { method: 'POST', body: { ...project, type: 4 }, schema: ProjectDetail }));
}

const step = <Body>(id: string, path: string) => (body: Body) => apiRequest(`/projects/${id}/${path}`, { method: 'PUT', body, schema: ProjectDetail });

/** PUT /api/projects/{id}/menus (the preference score is always added by the server). */
export const useSelectMenus = (id: string) => useProjectCommand(step<{ menus: string[] }>(id, 'menus'));
/** PUT /api/projects/{id}/segments */
export const useSelectSegments = (id: string) => useProjectCommand(step<{ segment_ids: number[] }>(id, 'segments'));
/** PUT /api/projects/{id}/categories */
export const useSelectCategories = (id: string) => useProjectCommand(step<{ images: { image_id: string; category_id: number }[] }>(id, 'categories'));
/** PUT /api/projects/{id}/product_copy (Japan only) */
export const useEnterProductCopy = (id: string) => useProjectCommand(step<{ images: { image_id: string; product_copy: string }[] }>(id, 'product_copy'));
/** PUT /api/projects/{id}/standard_value */
export const useChooseStandardValue = (id: string) => useProjectCommand(step<{ mode: StandardValueMode; values: Record<string, number> }>(id, 'standard_value'));
/** PUT /api/projects/{id}/concept: a text and its language, or `{ skip: true }`. */
export const useEnterConcept = (id: string) => useProjectCommand(step<{ text: string; language: ConceptLanguage } | { skip: true }>(id, 'concept'));

/** DELETE /api/projects/{id}/images/{imageId} */
export function useRemoveImage(id: string) {
  return useProjectCommand((imageId: string) => apiRequest(`/projects/${id}/images/${imageId}`, { method: 'DELETE', schema: ProjectDetail }));
}

export interface ImageToUpload {
  file: File;
  name: string;
}

/** POST /api/projects/{id}/images: multipart, one `files` part and one `names` part per image, in order. */
export function useUploadImages(id: string) {
  return useProjectCommand(async (images: readonly ImageToUpload[]) => {
    const form = new FormData();
    for (const image of images) {
      form.append('files', image.file, image.file.name);
      form.append('names', image.name);
    }
    return apiRequest(`/projects/${id}/images`, { method: 'POST', body: form, schema: ProjectDetail });
  });
}

/** POST /api/projects/{id}/concept/assist: a suggested concept text (the offline demo assistant unless configured). */
export function useConceptAssist(id: string) {
  return useMutation({
    mutationFn: (request: { prompt: string; language: ConceptLanguage; category_id?: number; shape?: PackShapeCode }) =>
      apiRequest(`/projects/${id}/concept/assist`, { method: 'POST', body: request, schema: ConceptAssistResponse }),
  });
}

/**
 * POST /api/projects/{id}/concept_vision: a configured multimodal model's own concept level of each pack, with its
 * reasons. Put into the cached results at once (the results' read model follows a moment later).
 */
export function useConceptVision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/projects/${id}/concept_vision`, { method: 'POST', body: {}, schema: ConceptVisionResponse }),
    onSuccess: ({ reviews }) => {
      queryClient.setQueryData<ProjectResults>(resultsKey(id), (results) =>
        results && {
          ...results,
          concept: results.concept.map((row) => {
            const review = reviews.find((candidate) => candidate.image_id === row.image_id);
            return review ? { ...row, vision: { level: review.level, reasons: review.reasons, provider: review.provider, model: review.model, reviewed_at: review.reviewed_at } } : row;
          }),
        },
      );
    },
  });
}

/** POST /api/projects/{id}/calculate: the worker computes; the project is PROGRESS until it is done. */
export function useCalculate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/projects/${id}/calculate`, { method: 'POST', schema: ProjectDetail }),
    onSuccess: (project) => {
      remember(queryClient, project);
      // The images are counted against the plan: the header's image line is read again.
      void queryClient.invalidateQueries({ queryKey: ['user_detail'] });
    },
  });
}

/** A product box on a shelf image, in the original image's pixels. */
export type ShelfRegion = ProjectDetail['images'][number]['regions'][number];

/**
 * PUT /api/projects/{id}/images/{imageId}/regions: the image's boxes (all of them; also after the calculation).
 * The results are read again, since each box's share of attention is computed from them.
 */
export function useMarkRegions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, regions }: { imageId: string; regions: readonly ShelfRegion[] }) =>
      apiRequest(`/projects/${id}/images/${imageId}/regions`, { method: 'PUT', body: { regions }, schema: ProjectDetail }),
    onSuccess: async (project) => {
      remember(queryClient, project);
      await queryClient.invalidateQueries({ queryKey: resultsKey(id) });
    },
  });
}

// ---------- reports ----------

export interface ReportOrder {
  type: PdfExportType;
  segment_id?: number;
  word_ids?: number[];
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/.exec(header)?.[1]?.trim();
}

/** POST /api/projects/{id}/reports: a PDF of one result view in the interface language. */
export function useDownloadReport(id: string) {
  return useMutation({
    mutationFn: async (order: ReportOrder): Promise<DownloadedFile> => {
      const { blob, headers } = await apiBlob(`/projects/${id}/reports`, { method: 'POST', body: { ...order, language: currentLanguage() }, accept: 'application/pdf' });
      return { blob, fileName: fileNameFromDisposition(headers.get('Content-Disposition')) ?? `${order.type}.pdf` };
    },
  });
}
