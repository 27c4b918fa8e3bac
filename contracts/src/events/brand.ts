import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event';

/**
 * Brand models (issue 13, item 3: "brand learning: brand name, brand prompt, category, shape; 10 to 30 of the client's
 * own images, LoRA files up to 50 MB") on `brand-model-<id>`, always of one client. A model is trained from the
 * client's images through Replicate's training API where the super admin configured Replicate (a job on the
 * generation queue), or brought as a LoRA file; without Replicate the job makes a labelled demo brand model (the
 * brand's colours read from its images; the demo image generator draws with them). A trained model is a model of the
 * brand generation mode for its client only.
 */
const uuid = z.string().uuid();
const isoTime = z.string().datetime();

export const brandTrainingProviders = ['replicate', 'offline'] as const;

export const BrandModelRegistered = defineEvent(
  'BrandModelRegistered',
  z.object({
    brandModelId: uuid,
    clientId: uuid,
    createdBy: uuid,
    brandName: z.string().max(40),
    /** What the brand looks like, in words; used with the trigger word in every prompt of the model. */
    brandPrompt: z.string().max(1000),
    categoryId: z.number().int().positive(),
    shape: z.string().max(20),
    /** The token the trained weights answer to (derived from the id: unique, not a word of any language). */
    triggerWord: z.string().max(40),
    at: isoTime,
  }),
);

export const BrandImagesUploaded = defineEvent(
  'BrandImagesUploaded',
  z.object({
    brandModelId: uuid,
    images: z.array(z.object({ imageId: uuid, fileName: z.string().max(255), blobKey: z.string(), width: z.number().int().positive(), height: z.number().int().positive() })).min(1),
    at: isoTime,
  }),
);

export const BrandImageRemoved = defineEvent('BrandImageRemoved', z.object({ brandModelId: uuid, imageId: uuid, at: isoTime }));

/** A LoRA the client already has (safetensors, at most 50 MB): the model is ready without a training. */
export const BrandLoraUploaded = defineEvent(
  'BrandLoraUploaded',
  z.object({ brandModelId: uuid, fileName: z.string().max(255), blobKey: z.string(), bytes: z.number().int().positive(), sha256: z.string().length(64), at: isoTime }),
);

export const BrandTrainingRequested = defineEvent(
  'BrandTrainingRequested',
  z.object({
    brandModelId: uuid,
    /** The job's id on the generation queue. */
    trainingId: uuid,
    clientId: uuid,
    requestedBy: uuid,
    provider: z.enum(brandTrainingProviders),
    /** Replicate's trainer version (the super admin's `brand_trainer`), when provider is replicate. */
    trainer: z.string().nullable(),
    imageBlobKeys: z.array(z.string()).min(1),
    triggerWord: z.string(),
    brandPrompt: z.string(),
    timeoutMs: z.number().int().positive(),
    requestedAt: isoTime,
  }),
);

export const BrandTrainingProgressed = defineEvent(
  'BrandTrainingProgressed',
  z.object({ brandModelId: uuid, trainingId: uuid, stage: z.enum(['preparing', 'training']), at: isoTime }),
);

export const BrandModelTrained = defineEvent(
  'BrandModelTrained',
  z.object({
    brandModelId: uuid,
    trainingId: uuid,
    clientId: uuid,
    provider: z.enum(brandTrainingProviders),
    /** Replicate's trained version (`owner/name:version`), or the demo brand model's id. */
    version: z.string(),
    demo: z.boolean(),
    /** The brand's colours read from its images (hex, most frequent first). */
    palette: z.array(z.string().regex(/^#[0-9a-f]{6}$/)).max(8),
    completedAt: isoTime,
  }),
);

export const BrandTrainingFailed = defineEvent(
  'BrandTrainingFailed',
  z.object({ brandModelId: uuid, trainingId: uuid, clientId: uuid, code: z.string(), detail: z.string().max(1000).default(''), failedAt: isoTime }),
);

export const brandEvents = {
  BrandModelRegistered,
  BrandImagesUploaded,
  BrandImageRemoved,
  BrandLoraUploaded,
  BrandTrainingRequested,
  BrandTrainingProgressed,
  BrandModelTrained,
  BrandTrainingFailed,
} as const;

export type BrandEvent =
  | EventOf<typeof BrandModelRegistered>
  | EventOf<typeof BrandImagesUploaded>
  | EventOf<typeof BrandImageRemoved>
  | EventOf<typeof BrandLoraUploaded>
  | EventOf<typeof BrandTrainingRequested>
  | EventOf<typeof BrandTrainingProgressed>
  | EventOf<typeof BrandModelTrained>
  | EventOf<typeof BrandTrainingFailed>;
