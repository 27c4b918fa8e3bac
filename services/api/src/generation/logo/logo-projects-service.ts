import { randomInt, randomUUID } from 'node:crypto';
import {
  currencyOf,
  DesignRequestSchema,
  DomainError,
  errorCatalogue,
  formatErrorMessage,
  logoLimits,
  servicePrices,
  timeLimits,
  type ErrorCode,
  type Language,
  type LogoBriefData,
  type LogoBriefRequest,
  type LogoGenerationRequest,
  type LogoImage,
  type LogoJob,
  type LogoProjectCreateRequest,
  type LogoProjectDetail,
} from '@packlens/contracts';
import { designGallery, designInputs, designJobs, findDesignImage, findDesignJob, findProject, logoBrief, logoVectors, type DesignImageRow, type DesignJobRow } from '@packlens/projections';
import { logoPromptOf, type ProviderId } from '@packlens/generation';
import type { AppDeps } from '../../app/deps';
import { assertServiceAllowed } from '../../billing/service-gate';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../../identity/identity-service';
import { clientAccountOf } from '../../identity/client-account';
import { generationProjectCreated } from '../project-created';
import { readYourWrites } from '../../identity/read-your-writes';
import { commandMetadata, loadState } from '../../identity/streams';
import { fileLinks } from '../../projects/file-links';
import type { IncomingFile } from '../../projects/uploads';
import { logoProjectDecider, referencesLeft } from '../deciders';
import { prepareDesignInputs } from '../design/design-inputs';
import { designAnswererOf, designProviderOf } from '../design/design-providers';
import { logoDemoNotice } from './logo-demo-notice';
import { logoProjectHandler, logoProjectStream } from './logo-streams';

type Connections = () => Promise<Partial<Record<ProviderId, { models?: Record<string, string> }>>>;

const briefOf = (input: LogoBriefRequest): LogoBriefData => ({ brandName: input.brand_name, style: input.style, colours: input.colours, description: input.description });

/**
 * Logo creation (type 3, issue 13 item 6). Each use case checks the caller's client and the logo gate (a paying
 * member) on the server, decides on the project's stream, and answers from the projects read model. A generation is
 * a design job in mode `logo` on the one generation queue: the worker draws the raster (the model's provider, or the
 * labelled demo), traces its SVG here, stores both, and charges the project once (section 9: 15,000 JPY).
 */
export function logoProjectsService(deps: AppDeps, identity: IdentityService, connections: Connections) {
  const handle = logoProjectHandler(deps.store);
  const settle = readYourWrites(deps.pool, deps.logger);
  const links = fileLinks(deps.config.jwtSecret, deps.clock);
  const now = () => deps.clock();
  const meta = (auth: AuthContext, info: RequestInfo) => ({ commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), auth.clientId, info.requestId, now()) });
  const gate = async (auth: AuthContext, language: Language) => assertServiceAllowed('logo', await identity.account(auth), language);
  const blobs = () => {
    if (!deps.blobs) throw new Error('logo projects need a blob store');
    return deps.blobs;
  };

  /** The caller's client's logo project, through the gate, or NOT_FOUND. */
  async function ownProject(auth: AuthContext, projectId: string, language: Language) {
    const row = await findProject(deps.pool, projectId, auth.clientId);
    if (!row || row.type !== 3) throw new DomainError('NOT_FOUND');
    await gate(auth, language);
    return row;
  }

  async function openState(projectId: string) {
    const state = await loadState(deps.store, logoProjectDecider, logoProjectStream(projectId));
    if (state.status !== 'open') throw new DomainError('NOT_FOUND');
    return state;
  }

  const errorOf = (code: string | null, language: Language) => {
    if (!code) return null;
    const known = (Object.hasOwn(errorCatalogue, code) ? code : 'GENERATION_FAILED') as ErrorCode;
    return { code: known, message: formatErrorMessage(known, language, { minutes: timeLimits.generationMaxWaitMinutes }) };
  };

  function toJob(row: DesignJobRow, language: Language): LogoJob {
    const offline = row.provider === 'offline';
    return {
      job_id: row.job_id,
      model_code: row.model_code,
      provider: row.provider,
      status: row.status,
      model: row.model,
      demo: row.demo,
      configure_provider: offline ? designProviderOf(row.model_code) : null,
      demo_notice: offline ? logoDemoNotice(row.model_code, language) : null,
      error: errorOf(row.error_code, language),
      requested_at: row.requested_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
      provenance_url: row.provenance_blob_key ? links.url({ blobKey: row.provenance_blob_key, contentType: 'application/json' }) : null,
    };
  }

  const toImage = (row: DesignImageRow, vectors: Map<string, string>): LogoImage => {
    const vector = vectors.get(row.image_id);
    return {
      image_id: row.image_id,
      job_id: row.job_id,
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
      svg_url: vector ? links.url({ blobKey: vector, contentType: 'image/svg+xml' }) : null,
      created_at: row.created_at.toISOString(),
    };
  };

  async function galleryOf(auth: AuthContext, projectId: string): Promise<LogoImage[]> {
    const [images, vectors] = await Promise.all([designGallery(deps.pool, projectId, auth.clientId!), logoVectors(deps.pool, projectId, auth.clientId!)]);
    return images.map((image) => toImage(image, vectors));
  }

  async function detail(auth: AuthContext, projectId: string, language: Language, position?: Parameters<typeof settle>[0]): Promise<LogoProjectDetail> {
    await settle(position);
    // The jobs first, then the project and the gallery: a job read as completed has the project's status and its images
    // committed with it (one projection transaction); read the other way round, a completed job could show beside none.
    const jobs = await designJobs(deps.pool, projectId, auth.clientId!);
    const row = await ownProject(auth, projectId, language);
    const [brief, references, gallery] = await Promise.all([logoBrief(deps.pool, projectId, auth.clientId!), designInputs(deps.pool, projectId, auth.clientId!), galleryOf(auth, projectId)]);
    if (!brief) throw new DomainError('NOT_FOUND');
    const currency = currencyOf(row.country);
    return {
      id: row.project_id,
      name: row.name,
      type: 3,
      country: row.country as LogoProjectDetail['country'],
      department: row.department,
      status: row.status,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      brief: { brand_name: brief.brand_name, style: brief.style as LogoProjectDetail['brief']['style'], colours: brief.colours, description: brief.description },
      references: references.map((input) => ({
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
      gallery,
      // The worker charges the project with its first delivered logo (once: the charge's id is the project's).
      charge: { amount: servicePrices.logoCreation[currency] ?? 0, currency, charged: jobs.some((job) => job.status === 'completed') },
    };
  }

  return {
    detail,

    async create(auth: AuthContext, input: LogoProjectCreateRequest, info: RequestInfo): Promise<LogoProjectDetail> {
      const language = info.language ?? 'ja';
      const account = await clientAccountOf(deps.pool, auth);
      await gate(auth, language);
      const data = generationProjectCreated(account, 3, { name: input.brand_name, department: input.department }, now());
      const projectId = data.projectId;
      const result = await handle(logoProjectStream(projectId), { type: 'CreateLogoProject', data, brief: briefOf(input) }, meta(auth, info));
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    async enterBrief(auth: AuthContext, projectId: string, input: LogoBriefRequest, info: RequestInfo): Promise<LogoProjectDetail> {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const result = await handle(logoProjectStream(projectId), { type: 'EnterLogoBrief', brief: briefOf(input), now: now().toISOString() }, meta(auth, info));
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    /**
     * Reference images: at most two per project, counted before a byte is read; then checked by their bytes (jpg or
     * png, 4 MB) and re-encoded as design inputs are. Nothing is stored when one is refused.
     */
    async upload(auth: AuthContext, projectId: string, files: IncomingFile[], info: RequestInfo): Promise<LogoProjectDetail> {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const state = await openState(projectId);
      if (files.length > referencesLeft(state)) throw new DomainError('LOGO_REFERENCE_LIMIT', { max: logoLimits.referenceImages }, { files: 'LOGO_REFERENCE_LIMIT' });
      const prepared = await prepareDesignInputs(files);
      const references = await prepared.store(blobs(), auth.clientId!);
      const result = await handle(logoProjectStream(projectId), { type: 'UploadLogoReferences', references, now: now().toISOString() }, meta(auth, info));
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    /** Takes a reference off the project (its bytes stay: stored content-addressed, they may be another input's too). */
    async removeReference(auth: AuthContext, projectId: string, inputId: string, info: RequestInfo): Promise<void> {
      await ownProject(auth, projectId, info.language ?? 'ja');
      const result = await handle(logoProjectStream(projectId), { type: 'RemoveLogoReference', inputId, by: auth.userId, now: now().toISOString() }, meta(auth, info));
      await settle(result.append?.positions.at(-1));
    },

    /**
     * Queues a logo job with the brief and references the project holds now; the prompt is built here and recorded
     * with the job. Nothing is stored or charged when the request is refused; the charge comes with the first logo.
     */
    async generate(auth: AuthContext, projectId: string, input: LogoGenerationRequest, info: RequestInfo): Promise<LogoJob> {
      const language = info.language ?? 'ja';
      const row = await ownProject(auth, projectId, language);
      const state = await openState(projectId);
      if (!state.brief) throw new DomainError('NOT_FOUND');
      const answerer = designAnswererOf(input.model_code, await connections());
      const { prompt, negativePrompt } = logoPromptOf(state.brief, state.references.length);
      const currency = currencyOf(row.country);
      const jobId = randomUUID();
      const request = DesignRequestSchema.parse({
        model: answerer.model,
        prompt,
        negativePrompt,
        width: logoLimits.size,
        height: logoLimits.size,
        batchSize: input.count,
        // A seed is always recorded, so a logo can be drawn again; one in every model's range when none is given.
        seed: input.seed ?? randomInt(0, 1_000_000),
        inputIds: state.references.map((reference) => reference.inputId),
        inputBlobKeys: state.references.map((reference) => reference.blobKey),
        logo: { ...state.brief, charge: { amount: servicePrices.logoCreation[currency] ?? 0, currency } },
      });
      const result = await handle(
        logoProjectStream(projectId),
        {
          type: 'RequestLogoGeneration',
          request: { jobId, requestedBy: auth.userId, modelCode: input.model_code, provider: answerer.provider as 'offline', request, timeoutMs: timeLimits.generationMaxWaitMinutes * 60_000 },
          now: now().toISOString(),
        },
        meta(auth, info),
      );
      await settle(result.append?.positions.at(-1));
      const job = await findDesignJob(deps.pool, jobId, auth.clientId!);
      if (!job) throw new DomainError('NOT_FOUND');
      return toJob(job, language);
    },

    async job(auth: AuthContext, projectId: string, jobId: string, language: Language): Promise<LogoJob> {
      await ownProject(auth, projectId, language);
      const job = await findDesignJob(deps.pool, jobId, auth.clientId!);
      if (!job || job.project_id !== projectId) throw new DomainError('NOT_FOUND');
      return toJob(job, language);
    },

    async gallery(auth: AuthContext, projectId: string, language: Language): Promise<LogoImage[]> {
      await ownProject(auth, projectId, language);
      return galleryOf(auth, projectId);
    },

    /** Deletes a logo and its stored PNG and SVG (links given out before stop working). */
    async deleteImage(auth: AuthContext, projectId: string, imageId: string, info: RequestInfo): Promise<void> {
      await ownProject(auth, projectId, info.language ?? 'ja');
      const image = await findDesignImage(deps.pool, projectId, imageId, auth.clientId!);
      if (!image) throw new DomainError('NOT_FOUND');
      const vector = (await logoVectors(deps.pool, projectId, auth.clientId!)).get(imageId);
      const result = await handle(logoProjectStream(projectId), { type: 'DeleteLogoImage', imageId, by: auth.userId, now: now().toISOString() }, meta(auth, info));
      await blobs().delete(image.blob_key);
      if (vector) await blobs().delete(vector);
      await settle(result.append?.positions.at(-1));
    },
  };
}
export type LogoProjectsService = ReturnType<typeof logoProjectsService>;
