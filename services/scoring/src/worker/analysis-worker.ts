import {
  AnalysisImageAnalysed,
  AnalysisImageFailed,
  AnalysisReportCompleted,
  AnalysisReportRequested,
  errorCatalogue,
  GenerationUsageRecorded,
  readEvent,
  type ErrorCode,
  type EventOf,
} from '@packlens/contracts';
import { deterministicUuid, type BlobStore, type EventStore, type NewEvent, type Reactor, type RecordedEvent } from '@packlens/kernel';
import { runWithConcurrency } from './calculation-worker';
import type { AnalysedImage, AnalysisJob } from './image-scorer';
import { reactionMetadata } from './reaction-metadata';
import { WorkerTaskError } from './worker-pool';

type Request = EventOf<typeof AnalysisReportRequested>['data'];

export interface Analyser {
  readonly size: number;
  analyse(bytes: Uint8Array, job: AnalysisJob): Promise<AnalysedImage>;
}

export const analysisStream = (analysisId: string) => `analysis-${analysisId}`;
/** Where an image's analysis lives in the blob store: `report.json` and the PNGs it names. */
export const analysisPrefix = (r: Pick<Request, 'clientId' | 'projectId' | 'analysisId'>, imageId: string) => `clients/${r.clientId}/projects/${r.projectId}/analyses/${r.analysisId}/${imageId}`;

/** The report of one image as stored: the engine's numbers and the blob keys of its images. */
export interface StoredAnalysis {
  imageId: string;
  imageHash: string;
  width: number;
  height: number;
  report: AnalysedImage['report'];
  files: { heatmap: string; attribution: string[]; chosen: { key: string; design: string; heatmap: string }[] };
}

function failureCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof WorkerTaskError) || !error.code) return undefined;
  return Object.hasOwn(errorCatalogue, error.code) ? (error.code as ErrorCode) : 'CALCULATION_FAILED';
}

/**
 * The analysis worker: reacts to `AnalysisReportRequested`, analyses each image on the scoring threads, stores the
 * report and its images, and appends one event per image to `analysis-<id>`, then the completion and the charge
 * (`GenerationUsageRecorded`, service `analysis_report`, once: its id is the analysis'). Images already done are
 * skipped and every id is derived, so a restart neither loses nor duplicates. An image that cannot be read fails
 * alone; a report where every image failed is not charged.
 */
export function analysisWorker(deps: { store: EventStore; blobs: BlobStore; analyser: Analyser; clock: () => Date }): Reactor {
  return {
    kind: 'reactor',
    name: 'analysis-worker',
    handles: ['AnalysisReportRequested'],
    async react(recorded: RecordedEvent) {
      const request = readEvent(recorded.type, recorded.data, recorded.schemaVersion).data as Request;
      const stream = analysisStream(request.analysisId);
      const existing = await deps.store.readStream(stream);
      if (existing.events.some((e) => e.type === 'AnalysisReportCompleted')) return;
      const finished = new Set(existing.events.filter((e) => e.type === 'AnalysisImageAnalysed' || e.type === 'AnalysisImageFailed').map((e) => String(e.data.imageId)));
      const metadata = () => reactionMetadata(recorded, 'analysis-worker', request.clientId, deps.clock);
      const id = (...parts: string[]) => deterministicUuid(request.analysisId, ...parts);
      const append = (events: NewEvent[]) => deps.store.append(stream, events, { expectedVersion: 'any' });

      const analyseImage = async (image: Request['images'][number]) => {
        const at = deps.clock().toISOString();
        try {
          const bytes = await deps.blobs.get(image.blobKey);
          if (!bytes) throw new WorkerTaskError(`image ${image.blobKey} is missing`, 'CALCULATION_FAILED');
          const analysed = await deps.analyser.analyse(bytes, { categoryId: image.categoryId, segmentIds: request.segmentIds, packHeightCm: request.packHeightCm });
          const prefix = analysisPrefix(request, image.imageId);
          const png = async (name: string, data: Uint8Array) => {
            await deps.blobs.put(`${prefix}/${name}`, Buffer.from(data), { contentType: 'image/png' });
            return `${prefix}/${name}`;
          };
          const stored: StoredAnalysis = {
            imageId: image.imageId,
            imageHash: analysed.imageHash,
            width: analysed.width,
            height: analysed.height,
            report: analysed.report,
            files: {
              heatmap: await png('heatmap.png', analysed.files.heatmap),
              attribution: await Promise.all(analysed.files.attribution.map((data, s) => png(`attribution-${request.segmentIds[s]}.png`, data))),
              chosen: await Promise.all(
                analysed.files.chosen.map(async (c) => ({ key: c.key, design: await png(`${c.key}.png`, c.design), heatmap: await png(`${c.key}-heatmap.png`, c.heatmap) })),
              ),
            },
          };
          const resultKey = `${prefix}/report.json`;
          await deps.blobs.put(resultKey, Buffer.from(JSON.stringify(stored)), { contentType: 'application/json' });
          await append([
            {
              id: id(image.imageId, 'analysed'),
              ...AnalysisImageAnalysed({
                analysisId: request.analysisId,
                imageId: image.imageId,
                resultKey,
                modelVersion: analysed.report.modelVersion,
                demoModel: analysed.report.demoModel,
                noticeTypes: [...new Set(analysed.report.notices.map((n) => n.type))],
                at,
              }),
              metadata: metadata(),
            },
          ]);
        } catch (error) {
          const code = failureCode(error);
          if (!code) throw error;
          await append([{ id: id(image.imageId, 'failed'), ...AnalysisImageFailed({ analysisId: request.analysisId, imageId: image.imageId, code, at }), metadata: metadata() }]);
        }
      };
      await runWithConcurrency(
        request.images.filter((image) => !finished.has(image.imageId)),
        Math.max(1, deps.analyser.size),
        analyseImage,
      );

      const all = (await deps.store.readStream(stream)).events;
      const analysed = all.filter((e) => e.type === 'AnalysisImageAnalysed');
      const at = deps.clock().toISOString();
      if (analysed.length) {
        const usage = GenerationUsageRecorded({
          clientId: request.clientId,
          usageId: request.analysisId,
          tokens: 0,
          tickets: 0,
          amount: request.price.amount,
          currency: request.price.currency,
          service: 'analysis_report',
          provider: 'packlens',
          demo: analysed.some((e) => e.data.demoModel === true),
          at,
        });
        await deps.store.append(`usage-${request.clientId}`, [{ id: id('charge'), ...usage, metadata: metadata() }], { expectedVersion: 'any' });
      }
      const completed = AnalysisReportCompleted({ analysisId: request.analysisId, analysed: analysed.length, failed: all.filter((e) => e.type === 'AnalysisImageFailed').length, at });
      await append([{ id: id('completed'), ...completed, metadata: metadata() }]);
    },
  };
}
