import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DesignImagesGenerated, GenerationCompleted, GenerationFailed, GenerationUsageRecorded, type ErrorCode } from '@packlens/contracts';
import { deterministicUuid, listen, type BlobStore, type EventMetadata, type EventStore, type NewEvent } from '@packlens/kernel';
import { ProviderError } from '../errors';
import type { ImageModel, ImageResult, TextModel, TextRequest, TextResult } from '../ports';
import { runPanel, type PanelOpinion, type PanelPlan } from '../panel/panel';
import { readAnswer, type ReadAnswer } from './answer';
import { withImagesRead, type StoredTextRequest } from '../text/stored-request';
import { designJobService, makeDesign, sizeOf, type DesignJob } from './design-job';
import { logoCharge, vectorOf } from './logo-job';
import { scoreDesigns, type DesignScorer, type RankedDesign } from './design-scoring';
import { appendAll, brandTrainingOutcome, brandTrainingProgress, brandTrainingService, trainBrandModel, type BrandTrainingJob } from './brand-training';
import { backoffMs, failureCodeOf } from './failure-codes';
import { appendChunk, cancelledAmong, claimJob, finishJob, holdsLease, renewLease, type ClaimedJob, type RequestedJob } from './queue';
import { jobsChannel } from './schema';

export interface GenerationWorkerOptions {
  /** Jobs run at once by this worker (they mostly wait on providers). */
  concurrency?: number;
  /** How long a claim lasts without renewal; a dead worker's jobs are taken by another after it (default 30 s). */
  leaseMs?: number;
  /** Polling when no notification arrives. */
  pollMs?: number;
  /** Claims after which a job that keeps losing its worker fails. */
  maxClaims?: number;
  /** Tries per claim for provider errors that are worth retrying (429, 5xx, network). */
  maxProviderTries?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Streamed text is stored at most this often (and at each line's end). */
  chunkFlushMs?: number;
}

export interface GenerationWorkerDeps {
  pool: pg.Pool;
  /** For LISTEN: a connection of its own. */
  connectionString: string;
  store: EventStore;
  blobs: BlobStore;
  /** The model that answers a job, resolved when the job runs (keys may have changed since it was asked). */
  textModelFor(job: RequestedJob): Promise<TextModel>;
  /** The image model of a design job (its provider's adapter, or the offline operations); design jobs fail without it. */
  imageModelFor?(job: Pick<DesignJob, 'provider'>): Promise<ImageModel>;
  /** The evaluation engine, for design jobs that ask for scored generation (fail without it). */
  designScorer?: DesignScorer;
  clock: () => Date;
  onError?: (error: unknown, context: string) => void;
}

export interface RunningGenerationWorker {
  readonly owner: string;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  /** Dies as a crashed process would: abandons its jobs without recording anything (specs of lease expiry). */
  kill(): Promise<void>;
}

type AbortReason = 'cancel' | 'timeout' | 'lost';

const defaults: Required<GenerationWorkerOptions> = {
  concurrency: 4,
  leaseMs: 30_000,
  pollMs: 1_000,
  maxClaims: 3,
  maxProviderTries: 4,
  backoffBaseMs: 1_000,
  backoffMaxMs: 30_000,
  chunkFlushMs: 50,
};

/**
 * A generation worker: takes jobs from the queue with a lease, runs each against its model outside any HTTP
 * request, streams the text into `generation_chunks`, retries provider errors worth retrying with back-off, stops at
 * the job's timeout or on cancel, and records the answer (blob with provenance, `GenerationCompleted`, usage) or
 * the failure on the job's stream. Ids derive from the job, so a job done twice records once and charges once.
 */
export function startGenerationWorker(deps: GenerationWorkerDeps, options: GenerationWorkerOptions = {}): RunningGenerationWorker {
  const o = { ...defaults, ...options };
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Map<string, { controller: AbortController; done: Promise<void>; cancel: () => void }>();
  const onError = deps.onError ?? ((error, context) => console.error(`[generation-worker ${context}]`, error));
  let stopped = false;
  let killed = false;
  let timer: NodeJS.Timeout | undefined;
  let filling = false;

  const fill = async () => {
    if (filling || stopped) return;
    filling = true;
    try {
      while (!stopped && running.size < o.concurrency) {
        const job = await claimJob(deps.pool, owner, o.leaseMs);
        if (!job) break;
        const controller = new AbortController();
        const cancel = { now: () => undefined as void };
        const done = runJob(job, controller, cancel)
          .catch((error) => onError(error, `job ${job.jobId}`))
          .finally(() => {
            running.delete(job.jobId);
            void fill();
          });
        running.set(job.jobId, { controller, done, cancel: () => cancel.now() });
      }
    } catch (error) {
      onError(error, 'claim');
    } finally {
      filling = false;
    }
  };

  async function runJob(job: ClaimedJob, controller: AbortController, cancel: { now: () => void }): Promise<void> {
    const request = job.request;
    let abortReason: AbortReason | undefined;
    const abort = (reason: AbortReason) => {
      if (abortReason) return;
      abortReason = reason;
      controller.abort(new ProviderError('aborted', reason, { provider: request.provider }));
    };
    cancel.now = () => abort('cancel');
    if (job.cancelRequested) return record(job, { failed: 'GENERATION_CANCELLED', tries: 0 });
    if (job.claims > o.maxClaims) return record(job, { failed: 'GENERATION_FAILED', tries: 0, detail: `lost its worker ${job.claims - 1} times` });

    const deadline = job.startedAt.getTime() + request.timeoutMs;
    const timeout = setTimeout(() => abort('timeout'), Math.max(0, deadline - Date.now()));
    const heartbeat = setInterval(() => {
      renewLease(deps.pool, job.jobId, owner, o.leaseMs)
        .then((lease) => {
          if (!lease) abort('lost');
          else if (lease.cancelRequested) abort('cancel');
        })
        .catch((error) => onError(error, `lease ${job.jobId}`));
    }, Math.max(50, Math.floor(o.leaseMs / 3)));
    let tries = 0;
    try {
      if (job.service === brandTrainingService) {
        const training = request as unknown as BrandTrainingJob;
        if (!deps.imageModelFor) throw new ProviderError('auth', 'no image models on this worker', { provider: training.provider });
        const imageModel = await deps.imageModelFor({ provider: training.provider });
        const stage = async (name: 'preparing' | 'training') => {
          if (!killed) await deps.store.append(job.streamId, [brandTrainingProgress(training, name, deps.clock().toISOString())], { expectedVersion: 'any' });
        };
        for (;;) {
          tries++;
          try {
            const trained = await trainBrandModel(imageModel, training, deps.blobs, controller.signal, stage);
            return await recordBrand(job, training, trained);
          } catch (error) {
            if (killed || abortReason === 'lost') return;
            const retry = !abortReason && error instanceof ProviderError && error.retryable && tries < o.maxProviderTries;
            if (!retry) return await recordBrand(job, training, { failed: failureCodeOf(error, abortReason), detail: String((error as Error)?.message ?? error) });
            await sleep(backoffMs(error as ProviderError, tries, o.backoffBaseMs, o.backoffMaxMs), controller.signal);
          }
        }
      }
      if (job.service === designJobService) {
        const design = request as unknown as DesignJob;
        if (!deps.imageModelFor) throw new ProviderError('auth', 'no image models on this worker', { provider: design.provider });
        const imageModel = await deps.imageModelFor(design);
        const started = deps.clock();
        for (;;) {
          tries++;
          // A job's stages ("scene 1/2") go where streamed text goes, for its event stream.
          const progress = chunkWriter(job.jobId, job.claims * 100 + tries);
          try {
            const images = await makeDesign(imageModel, design, deps.blobs, controller.signal, progress.push).finally(() => progress.close());
            if (killed) return;
            const scoring = design.request.scoring;
            const ranked = scoring ? await scoreDesigns(deps.designScorer, images.images, scoring, design.provider, controller.signal) : undefined;
            if (killed) return;
            return await recordDesign(job, design, images, tries, started, ranked);
          } catch (error) {
            if (killed || abortReason === 'lost') return;
            const retry = !abortReason && error instanceof ProviderError && error.retryable && tries < o.maxProviderTries;
            if (!retry) return await record(job, { failed: failureCodeOf(error, abortReason), tries, detail: String((error as Error)?.message ?? error), timeoutMinutes: request.timeoutMs / 60_000 });
            await sleep(backoffMs(error as ProviderError, tries, o.backoffBaseMs, o.backoffMaxMs), controller.signal);
          }
        }
      }
      const model = await deps.textModelFor(request);
      const started = deps.clock();
      for (;;) {
        tries++;
        const attempt = job.claims * 100 + tries;
        const chunks = chunkWriter(job.jobId, attempt);
        try {
          const { result, answer, opinions } = await answerOf(model, request, deps.blobs, controller.signal, chunks.push);
          await chunks.close();
          if (killed) return;
          return await record(job, { result, answer, tries, startedAt: started, opinions });
        } catch (error) {
          await chunks.close();
          if (killed || abortReason === 'lost') return;
          const retry = !abortReason && error instanceof ProviderError && error.retryable && tries < o.maxProviderTries;
          if (!retry) return await record(job, { failed: failureCodeOf(error, abortReason), tries, detail: String((error as Error)?.message ?? error), timeoutMinutes: request.timeoutMs / 60_000 });
          const wait = backoffMs(error as ProviderError, tries, o.backoffBaseMs, o.backoffMaxMs);
          if (Date.now() + wait >= deadline) return await record(job, { failed: 'GENERATION_TIMEOUT', tries, timeoutMinutes: request.timeoutMs / 60_000 });
          await sleep(wait, controller.signal);
          if (abortReason) return await record(job, { failed: failureCodeOf(undefined, abortReason), tries, timeoutMinutes: request.timeoutMs / 60_000 });
        }
      }
    } catch (error) {
      if (killed || abortReason === 'lost') return;
      return record(job, { failed: failureCodeOf(error, abortReason), tries, detail: String((error as Error)?.message ?? error) });
    } finally {
      clearTimeout(timeout);
      clearInterval(heartbeat);
    }
  }

  /** Streamed text, stored line by line (or every `chunkFlushMs`) so the API can pass it on as it comes. */
  function chunkWriter(jobId: string, attempt: number) {
    let buffer = '';
    let seq = 0;
    let writing = Promise.resolve();
    let flushTimer: NodeJS.Timeout | undefined;
    const flush = () => {
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = undefined;
      if (!buffer || killed) return;
      const text = buffer;
      buffer = '';
      const n = ++seq;
      writing = writing.then(() => appendChunk(deps.pool, jobId, attempt, n, text)).catch((error) => onError(error, `chunk ${jobId}`));
    };
    return {
      push: (delta: string) => {
        buffer += delta;
        if (delta.includes('\n')) flush();
        else flushTimer ??= setTimeout(flush, o.chunkFlushMs);
      },
      close: async () => {
        flush();
        await writing;
      },
    };
  }

  type Outcome =
    | { result: TextResult; answer: ReadAnswer; tries: number; startedAt: Date; opinions?: PanelOpinion[] }
    | { failed: ErrorCode; tries: number; detail?: string; timeoutMinutes?: number };

  /** Records how the job ended, unless another worker took it over meanwhile. */
  async function record(job: ClaimedJob, outcome: Outcome): Promise<void> {
    if (killed || !(await holdsLease(deps.pool, job.jobId, owner))) return;
    const request = job.request;
    const at = deps.clock().toISOString();
    const metadata: EventMetadata = {
      correlationId: request.jobId,
      causationId: null,
      actor: { kind: 'system', id: 'generation-worker' },
      clientId: job.clientId,
      at,
    };
    const id = (part: string) => deterministicUuid('generation', request.jobId, part);
    if ('failed' in outcome) {
      const failed: NewEvent = {
        id: id('failed'),
        ...GenerationFailed({ jobId: request.jobId, projectId: request.projectId, clientId: job.clientId, code: outcome.failed, detail: (outcome.detail ?? '').slice(0, 1000), attempts: outcome.tries, failedAt: at }),
        metadata,
      };
      await deps.store.append(job.streamId, [failed], { expectedVersion: 'any' });
      await finishJob(deps.pool, job.jobId, owner, 'failed', outcome.failed);
      return;
    }
    const { result, answer, tries, startedAt, opinions } = outcome;
    const outputBlobKey = `clients/${job.clientId}/generation/${request.jobId}.json`;
    const provenance = {
      jobId: request.jobId,
      service: request.service,
      provider: request.provider,
      modelCode: request.modelCode,
      model: result.model,
      demo: request.provider === 'demo',
      request: request.request,
      answer: result.text,
      items: answer.items,
      concepts: answer.concepts,
      panel: answer.panel,
      // Every simulated respondent's words and the rating read from them.
      ...(opinions ? { opinions } : {}),
      usage: result.usage,
      finishReason: result.finishReason,
      tries,
      claims: job.claims,
      requestedAt: request.requestedAt,
      startedAt: startedAt.toISOString(),
      completedAt: at,
    };
    await deps.blobs.put(outputBlobKey, Buffer.from(JSON.stringify(provenance, null, 2)), { contentType: 'application/json' });
    const completed: NewEvent = {
      id: id('completed'),
      ...GenerationCompleted({
        jobId: request.jobId,
        projectId: request.projectId,
        clientId: job.clientId,
        items: answer.items,
        concepts: answer.concepts,
        text: answer.text,
        panel: answer.panel,
        provider: request.provider,
        model: result.model,
        demo: request.provider === 'demo',
        inputTokens: result.usage.inputTokens,
        outputTokens: result.usage.outputTokens,
        outputBlobKey,
        attempts: tries,
        startedAt: startedAt.toISOString(),
        completedAt: at,
      }),
      metadata: { ...metadata, modelVersion: result.model },
    };
    await deps.store.append(job.streamId, [completed], { expectedVersion: 'any' });
    const usage: NewEvent = {
      id: id('usage'),
      ...GenerationUsageRecorded({
        clientId: job.clientId,
        usageId: request.jobId,
        tokens: result.usage.inputTokens + result.usage.outputTokens,
        tickets: 0,
        service: request.service,
        provider: request.provider,
        demo: request.provider === 'demo',
        at,
      }),
      metadata,
    };
    await deps.store.append(`usage-${job.clientId}`, [usage], { expectedVersion: 'any' });
    await finishJob(deps.pool, job.jobId, owner, 'completed', null);
  }

  /**
   * A design job's images: each stored in the blob store under the client, the provenance beside them, then
   * `DesignImagesGenerated` and the usage (once: ids derive from the job), unless another worker took the job over.
   */
  async function recordDesign(job: ClaimedJob, design: DesignJob, result: ImageResult, tries: number, startedAt: Date, ranked?: { kept: RankedDesign[]; discarded: number }): Promise<void> {
    if (killed || !(await holdsLease(deps.pool, job.jobId, owner))) return;
    const at = deps.clock().toISOString();
    const id = (part: string) => deterministicUuid('generation', design.jobId, part);
    const metadata: EventMetadata = { correlationId: design.jobId, causationId: null, actor: { kind: 'system', id: 'generation-worker' }, clientId: job.clientId, at };
    const base = `clients/${job.clientId}/designs/${design.jobId}`;
    const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
    const images = [];
    // A scored job keeps its best candidates, best first; each keeps the id and file of its place in the model's answer.
    const kept = ranked?.kept ?? result.images.map((image, index) => ({ image, index, ranked: undefined }));
    for (const candidate of kept) {
      const { image, index } = candidate;
      const blobKey = `${base}-${index + 1}.${extension[image.mediaType]}`;
      await deps.blobs.put(blobKey, Buffer.from(image.bytes), { contentType: image.mediaType });
      const size = await sizeOf(image.bytes);
      const score = 'rank' in candidate ? await storeScore(`${base}-${index + 1}-heatmap.png`, candidate, design, size.width) : null;
      // A logo's SVG, traced from it, beside it; its figures go to the provenance (the event keeps the key).
      const vector = vectorOf(image);
      const vectorBlobKey = vector && `${base}-${index + 1}.svg`;
      if (vector) await deps.blobs.put(vectorBlobKey!, Buffer.from(vector.svg), { contentType: 'image/svg+xml' });
      const traced = vector && { vectorBlobKey, vector: { colours: vector.colours, background: vector.background, paths: vector.paths, ...vector.fidelity } };
      images.push({ imageId: id(`image-${index}`), blobKey, mediaType: image.mediaType, bytes: image.bytes.length, ...size, seed: image.seed ?? null, score, ...traced });
    }
    const demo = result.demo === true;
    const provenanceBlobKey = `${base}.json`;
    const discarded = ranked?.discarded ?? 0;
    const provenance = { jobId: design.jobId, mode: design.mode, provider: design.provider, modelCode: design.modelCode, model: result.model, demo, request: design.request, images, discarded, tickets: result.tickets, tries, claims: job.claims, requestedAt: design.requestedAt, startedAt: startedAt.toISOString(), completedAt: at };
    await deps.blobs.put(provenanceBlobKey, Buffer.from(JSON.stringify(provenance, null, 2)), { contentType: 'application/json' });
    const generated: NewEvent = {
      id: id('completed'),
      ...DesignImagesGenerated({ jobId: design.jobId, projectId: design.projectId, clientId: job.clientId, mode: design.mode, images, provider: design.provider, model: result.model, demo, tickets: result.tickets, discarded, provenanceBlobKey, attempts: tries, startedAt: startedAt.toISOString(), completedAt: at }),
      metadata: { ...metadata, modelVersion: result.model },
    };
    await deps.store.append(job.streamId, [generated], { expectedVersion: 'any' });
    const usage: NewEvent = {
      id: id('usage'),
      ...GenerationUsageRecorded({ clientId: job.clientId, usageId: design.jobId, tokens: 0, tickets: result.tickets, service: `design_${design.mode}`, provider: design.provider, demo, at }),
      metadata,
    };
    await deps.store.append(`usage-${job.clientId}`, [usage], { expectedVersion: 'any' });
    const charge = logoCharge(design, job.clientId, demo, at, metadata);
    if (charge) await deps.store.append(`usage-${job.clientId}`, [charge], { expectedVersion: 'any' });
    await finishJob(deps.pool, job.jobId, owner, 'completed', null);
  }

  /** A scored candidate's heat map goes to the blob store; its score as the event carries it. */
  async function storeScore(heatmapBlobKey: string, candidate: RankedDesign, design: DesignJob, imageWidth: number) {
    const scoring = design.request.scoring!;
    await deps.blobs.put(heatmapBlobKey, Buffer.from(candidate.scored.heatmapOverlay), { contentType: 'image/png' });
    const name = candidate.scored.name;
    // The engine may have scored a smaller working copy: the box is given in the stored image's pixels.
    const k = imageWidth / candidate.scored.width;
    const box = name && { x: name.box.x * k, y: name.box.y * k, width: name.box.width * k, height: name.box.height * k };
    return {
      segmentId: scoring.segmentId,
      categoryId: scoring.categoryId,
      mean: candidate.mean,
      sd: candidate.sd,
      rank: candidate.rank,
      nameAttentionShare: name?.attentionShare ?? null,
      nameAttentionLift: name?.attentionLift ?? null,
      nameBox: box ?? null,
      heatmapBlobKey,
      modelVersion: candidate.scored.modelVersion,
      heatmapVersion: candidate.scored.heatmapVersion,
      demoModel: candidate.scored.demoModel,
    };
  }

  /** A brand training's end on the brand model's stream (and its charge), unless another worker took the job over. */
  async function recordBrand(job: ClaimedJob, training: BrandTrainingJob, outcome: Parameters<typeof brandTrainingOutcome>[1]): Promise<void> {
    if (killed || !(await holdsLease(deps.pool, job.jobId, owner))) return;
    await appendAll(deps.store, brandTrainingOutcome(training, outcome, deps.clock().toISOString()));
    await finishJob(deps.pool, job.jobId, owner, 'failed' in outcome ? 'failed' : 'completed', 'failed' in outcome ? outcome.failed : null);
  }

  /** A cancel is noticed when it is recorded (the queue notifies), not only at the next lease renewal. */
  const noticeCancels = async () => {
    if (!running.size) return;
    try {
      const cancelled = await cancelledAmong(deps.pool, [...running.keys()]);
      for (const jobId of cancelled) running.get(jobId)?.cancel();
    } catch (error) {
      onError(error, 'cancel');
    }
  };

  const listener = listen({
    connectionString: deps.connectionString,
    channel: jobsChannel,
    applicationName: 'packlens-generation-worker',
    onNotification: () => {
      void noticeCancels();
      void fill();
    },
    onError: (error) => onError(error, 'listen'),
  });
  void listener.ready.then(fill);
  timer = setInterval(() => void fill(), o.pollMs);

  const halt = async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    timer = undefined;
    await listener.stop();
  };
  return {
    owner,
    async stop() {
      await halt();
      await Promise.all([...running.values()].map((job) => job.done));
    },
    async kill() {
      killed = true;
      await halt();
      for (const job of running.values()) job.controller.abort(new ProviderError('aborted', 'killed', { provider: 'worker' }));
      await Promise.all([...running.values()].map((job) => job.done));
    },
  };
}

/**
 * One job's answer: a single call of the model for the text services, or the whole simulated panel (many calls, its
 * progress streamed as "done/total" lines).
 */
async function answerOf(model: TextModel, job: RequestedJob, blobs: BlobStore, signal: AbortSignal, onText: (text: string) => void): Promise<{ result: TextResult; answer: ReadAnswer; opinions?: PanelOpinion[] }> {
  const request = job.request as unknown as TextRequest;
  if (job.service === 'panel') {
    const panel = await runPanel(model, request.task as unknown as PanelPlan, { model: request.model, maxOutputTokens: request.maxOutputTokens }, { signal, onProgress: (done, total) => onText(`${done}/${total}\n`) });
    const result: TextResult = { text: JSON.stringify(panel.ratings), usage: panel.usage, model: panel.model, finishReason: 'stop' };
    return { result, answer: { items: [], concepts: [], text: '', panel: panel.ratings }, opinions: panel.opinions };
  }
  // Pictures travel by blob key in the job's event and are read only now (concept matching by a multimodal model).
  const sent = await withImagesRead(request as unknown as StoredTextRequest, async (key) => (await blobs.get(key)) ?? undefined);
  const result = await model.complete({ ...sent, signal }, onText);
  return { result, answer: readAnswer(job, result) };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
