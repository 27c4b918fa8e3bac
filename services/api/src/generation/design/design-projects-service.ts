import { randomUUID } from 'node:crypto';
import {
  defaultCategoryId,
  DomainError,
  errorCatalogue,
  formatErrorMessage,
  overallSegmentId,
  readEvent,
  generationModels,
  seedRangeFor,
  printReadiness,
  timeLimits,
  type DesignEvaluationStarted,
  type DesignGenerationRequested,
  type EventOf,
  type DesignGenerationRequest,
  type DesignImage,
  type DesignJob,
  type DesignProjectDetail,
  type DesignRequest,
  type ErrorCode,
  type Language,
  type PackShapeCode,
  type PrintReadinessReport,
} from '@packlens/contracts';
import { systemSettings } from '@packlens/projections';
import { designGallery, designInputs, designJobs, findBrandModel, findDesignImage, findDesignJob, findProject, type BrandModelRow, type DesignGalleryOrder, type DesignImageRow, type DesignJobRow } from '@packlens/projections';
import type { ProviderId } from '@packlens/generation';
import type { AppDeps } from '../../app/deps';
import { assertServiceAllowed } from '../../billing/service-gate';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../../identity/identity-service';
import { clientAccountOf } from '../../identity/client-account';
import { generationProjectCreated } from '../project-created';
import { readYourWrites } from '../../identity/read-your-writes';
import { commandMetadata, loadState } from '../../identity/streams';
import { fileLinks } from '../../projects/file-links';
import { designProjectDecider } from '../deciders';
import { prepareDesignInputs } from './design-inputs';
import { brandAnswererOf, brandPromptOf, designAnswererOf, designDemoNotice, designProviderOf } from './design-providers';
import { designProjectHandler, designProjectStream } from './design-streams';
import type { IncomingFile } from '../../projects/uploads';
import type { ProjectsService } from '../../projects/projects-service';
import { evaluationUpload } from './evaluation-upload';
import { promptAssistant } from '../concept-assist';

/** Scored generation as the job asks for it: a segment (keeping the best needs one) in a category. */
function scoringOf(input: DesignGenerationRequest): DesignRequest['scoring'] {
  if (input.score_segment_id === null) {
    if (input.keep !== null) throw new DomainError('SCORE_SEGMENT_REQUIRED', {}, { score_segment_id: 'SCORE_SEGMENT_REQUIRED' });
    return null;
  }
  return { segmentId: input.score_segment_id, categoryId: input.score_category_id ?? defaultCategoryId, keep: input.keep };
}

type Connections = () => Promise<Partial<Record<ProviderId, { models?: Record<string, string> }>>>;

/**
 * Design generation (type 6, issue 13): each use case checks the caller's client and section 6's gate (the generate
 * plan) on the server, decides on the project's stream, and answers from the projects read model. A generation is a
 * job on the generation queue; the worker makes the images (a provider, or this machine offline) and stores them.
 */
export function designProjectsService(deps: AppDeps, identity: IdentityService, connections: Connections, projects: ProjectsService, options: { publicUrl?: string } = {}) {
  const handle = designProjectHandler(deps.store);
  const assistPrompt = promptAssistant(deps, connections);
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  /** A signed link to a LoRA file on this server's public address (a provider fetches it within the job's minutes). */
  const loraLink = publicUrl ? (blobKey: string) => `${publicUrl}${links.url({ blobKey, contentType: 'application/octet-stream' })}` : undefined;
  const settle = readYourWrites(deps.pool, deps.logger);
  const links = fileLinks(deps.config.jwtSecret, deps.clock);
  const now = () => deps.clock();
  const meta = (auth: AuthContext, info: RequestInfo) => ({ commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), auth.clientId, info.requestId, now()) });
  const gate = async (auth: AuthContext, language: Language) => assertServiceAllowed('designGeneration', await identity.account(auth), language);

  /** The client's own brand model, ready (trained or a LoRA), for brand generation; never another client's. */
  async function readyBrandModel(auth: AuthContext, brandModelId: string | null): Promise<BrandModelRow | undefined> {
    if (!brandModelId) return undefined;
    const brand = await findBrandModel(deps.pool, brandModelId, auth.clientId!);
    if (!brand) throw new DomainError('NOT_FOUND', {}, { brand_model_id: 'NOT_FOUND' });
    if (brand.status !== 'ready' && !(brand.version || brand.lora)) throw new DomainError('BRAND_MODEL_NOT_READY', {}, { brand_model_id: 'BRAND_MODEL_NOT_READY' });
    return brand;
  }

  /** The caller's client's design project, through the gate, or NOT_FOUND. */
  async function ownProject(auth: AuthContext, projectId: string, language: Language) {
    const row = await findProject(deps.pool, projectId, auth.clientId);
    if (!row || row.type !== 6) throw new DomainError('NOT_FOUND');
    await gate(auth, language);
    return row;
  }

  const errorOf = (code: string | null, language: Language) => {
    if (!code) return null;
    const known = (Object.hasOwn(errorCatalogue, code) ? code : 'GENERATION_FAILED') as ErrorCode;
    return { code: known, message: formatErrorMessage(known, language, { minutes: timeLimits.generationMaxWaitMinutes }) };
  };

  function toJob(row: DesignJobRow, language: Language): DesignJob {
    // An upscale always runs here, for real: nothing to configure.
    const offline = row.provider === 'offline' && row.mode !== 'upscale';
    return {
      job_id: row.job_id,
      mode: row.mode as DesignJob['mode'],
      model_code: row.model_code,
      provider: row.provider,
      status: row.status,
      model: row.model,
      demo: row.demo,
      configure_provider: offline ? designProviderOf(row.model_code) : null,
      demo_notice: offline ? designDemoNotice(row.model_code, language) : null,
      error: errorOf(row.error_code, language),
      requested_at: row.requested_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
      provenance_url: row.provenance_blob_key ? links.url({ blobKey: row.provenance_blob_key, contentType: 'application/json' }) : null,
    };
  }

  const toImage = (row: DesignImageRow): DesignImage => ({
    image_id: row.image_id,
    job_id: row.job_id,
    mode: row.mode as DesignImage['mode'],
    model_code: row.model_code,
    model: row.model,
    provider: row.provider,
    demo: row.demo,
    media_type: row.media_type,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    seed: row.seed === null ? null : Number(row.seed),
    url: links.url({ blobKey: row.blob_key, contentType: row.media_type }),
    created_at: row.created_at.toISOString(),
    score: row.score && {
      segment_id: row.score.segmentId,
      category_id: row.score.categoryId,
      mean: row.score.mean,
      sd: row.score.sd,
      rank: row.score.rank,
      name_attention_share: row.score.nameAttentionShare,
      name_attention_lift: row.score.nameAttentionLift,
      name_box: row.score.nameBox,
      heatmap_url: links.url({ blobKey: row.score.heatmapBlobKey, contentType: 'image/png' }),
      model_version: row.score.modelVersion,
      demo_model: row.score.demoModel,
    },
  });

  async function detail(auth: AuthContext, projectId: string, language: Language, position?: Parameters<typeof settle>[0]): Promise<DesignProjectDetail> {
    await settle(position);
    // The jobs first, then the project and the gallery: a job read as completed has the project's status and its images
    // committed with it (one projection transaction); read the other way round, a completed job could show beside none.
    const jobs = await designJobs(deps.pool, projectId, auth.clientId!);
    const row = await ownProject(auth, projectId, language);
    const [inputs, gallery] = await Promise.all([designInputs(deps.pool, projectId, auth.clientId!), designGallery(deps.pool, projectId, auth.clientId!)]);
    return {
      id: row.project_id,
      name: row.name,
      type: 6,
      country: row.country as DesignProjectDetail['country'],
      department: row.department,
      status: row.status,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      inputs: inputs.map((input) => ({
        input_id: input.input_id,
        file_name: input.file_name,
        media_type: input.media_type,
        bytes: input.bytes,
        width: input.width,
        height: input.height,
        url: links.url({ blobKey: input.blob_key, contentType: input.media_type }),
        uploaded_at: input.uploaded_at.toISOString(),
      })),
      jobs: jobs.map((job) => toJob(job, language)),
      gallery: gallery.map(toImage),
    };
  }

  return {
    detail,

    async create(auth: AuthContext, input: { name: string; department: string }, info: RequestInfo) {
      const language = info.language ?? 'ja';
      const account = await clientAccountOf(deps.pool, auth);
      await gate(auth, language);
      const data = generationProjectCreated(account, 6, { name: input.name, department: input.department }, now());
      const projectId = data.projectId;
      const result = await handle(designProjectStream(projectId), { type: 'CreateDesignProject', data }, meta(auth, info));
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    /** Inputs are checked by their bytes (jpg or png only) and re-encoded before anything is stored. */
    async upload(auth: AuthContext, projectId: string, files: IncomingFile[], info: RequestInfo, options: { psdLayers?: boolean } = {}) {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const state = await loadState(deps.store, designProjectDecider, designProjectStream(projectId));
      if (state.status !== 'open') throw new DomainError('NOT_FOUND');
      const prepared = await prepareDesignInputs(files, options);
      let position: Parameters<typeof settle>[0];
      for (const input of await prepared.store(deps.blobs!, auth.clientId!)) {
        const result = await handle(designProjectStream(projectId), { type: 'UploadDesignInput', input, now: now().toISOString() }, meta(auth, info));
        position = result.append?.positions.at(-1) ?? position;
      }
      return detail(auth, projectId, language, position);
    },

    /** Checks every limit (the decider), then queues the job: nothing is stored or charged when one is refused. */
    async generate(auth: AuthContext, projectId: string, input: DesignGenerationRequest, info: RequestInfo): Promise<DesignJob> {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const state = await loadState(deps.store, designProjectDecider, designProjectStream(projectId));
      if (state.status !== 'open') throw new DomainError('NOT_FOUND');
      const blobOf = (inputId: string) => state.inputs.find((candidate) => candidate.inputId === inputId)?.blobKey;
      // A gallery image to work on comes first; the decider refuses one that is not the project's (or was deleted).
      const source = input.source_image_id ? await findDesignImage(deps.pool, projectId, input.source_image_id, auth.clientId!) : undefined;
      const inputBlobKeys = [...(source ? [source.blob_key] : []), ...input.input_ids.map((id) => blobOf(id) ?? '')];
      const maskBlobKey = input.mask_id ? blobOf(input.mask_id) : null;
      if (input.mask_id && !maskBlobKey) throw new DomainError('NOT_FOUND', {}, { mask_id: 'NOT_FOUND' });
      const brand = input.mode === 'brand_generation' ? await readyBrandModel(auth, input.brand_model_id) : undefined;
      // The upscale is this machine's super-resolution model whatever model the form shows; a brand model is its own.
      const answerer =
        input.mode === 'upscale'
          ? { provider: 'offline' as const, model: input.model_code }
          : brand
            ? brandAnswererOf({ ...brand, lora: brand.lora && { blobKey: brand.lora.blobKey } }, await connections(), loraLink)
            : designAnswererOf(input.model_code, await connections());
      const jobId = randomUUID();
      const result = await handle(
        designProjectStream(projectId),
        {
          type: 'RequestDesignGeneration',
          request: {
            jobId,
            requestedBy: auth.userId,
            mode: input.mode,
            modelCode: input.model_code,
            provider: answerer.provider as 'offline',
            request: {
              model: answerer.model,
              prompt: brand ? brandPromptOf(brand, input.prompt) : input.prompt,
              negativePrompt: input.negative_prompt,
              width: input.width,
              height: input.height,
              batchSize: input.batch_size,
              steps: input.steps,
              seed: input.seed,
              inputIds: input.input_ids,
              inputBlobKeys,
              maskBlobKey: maskBlobKey ?? null,
              sourceImageId: input.source_image_id,
              brandModelId: brand?.brand_model_id ?? (input.mode === 'brand_generation' ? input.brand_model_id : null),
              palette: brand && answerer.provider === 'offline' ? brand.palette : null,
              loraWeights: (answerer as { loraWeights?: string }).loraWeights ?? null,
              scale: input.mode === 'upscale' ? input.scale : null,
              scoring: scoringOf(input),
            },
            timeoutMs: timeLimits.generationMaxWaitMinutes * 60_000,
          },
          now: now().toISOString(),
        },
        meta(auth, info),
      );
      await settle(result.append?.positions.at(-1));
      const job = await findDesignJob(deps.pool, jobId, auth.clientId!);
      if (!job) throw new DomainError('NOT_FOUND');
      return toJob(job, language);
    },

    /**
     * Regenerate (a gallery's "again"): the job's very request once more with the seeds after the ones it used, so the
     * images differ, within the super admin's requests per conversation (REGENERATION_LIMIT_REACHED).
     */
    async regenerate(auth: AuthContext, projectId: string, sourceJobId: string, info: RequestInfo): Promise<DesignJob> {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const stream = designProjectStream(projectId);
      const requested = (await deps.store.readStream(stream)).events
        .map((event) => readEvent(event.type, event.data, event.schemaVersion))
        .filter((event): event is EventOf<typeof DesignGenerationRequested> => event.type === 'DesignGenerationRequested');
      const source = requested.find((event) => event.data.jobId === sourceJobId)?.data;
      if (!source) throw new DomainError('NOT_FOUND');
      const root = source.regeneratedFrom ?? source.jobId;
      const rounds = requested.filter((event) => event.data.regeneratedFrom === root).length + 1;
      const jobId = randomUUID();
      const { projectId: _p, clientId: _c, requestedAt: _r, regeneratedFrom: _g, ...job } = source;
      const settings = await systemSettings(deps.pool);
      const model = generationModels.find((candidate) => candidate.code === source.modelCode);
      const range = model ? seedRangeFor(model) : { min: 0, max: 1_000_000 };
      const next = (source.request.seed ?? 0) + source.request.batchSize * rounds;
      const seed = next > range.max ? range.min + (next % (range.max - range.min)) : next;
      const result = await handle(stream, { type: 'RegenerateDesign', sourceJobId, request: { ...job, jobId, requestedBy: auth.userId, request: { ...source.request, seed } }, limit: settings.chat_request_limit, now: now().toISOString() }, meta(auth, info));
      await settle(result.append?.positions.at(-1));
      const row = await findDesignJob(deps.pool, jobId, auth.clientId!);
      if (!row) throw new DomainError('NOT_FOUND');
      return toJob(row, language);
    },

    /** One of the project's jobs, through the gate (the job's event stream reads it until it ends). */
    async job(auth: AuthContext, projectId: string, jobId: string, language: Language): Promise<DesignJob> {
      await ownProject(auth, projectId, language);
      const job = await findDesignJob(deps.pool, jobId, auth.clientId!);
      if (!job || job.project_id !== projectId) throw new DomainError('NOT_FOUND');
      return toJob(job, language);
    },

    async gallery(auth: AuthContext, projectId: string, language: Language, order: DesignGalleryOrder = 'newest'): Promise<DesignImage[]> {
      await ownProject(auth, projectId, language);
      return (await designGallery(deps.pool, projectId, auth.clientId!, order)).map(toImage);
    },

    /**
     * One click from a generated design to a package evaluation: a survey project named after the design project, with
     * the preference score, heat map and image words ordered, the design's scored segment (or the overall one) and
     * category, and the design as its image. The caller confirms and calculates it (the image quota counts then).
     */
    async evaluate(auth: AuthContext, projectId: string, imageId: string, info: RequestInfo): Promise<DesignEvaluationStarted> {
      const language = info.language ?? 'ja';
      const source = await ownProject(auth, projectId, language);
      const image = await findDesignImage(deps.pool, projectId, imageId, auth.clientId!);
      const stored = image && (await deps.blobs!.get(image.blob_key));
      if (!image || !stored) throw new DomainError('NOT_FOUND');
      const upload = await evaluationUpload(new Uint8Array(stored), image.media_type);
      const number = `${image.position + 1}`;
      const suffix = ` #${number}`;
      const created = await projects.create(auth, { name: `${source.name.slice(0, 100 - suffix.length)}${suffix}`, type: 1, department: source.department }, info);
      await projects.selectMenus(auth, created.id, ['preference_score', 'heatmap', 'image_word'], info);
      await projects.selectSegments(auth, created.id, [image.score?.segmentId ?? overallSegmentId], info);
      const uploaded = await projects.upload(auth, created.id, [{ name: `design ${number}`, fileName: `design-${number}.${upload.extension}`, bytes: upload.bytes }], info);
      const evaluated = uploaded.images[0].id;
      await projects.selectCategories(auth, created.id, [{ image_id: evaluated, category_id: image.score?.categoryId ?? defaultCategoryId }], info);
      return { project_id: created.id, image_id: evaluated };
    },

    /** Prompt assist (section 5): an image prompt from category, shape and keywords, through the project's gate. */
    async promptAssist(auth: AuthContext, projectId: string, input: { prompt: string; categoryId: number; shape: PackShapeCode }, info: RequestInfo) {
      await ownProject(auth, projectId, info.language ?? 'ja');
      return assistPrompt(auth, projectId, input, info);
    },

    /** A design's pixels against a print size at 300 dpi (a gallery image or an uploaded input of the project). */
    async printReadiness(auth: AuthContext, projectId: string, design: { imageId: string } | { inputId: string }, size: { width_mm: number; height_mm: number }, language: Language): Promise<PrintReadinessReport> {
      await ownProject(auth, projectId, language);
      const found =
        'imageId' in design
          ? await findDesignImage(deps.pool, projectId, design.imageId, auth.clientId!)
          : (await designInputs(deps.pool, projectId, auth.clientId!)).find((input) => input.input_id === design.inputId);
      if (!found) throw new DomainError('NOT_FOUND');
      const r = printReadiness(found.width, found.height, size.width_mm, size.height_mm);
      return {
        width_px: r.widthPx,
        height_px: r.heightPx,
        width_mm: r.widthMm,
        height_mm: r.heightMm,
        required_width_px: r.requiredWidthPx,
        required_height_px: r.requiredHeightPx,
        effective_dpi: r.effectiveDpi,
        ready: r.ready,
        suggested_scale: r.suggestedScale,
        dpi_after_upscale: r.dpiAfterUpscale,
      };
    },

    /** Deletes an image from the gallery and its stored bytes (a signed link given out before stops working). */
    async deleteImage(auth: AuthContext, projectId: string, imageId: string, info: RequestInfo): Promise<void> {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const image = await findDesignImage(deps.pool, projectId, imageId, auth.clientId!);
      if (!image) throw new DomainError('NOT_FOUND');
      const result = await handle(designProjectStream(projectId), { type: 'DeleteDesignImage', imageId, by: auth.userId, now: now().toISOString() }, meta(auth, info));
      await deps.blobs!.delete(image.blob_key);
      await settle(result.append?.positions.at(-1));
    },
  };
}
export type DesignProjectsService = ReturnType<typeof designProjectsService>;
