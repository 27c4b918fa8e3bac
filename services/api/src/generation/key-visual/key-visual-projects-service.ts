import { randomUUID } from 'node:crypto';
import {
  DomainError,
  errorCatalogue,
  formatErrorMessage,
  isProjectExpired,
  keyVisualLimits,
  keyVisualPlacements,
  readEvent,
  timeLimits,
  type ErrorCode,
  type KeyVisualGenerationRequest,
  type KeyVisualImage,
  type KeyVisualJob,
  type KeyVisualMessage,
  type KeyVisualMessageRequest,
  type KeyVisualProjectDetail,
  type KeyVisualType,
  type Language,
} from '@packlens/contracts';
import { keyVisualSceneRequest, storedRequestOf, type ProviderId } from '@packlens/generation';
import { commandHandler } from '@packlens/kernel';
import {
  designInputs,
  findKeyVisualImage,
  findKeyVisualJob,
  findKeyVisualMessage,
  findProject,
  keyVisualGallery,
  keyVisualJobs,
  keyVisualMessages,
  keyVisualProject,
  systemSettings,
  type KeyVisualImageRow,
  type KeyVisualJobRow,
  type KeyVisualMessageRow,
} from '@packlens/projections';
import type { AppDeps } from '../../app/deps';
import { assertServiceAllowed } from '../../billing/service-gate';
import { clientAccountOf } from '../../identity/client-account';
import { generationProjectCreated } from '../project-created';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../../identity/identity-service';
import { readYourWrites } from '../../identity/read-your-writes';
import { commandMetadata, loadState } from '../../identity/streams';
import { fileLinks } from '../../projects/file-links';
import type { IncomingFile } from '../../projects/uploads';
import { keyVisualProjectDecider, sceneHistory, type KeyVisualProjectEvent } from '../deciders';
import { prepareDesignInputs } from '../design/design-inputs';
import { designAnswererOf, designProviderOf } from '../design/design-providers';
import { modelIdOf, providerOf } from '../text-requests';
import { keyVisualImageNotice, keyVisualTextNotice } from './key-visual-notices';

type Connections = () => Promise<Partial<Record<ProviderId, { models?: Record<string, string> }>>>;

export const keyVisualProjectStream = (projectId: string) => `key-visual-project-${projectId}`;

/**
 * Key visuals (type 7, issue 13 item 5): every use case checks the caller's client and section 6's gate (Japan,
 * Japanese, the monthly / generate / key-visual plan) on the server, decides on the project's stream, and answers
 * from the projects read model. A message is a text job (the scene description, streamed), a generation an image job
 * (the scene drawn, the real pack cut out and placed); both run on the one generation queue.
 */
export function keyVisualProjectsService(deps: AppDeps, identity: IdentityService, connections: Connections) {
  const handle = commandHandler(deps.store, keyVisualProjectDecider, { readEvent: (type, data, version) => readEvent(type, data, version) as unknown as KeyVisualProjectEvent });
  const settle = readYourWrites(deps.pool, deps.logger);
  const links = fileLinks(deps.config.jwtSecret, deps.clock);
  const now = () => deps.clock();
  const meta = (auth: AuthContext, info: RequestInfo) => ({ commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), auth.clientId, info.requestId, now()) });
  const gate = async (auth: AuthContext, language: Language) => assertServiceAllowed('keyVisual', await identity.account(auth), language);
  const loadProject = (projectId: string) => loadState(deps.store, keyVisualProjectDecider, keyVisualProjectStream(projectId));

  /** The caller's client's key-visual project, through the gate, or NOT_FOUND. */
  async function ownProject(auth: AuthContext, projectId: string, language: Language) {
    const row = await findProject(deps.pool, projectId, auth.clientId);
    if (!row || row.type !== 7) throw new DomainError('NOT_FOUND');
    await gate(auth, language);
    return row;
  }

  const errorOf = (code: string | null, language: Language) => {
    if (!code) return null;
    const known = (Object.hasOwn(errorCatalogue, code) ? code : 'GENERATION_FAILED') as ErrorCode;
    return { code: known, message: formatErrorMessage(known, language, { minutes: timeLimits.generationMaxWaitMinutes }) };
  };
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const provenanceUrl = (key: string | null) => (key ? links.url({ blobKey: key, contentType: 'application/json' }) : null);

  function toMessage(row: KeyVisualMessageRow, language: Language): KeyVisualMessage {
    return {
      job_id: row.job_id,
      turn: row.turn,
      message: row.instruction ?? '',
      status: row.status,
      scene_description: row.status === 'completed' ? row.text : null,
      model_code: row.model_code,
      provider: row.provider,
      model: row.model,
      demo: row.provider === 'demo',
      error: errorOf(row.error_code, language),
      requested_at: row.requested_at.toISOString(),
      completed_at: iso(row.completed_at),
    };
  }

  function toJob(row: KeyVisualJobRow, language: Language): KeyVisualJob {
    const offline = row.provider === 'offline';
    return {
      job_id: row.job_id,
      type: row.key_visual_type as KeyVisualType,
      model_code: row.model_code,
      batch_size: row.batch_size,
      status: row.status,
      provider: row.provider,
      model: row.model,
      demo: row.demo,
      configure_provider: offline ? designProviderOf(row.model_code) : null,
      demo_notice: offline ? keyVisualImageNotice(row.model_code, language) : null,
      error: errorOf(row.error_code, language),
      requested_at: row.requested_at.toISOString(),
      completed_at: iso(row.completed_at),
      provenance_url: provenanceUrl(row.provenance_blob_key),
    };
  }

  const toImage = (row: KeyVisualImageRow): KeyVisualImage => ({
    image_id: row.image_id,
    job_id: row.job_id,
    type: row.key_visual_type as KeyVisualType,
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
  });

  /** Who answers a text model now: its provider when configured, else the demo writer. */
  async function textAnswerer(modelCode: string) {
    const configured = await connections();
    const provider = providerOf(modelCode);
    return configured[provider] ? { provider, model: modelIdOf(modelCode, configured[provider]?.models) } : { provider: 'demo' as const, model: modelIdOf(modelCode) };
  }

  async function detail(auth: AuthContext, projectId: string, language: Language, position?: Parameters<typeof settle>[0]): Promise<KeyVisualProjectDetail> {
    await settle(position);
    const clientId = auth.clientId!;
    // The jobs first, then the project and the gallery: a job read as completed has the project's status and its images
    // committed with it (one projection transaction); read the other way round, a completed job could show beside none.
    const jobs = await keyVisualJobs(deps.pool, projectId, clientId);
    const row = await ownProject(auth, projectId, language);
    const [project, packs, messages, gallery, settings, textModel] = await Promise.all([
      keyVisualProject(deps.pool, projectId, clientId),
      designInputs(deps.pool, projectId, clientId),
      keyVisualMessages(deps.pool, projectId, clientId),
      keyVisualGallery(deps.pool, projectId, clientId),
      systemSettings(deps.pool),
      textAnswerer(keyVisualLimits.defaultTextModelCode),
    ]);
    const pack = packs.at(-1);
    const scene = [...messages].reverse().find((message) => message.status === 'completed' && message.text);
    return {
      id: row.project_id,
      name: row.name,
      type: 7,
      country: row.country as KeyVisualProjectDetail['country'],
      department: row.department,
      status: row.status,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      menu: project?.type ? { type: project.type as KeyVisualType, product: project.product } : null,
      pack: pack
        ? {
            input_id: pack.input_id,
            file_name: pack.file_name,
            media_type: pack.media_type,
            bytes: pack.bytes,
            width: pack.width,
            height: pack.height,
            url: links.url({ blobKey: pack.blob_key, contentType: pack.media_type }),
            uploaded_at: pack.uploaded_at.toISOString(),
          }
        : null,
      messages: messages.map((message) => toMessage(message, language)),
      scene_description: scene?.text ?? null,
      jobs: jobs.map((job) => toJob(job, language)),
      gallery: gallery.map(toImage),
      limits: { images_used: project?.images_made ?? 0, image_limit: keyVisualLimits.maxTotalImages, messages_used: messages.length, message_limit: settings.chat_request_limit },
      text_demo_notice: textModel.provider === 'demo' ? keyVisualTextNotice(keyVisualLimits.defaultTextModelCode, language) : null,
    };
  }

  return {
    detail,

    async create(auth: AuthContext, input: { name: string; department: string }, info: RequestInfo) {
      const language = info.language ?? 'ja';
      const account = await clientAccountOf(deps.pool, auth);
      await gate(auth, language);
      const data = generationProjectCreated(account, 7, { name: input.name, department: input.department }, now());
      const projectId = data.projectId;
      const result = await handle(keyVisualProjectStream(projectId), { type: 'CreateKeyVisualProject', data }, meta(auth, info));
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    async selectMenu(auth: AuthContext, projectId: string, input: { type: KeyVisualType; product: string }, info: RequestInfo) {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const result = await handle(keyVisualProjectStream(projectId), { type: 'SelectKeyVisualMenu', menu: input, now: now().toISOString() }, meta(auth, info));
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    /** One jpg or png of the pack, checked by its bytes and re-encoded; the latest upload is the one placed. */
    async uploadPack(auth: AuthContext, projectId: string, files: IncomingFile[], info: RequestInfo) {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      if (files.length === 0) throw new DomainError('IMAGE_REQUIRED', {}, { files: 'IMAGE_REQUIRED' });
      if (files.length > 1) throw new DomainError('TOO_MANY_IMAGES_PER_UPLOAD', { max: 1 }, { files: 'TOO_MANY_IMAGES_PER_UPLOAD' });
      const state = await loadProject(projectId);
      if (state.status !== 'open') throw new DomainError('NOT_FOUND');
      if (isProjectExpired(state.expiresAt, now())) throw new DomainError('PROJECT_EXPIRED');
      const prepared = await prepareDesignInputs(files);
      const [input] = await prepared.store(deps.blobs!, auth.clientId!);
      const result = await handle(keyVisualProjectStream(projectId), { type: 'UploadKeyVisualPack', input, now: now().toISOString() }, meta(auth, info));
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    /** A message of the conversation: a text job whose answer is the scene the images will show. */
    async message(auth: AuthContext, projectId: string, input: KeyVisualMessageRequest, info: RequestInfo): Promise<KeyVisualMessage> {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const state = await loadProject(projectId);
      if (state.status !== 'open') throw new DomainError('NOT_FOUND');
      if (!state.menu) throw new DomainError('FIELD_REQUIRED', {}, { type: 'FIELD_REQUIRED' });
      const settings = await systemSettings(deps.pool);
      const who = await textAnswerer(input.model_code);
      const request = keyVisualSceneRequest(
        {
          language: input.language ?? language,
          type: state.menu.type,
          product: state.menu.product,
          history: sceneHistory(state),
          message: input.message,
          placement: keyVisualPlacements[state.menu.type],
        },
        { model: who.model, maxOutputTokens: settings.chat_token_limit },
      );
      const jobId = randomUUID();
      const result = await handle(
        keyVisualProjectStream(projectId),
        {
          type: 'RequestSceneMessage',
          request: {
            jobId,
            requestedBy: auth.userId,
            instruction: input.message,
            modelCode: input.model_code,
            provider: who.provider,
            request: storedRequestOf(request),
            timeoutMs: timeLimits.generationMaxWaitMinutes * 60_000,
          },
          messageLimit: settings.chat_request_limit,
          now: now().toISOString(),
        },
        meta(auth, info),
      );
      await settle(result.append?.positions.at(-1));
      const row = await findKeyVisualMessage(deps.pool, jobId, auth.clientId!);
      if (!row) throw new DomainError('NOT_FOUND');
      return toMessage(row, language);
    },

    /** Images of the agreed scene with the pack placed: every limit is checked first (nothing stored or charged on a refusal). */
    async generate(auth: AuthContext, projectId: string, input: KeyVisualGenerationRequest, info: RequestInfo): Promise<KeyVisualJob> {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const answerer = designAnswererOf(input.model_code, await connections());
      const jobId = randomUUID();
      const result = await handle(
        keyVisualProjectStream(projectId),
        {
          type: 'RequestKeyVisualImages',
          request: {
            jobId,
            requestedBy: auth.userId,
            modelCode: input.model_code,
            provider: answerer.provider as 'offline',
            request: { model: answerer.model, width: input.width, height: input.height, batchSize: input.batch_size, steps: null, seed: input.seed },
            timeoutMs: timeLimits.generationMaxWaitMinutes * 60_000,
          },
          maxTotalImages: keyVisualLimits.maxTotalImages,
          now: now().toISOString(),
        },
        meta(auth, info),
      );
      await settle(result.append?.positions.at(-1));
      const job = await findKeyVisualJob(deps.pool, jobId, auth.clientId!);
      if (!job) throw new DomainError('NOT_FOUND');
      return toJob(job, language);
    },

    /** One of the project's jobs as its event stream reads it: a message (text) or an image job. */
    async job(auth: AuthContext, projectId: string, jobId: string, language: Language): Promise<{ kind: 'message'; view: KeyVisualMessage } | { kind: 'images'; view: KeyVisualJob }> {
      await ownProject(auth, projectId, language);
      const clientId = auth.clientId!;
      const message = await findKeyVisualMessage(deps.pool, jobId, clientId);
      if (message && message.project_id === projectId) return { kind: 'message', view: toMessage(message, language) };
      const job = await findKeyVisualJob(deps.pool, jobId, clientId);
      if (job && job.project_id === projectId) return { kind: 'images', view: toJob(job, language) };
      throw new DomainError('NOT_FOUND');
    },

    async gallery(auth: AuthContext, projectId: string, language: Language): Promise<KeyVisualImage[]> {
      await ownProject(auth, projectId, language);
      return (await keyVisualGallery(deps.pool, projectId, auth.clientId!)).map(toImage);
    },

    /** Deletes an image and its stored file (a signed link given out before stops working); it still counts towards the total. */
    async deleteImage(auth: AuthContext, projectId: string, imageId: string, info: RequestInfo): Promise<void> {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const image = await findKeyVisualImage(deps.pool, projectId, imageId, auth.clientId!);
      if (!image) throw new DomainError('NOT_FOUND');
      const result = await handle(keyVisualProjectStream(projectId), { type: 'DeleteKeyVisualImage', imageId, by: auth.userId, now: now().toISOString() }, meta(auth, info));
      await deps.blobs!.delete(image.blob_key);
      await settle(result.append?.positions.at(-1));
    },
  };
}
export type KeyVisualProjectsService = ReturnType<typeof keyVisualProjectsService>;
