import {
  CalculationCompleted,
  CalculationProgressed,
  CalculationRequested,
  ConceptMatched,
  errorCatalogue,
  HeatmapCalculated,
  ImageCalculationFailed,
  readEvent,
  ScoreCalculated,
  type ErrorCode,
  type EventOf,
} from '@packlens/contracts';
import { deterministicUuid, type BlobStore, type EventStore, type NewEvent, type Reactor, type RecordedEvent } from '@packlens/kernel';
import type { ScoreJob, ScoredImage } from './image-scorer';
import { reactionMetadata } from './reaction-metadata';
import { WorkerTaskError } from './worker-pool';

type Request = EventOf<typeof CalculationRequested>['data'];
type RequestedImage = Request['images'][number];

export interface Scorer {
  readonly size: number;
  score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage>;
}

export interface ScoringWorkerDeps {
  store: EventStore;
  blobs: BlobStore;
  scorer: Scorer;
  clock: () => Date;
}

export const calculationStream = (calculationId: string) => `calculation-${calculationId}`;
const imageDoneTypes = new Set(['ImageCalculationFailed', 'CalculationProgressed']);

/** A catalogue code for an image's failure: the one the engine named, else "calculation failed". */
export function failureCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof WorkerTaskError) || !error.code) return undefined;
  return Object.hasOwn(errorCatalogue, error.code) ? (error.code as ErrorCode) : 'CALCULATION_FAILED';
}

export const clampPreference = (mean: number) => Math.min(5, Math.max(1, mean));

/**
 * The scoring worker: reacts to `CalculationRequested`, scores each image on the worker threads (both cores),
 * stores the heat-map PNGs as blobs and appends the results of one image in one append to
 * `calculation-<id>`. Event ids are derived from (calculation, image, result), and images already finished in
 * the stream are skipped, so a restart in the middle neither loses nor duplicates a result. An image that cannot
 * be read fails alone with its catalogue code; the others go on.
 */
export function scoringWorker(deps: ScoringWorkerDeps): Reactor {
  return {
    kind: 'reactor',
    name: 'scoring-worker',
    handles: ['CalculationRequested'],
    async react(recorded: RecordedEvent) {
      const request = readEvent(recorded.type, recorded.data, recorded.schemaVersion).data as Request;
      const stream = calculationStream(request.calculationId);
      const existing = await deps.store.readStream(stream);
      if (existing.events.some((e) => e.type === 'CalculationCompleted')) return;
      const finished = new Set(existing.events.filter((e) => imageDoneTypes.has(e.type)).map((e) => String(e.data.imageId)));
      const metadata = (modelVersion?: string) => reactionMetadata(recorded, 'scoring-worker', request.clientId, deps.clock, modelVersion);
      const append = (events: NewEvent[]) => deps.store.append(stream, events, { expectedVersion: 'any' });
      const id = (...parts: string[]) => deterministicUuid(request.calculationId, ...parts);
      let done = finished.size;

      const scoreImage = async (image: RequestedImage) => {
        const job: ScoreJob = {
          kind: image.kind,
          categoryId: image.categoryId,
          segmentIds: request.segmentIds,
          menus: request.menus,
          regions: image.regions.map((r) => ({ id: r.regionId, x: r.x, y: r.y, width: r.width, height: r.height })),
          concept: request.concept,
        };
        let events: NewEvent[];
        try {
          const bytes = await deps.blobs.get(image.blobKey);
          if (!bytes) throw new WorkerTaskError(`image ${image.blobKey} is missing`, 'CALCULATION_FAILED');
          events = await resultEvents(request, image, await deps.scorer.score(bytes, job));
        } catch (error) {
          const code = failureCode(error);
          if (!code) throw error; // not the image's fault: retried when the subscription handles the request again
          events = [
            {
              id: id(image.imageId, 'failed'),
              ...ImageCalculationFailed({ calculationId: request.calculationId, projectId: request.projectId, imageId: image.imageId, code, at: deps.clock().toISOString() }),
              metadata: metadata(),
            },
          ];
        }
        done++;
        const progress = CalculationProgressed({
          calculationId: request.calculationId,
          projectId: request.projectId,
          imageId: image.imageId,
          done,
          total: request.images.length,
          at: deps.clock().toISOString(),
        });
        await append([...events, { id: id(image.imageId, 'progress'), ...progress, metadata: metadata() }]);
      };

      const resultEvents = async (req: Request, image: RequestedImage, scored: ScoredImage): Promise<NewEvent[]> => {
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
      };

      const remaining = request.images.filter((image) => !finished.has(image.imageId));
      await runWithConcurrency(remaining, Math.max(1, deps.scorer.size), scoreImage);

      const all = (await deps.store.readStream(stream)).events;
      const failed = new Set(all.filter((e) => e.type === 'ImageCalculationFailed').map((e) => String(e.data.imageId)));
      const completed = CalculationCompleted({
        calculationId: request.calculationId,
        projectId: request.projectId,
        succeededImages: request.images.length - failed.size,
        failedImages: failed.size,
        completedAt: deps.clock().toISOString(),
      });
      await append([{ id: id('completed'), ...completed, metadata: metadata() }]);
    },
  };
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
