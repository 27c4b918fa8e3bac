import { createHash, randomUUID } from 'node:crypto';
import {
  DomainError,
  errorCatalogue,
  formatErrorMessage,
  timeLimits,
  type BrandModel,
  type BrandModelCreateRequest,
  type ErrorCode,
  type Language,
} from '@packlens/contracts';
import { brandImages, brandModels, findBrandModel, type BrandImageRow, type BrandModelRow } from '@packlens/projections';
import type { ProviderId } from '@packlens/generation';
import type { AppDeps } from '../../app/deps';
import { assertServiceAllowed } from '../../billing/service-gate';
import { clientAccountOf } from '../../identity/client-account';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../../identity/identity-service';
import { readYourWrites } from '../../identity/read-your-writes';
import { commandMetadata } from '../../identity/streams';
import type { IncomingFile } from '../../projects/uploads';
import { fileLinks } from '../../projects/file-links';
import { prepareDesignInputs } from '../design/design-inputs';
import { brandModelHandler, brandModelStream } from './brand-streams';
import { brandDemoNotice } from './brand-demo-notice';
import { checkLoraFile } from './lora-file';

type Connections = () => Promise<Partial<Record<ProviderId, { models?: Record<string, string> }>>>;

/** The token a trained model answers to: from the id, so unique, and not a word of any language. */
export const triggerWordOf = (brandModelId: string) => `PKLB${brandModelId.replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/**
 * Brand models (issue 13, item 3): each use case checks the caller's client and the design-generation gate (brand
 * generation is a mode of it) on the server, decides on the model's stream and answers from the brand-models read
 * model. A training is a job on the generation queue: Replicate's training API where the super admin configured
 * Replicate and its brand trainer, else the labelled demo brand model.
 */
export function brandModelsService(deps: AppDeps, identity: IdentityService, connections: Connections) {
  const handle = brandModelHandler(deps.store);
  const settle = readYourWrites(deps.pool, deps.logger);
  const links = fileLinks(deps.config.jwtSecret, deps.clock);
  const now = () => deps.clock();
  const meta = (auth: AuthContext, info: RequestInfo) => ({ commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), auth.clientId, info.requestId, now()) });
  const gate = async (auth: AuthContext, language: Language) => assertServiceAllowed('designGeneration', await identity.account(auth), language);

  const errorOf = (code: string | null, language: Language) => {
    if (!code) return null;
    const known = (Object.hasOwn(errorCatalogue, code) ? code : 'GENERATION_FAILED') as ErrorCode;
    return { code: known, message: formatErrorMessage(known, language, { minutes: timeLimits.generationMaxWaitMinutes }) };
  };

  function toModel(row: BrandModelRow, images: readonly BrandImageRow[], language: Language): BrandModel {
    return {
      id: row.brand_model_id,
      brand_name: row.brand_name,
      brand_prompt: row.brand_prompt,
      category_id: row.category_id,
      shape: row.shape,
      trigger_word: row.trigger_word,
      status: row.status,
      images: images
        .filter((image) => image.brand_model_id === row.brand_model_id)
        .map((image) => ({ image_id: image.image_id, file_name: image.file_name, width: image.width, height: image.height, url: links.url({ blobKey: image.blob_key, contentType: 'image/png' }) })),
      lora: row.lora && { file_name: row.lora.fileName, bytes: row.lora.bytes },
      provider: row.provider,
      version: row.version,
      demo: row.demo,
      palette: row.palette,
      demo_notice: row.demo || row.provider === 'lora' ? brandDemoNotice(row.provider === 'lora' ? 'lora' : 'training', language) : null,
      error: errorOf(row.error_code, language),
      created_at: row.created_at.toISOString(),
      trained_at: row.trained_at?.toISOString() ?? null,
    };
  }

  /** The caller's client's brand model, through the gate, or NOT_FOUND. */
  async function own(auth: AuthContext, brandModelId: string, language: Language): Promise<BrandModelRow> {
    const row = await findBrandModel(deps.pool, brandModelId, auth.clientId!);
    if (!row) throw new DomainError('NOT_FOUND');
    await gate(auth, language);
    return row;
  }

  async function detail(auth: AuthContext, brandModelId: string, language: Language, position?: Parameters<typeof settle>[0]): Promise<BrandModel> {
    await settle(position);
    const row = await own(auth, brandModelId, language);
    return toModel(row, await brandImages(deps.pool, [row.brand_model_id], auth.clientId!), language);
  }

  return {
    detail,
    own,

    async list(auth: AuthContext, language: Language): Promise<BrandModel[]> {
      await gate(auth, language);
      const rows = await brandModels(deps.pool, auth.clientId!);
      const images = await brandImages(deps.pool, rows.map((row) => row.brand_model_id), auth.clientId!);
      return rows.map((row) => toModel(row, images, language));
    },

    async create(auth: AuthContext, input: BrandModelCreateRequest, info: RequestInfo): Promise<BrandModel> {
      const language = info.language ?? 'ja';
      const account = await clientAccountOf(deps.pool, auth);
      await gate(auth, language);
      const brandModelId = randomUUID();
      const data = {
        brandModelId,
        clientId: account.client_id,
        createdBy: account.user_id,
        brandName: input.brand_name,
        brandPrompt: input.brand_prompt,
        categoryId: input.category_id,
        shape: input.shape,
        triggerWord: triggerWordOf(brandModelId),
        at: now().toISOString(),
      };
      const result = await handle(brandModelStream(brandModelId), { type: 'RegisterBrandModel', data }, meta(auth, info));
      return detail(auth, brandModelId, language, result.append?.positions.at(-1));
    },

    /** The client's own images (jpg, png or PSD): checked by their bytes, re-encoded, 30 at most in all. */
    async uploadImages(auth: AuthContext, brandModelId: string, files: IncomingFile[], info: RequestInfo): Promise<BrandModel> {
      const language = info.language ?? 'ja';
      await own(auth, brandModelId, language);
      const prepared = await prepareDesignInputs(files);
      const images = (await prepared.store(deps.blobs!, auth.clientId!)).map((image) => ({ imageId: image.inputId, fileName: image.fileName, blobKey: image.blobKey, width: image.width, height: image.height }));
      const result = await handle(brandModelStream(brandModelId), { type: 'UploadBrandImages', images, now: now().toISOString() }, meta(auth, info));
      return detail(auth, brandModelId, language, result.append?.positions.at(-1));
    },

    async removeImage(auth: AuthContext, brandModelId: string, imageId: string, info: RequestInfo): Promise<BrandModel> {
      const language = info.language ?? 'ja';
      await own(auth, brandModelId, language);
      const result = await handle(brandModelStream(brandModelId), { type: 'RemoveBrandImage', imageId, now: now().toISOString() }, meta(auth, info));
      return detail(auth, brandModelId, language, result.append?.positions.at(-1));
    },

    /** A LoRA the client already has (safetensors, 50 MB at most), stored by content under the client. */
    async uploadLora(auth: AuthContext, brandModelId: string, file: IncomingFile | undefined, info: RequestInfo): Promise<BrandModel> {
      const language = info.language ?? 'ja';
      await own(auth, brandModelId, language);
      if (!file) throw new DomainError('FILE_REQUIRED', {}, { file: 'FILE_REQUIRED' });
      checkLoraFile(file.fileName, file.bytes);
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const blobKey = `clients/${auth.clientId}/brand-models/${brandModelId}/${sha256}.safetensors`;
      await deps.blobs!.put(blobKey, Buffer.from(file.bytes), { contentType: 'application/octet-stream' });
      const lora = { fileName: file.fileName.slice(0, 255), blobKey, bytes: file.bytes.byteLength, sha256 };
      const result = await handle(brandModelStream(brandModelId), { type: 'UploadBrandLora', lora, now: now().toISOString() }, meta(auth, info));
      return detail(auth, brandModelId, language, result.append?.positions.at(-1));
    },

    /** Queues a training: on Replicate with the super admin's brand trainer, else the labelled demo brand model. */
    async train(auth: AuthContext, brandModelId: string, info: RequestInfo): Promise<BrandModel> {
      const language = info.language ?? 'ja';
      await own(auth, brandModelId, language);
      const replicate = (await connections()).replicate;
      const trainer = replicate?.models?.brand_trainer || null;
      const provider = replicate && trainer ? ('replicate' as const) : ('offline' as const);
      const request = { trainingId: randomUUID(), requestedBy: auth.userId, provider, trainer: provider === 'replicate' ? trainer : null, timeoutMs: timeLimits.brandTrainingMaxMinutes * 60_000 };
      const result = await handle(brandModelStream(brandModelId), { type: 'RequestBrandTraining', request, now: now().toISOString() }, meta(auth, info));
      return detail(auth, brandModelId, language, result.append?.positions.at(-1));
    },
  };
}
export type BrandModelsService = ReturnType<typeof brandModelsService>;
