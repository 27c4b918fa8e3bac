import {
  CalculationCompleted,
  CalculationProgressed,
  type CalculationRequested,
  ConceptMatched,
  errorCatalogue,
  HeatmapCalculated,
  ImageCalculationFailed,
  ScoreCalculated,
  type ErrorCode,
  type EventOf,
} from '@packlens/contracts';
import { deterministicUuid, type BlobStore, type EventMetadata, type NewEvent } from '@packlens/kernel';
import type { ScoreJob, ScoredImage } from './image-scorer';
import { WorkerTaskError } from './worker-pool';

type Request = EventOf<typeof CalculationRequested>['data'];
type RequestedImage = Request['images'][number];

export interface Scorer {
  readonly size: number;
  score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage>;
}

export const calculationStream = (calculationId: string) => `calculation-${calculationId}`;

/**
 * A catalogue code for an image's failure: the one the engine named, else "calculation failed". Undefined when the
 * fault is not the image's: an error without a code, or a system error (ENOENT of a model file that is missing,
 * EACCES, ECONNREFUSED…), after which the image waits and is tried again instead of failing.
 */
export function failureCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof WorkerTaskError) || !error.code) return undefined;
  if (Object.hasOwn(errorCatalogue, error.code)) return error.code as ErrorCode;
  return systemErrorCode.test(error.code) ? undefined : 'CALCULATION_FAILED';
}

const systemErrorCode = /^E[A-Z0-9]+$/;

export const clampPreference = (mean: number) => Math.min(5, Math.max(1, mean));

export interface ImageResultDeps {
  blobs: BlobStore;
  scorer: Scorer;
  clock: () => Date;
}

/** The metadata of a result: caused by the calculation's request, produced by the scoring worker. */
export type ResultMetadata = (modelVersion?: string) => EventMetadata;

/**
 * Scores one image of a calculation and turns the outcome into its events (heat-map PNGs and density stored as
 * blobs first): results, or the image's failure when the image is at fault (unreadable, too large…) with its
 * catalogue code. Any other error (a blob store or model file missing) is thrown: the image is tried again later.
 * Event ids derive from (calculation, image, result), so an image scored twice records once.
 */
export async function imageResultEvents(deps: ImageResultDeps, request: Request, image: RequestedImage, metadata: ResultMetadata): Promise<{ events: NewEvent[]; failed: boolean }> {
  const job: ScoreJob = {
    kind: image.kind,
    categoryId: image.categoryId,
    segmentIds: request.segmentIds,
    menus: request.menus,
    regions: image.regions.map((r) => ({ id: r.regionId, x: r.x, y: r.y, width: r.width, height: r.height })),
    concept: request.concept,
  };
  try {
    const bytes = await deps.blobs.get(image.blobKey);
    if (!bytes) throw new WorkerTaskError(`image ${image.blobKey} is missing`, 'CALCULATION_FAILED');
    return { events: await resultEvents(deps, request, image, await deps.scorer.score(bytes, job), metadata), failed: false };
  } catch (error) {
    const code = failureCode(error);
    if (!code) throw error;
    return { events: [imageFailedEvent(request, image.imageId, code, deps.clock, metadata)], failed: true };
  }
}

/** An image that failed with `code` (its own fault, or one that kept killing its workers). */
export function imageFailedEvent(request: Request, imageId: string, code: ErrorCode, clock: () => Date, metadata: ResultMetadata): NewEvent {
  return {
    id: deterministicUuid(request.calculationId, imageId, 'failed'),
    ...ImageCalculationFailed({ calculationId: request.calculationId, projectId: request.projectId, imageId, code, at: clock().toISOString() }),
    metadata: metadata(),
  };
}

/** How far the calculation is once this image is recorded (`done` counts it). */
export function progressEvent(request: Request, imageId: string, done: number, clock: () => Date, metadata: ResultMetadata): NewEvent {
  const progress = CalculationProgressed({ calculationId: request.calculationId, projectId: request.projectId, imageId, done, total: request.images.length, at: clock().toISOString() });
  return { id: deterministicUuid(request.calculationId, imageId, 'progress'), ...progress, metadata: metadata() };
}

/** The calculation's end, once every image is recorded. */
export function completedEvent(request: Request, failedImages: number, clock: () => Date, metadata: ResultMetadata): NewEvent {
  const completed = CalculationCompleted({
    calculationId: request.calculationId,
    projectId: request.projectId,
    succeededImages: request.images.length - failedImages,
    failedImages,
    completedAt: clock().toISOString(),
  });
  return { id: deterministicUuid(request.calculationId, 'completed'), ...completed, metadata: metadata() };
}

async function resultEvents(deps: ImageResultDeps, req: Request, image: RequestedImage, scored: ScoredImage, metadata: ResultMetadata): Promise<NewEvent[]> {
  const id = (...parts: string[]) => deterministicUuid(req.calculationId, ...parts);
  const at = deps.clock().toISOString();
  const base = { calculationId: req.calculationId, projectId: req.projectId, imageId: image.imageId, imageHash: scored.imageHash };
  const events: NewEvent[] = [];
  if (scored.heatmap) {
    const prefix = `clients/${req.clientId}/projects/${req.projectId}/calculations/${req.calculationId}/${image.imageId}`;
    await deps.blobs.put(`${prefix}-heatmap.png`, Buffer.from(scored.heatmap.gray), { contentType: 'image/png' });
    await deps.blobs.put(`${prefix}-overlay.png`, Buffer.from(scored.heatmap.overlay), { contentType: 'image/png' });
    const density = scored.heatmap.density;
    await deps.blobs.put(`${prefix}-density.f32`, encodeDensity(density.data), { contentType: 'application/octet-stream' });
    events.push({
      id: id(image.imageId, 'heatmap'),
      ...HeatmapCalculated({
        ...base,
        modelVersion: scored.heatmap.modelVersion,
        mapBlobKey: `${prefix}-heatmap.png`,
        overlayBlobKey: `${prefix}-overlay.png`,
        density: { blobKey: `${prefix}-density.f32`, width: density.width, height: density.height },
        width: scored.width,
        height: scored.height,
        regions: scored.heatmap.regions.map((r) => ({ regionId: r.id, share: r.share })),
        calculatedAt: at,
      }),
      metadata: metadata(scored.heatmap.modelVersion),
    });
  }
  for (const segment of scored.segments?.results ?? []) {
    events.push({
      id: id(image.imageId, 'score', String(segment.segmentId)),
      ...ScoreCalculated({
        ...base,
        segmentId: segment.segmentId,
        modelVersion: scored.segments!.modelVersion,
        demoModel: scored.segments!.demoModel,
        preference: { mean: clampPreference(segment.preference.mean), sd: Math.max(0, segment.preference.sd) },
        imageWords: segment.imageWords,
        calculatedAt: at,
      }),
      metadata: metadata(scored.segments!.modelVersion),
    });
  }
  if (scored.concept) {
    events.push({
      id: id(image.imageId, 'concept'),
      ...ConceptMatched({ ...base, ...scored.concept, calculatedAt: at }),
      metadata: metadata(scored.concept.modelVersion),
    });
  }
  return events;
}

/** The density as little-endian float32 values, row by row (readable on any machine). */
function encodeDensity(values: Float32Array): Buffer {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => out.writeFloatLE(v, i * 4));
  return out;
}

/** Runs `work` over `items` with at most `limit` in flight; the first failure rejects after the others settle. */
export async function runWithConcurrency<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length) throw failures[0];
}
