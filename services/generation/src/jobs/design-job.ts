import sharp from 'sharp';
import type { EventOf, DesignGenerationRequested } from '@packlens/contracts';
import type { BlobStore } from '@packlens/kernel';
import { ProviderError } from '../errors';
import type { ImageModel, ImageRequestBase, ImageResult, UpscaleFactor } from '../ports';
import { makeLogo } from './logo-job';
import { makeKeyVisual } from './key-visual-job';

/** A design generation job as the queue holds it: the `DesignGenerationRequested` event's data. */
export type DesignJob = EventOf<typeof DesignGenerationRequested>['data'];

/** The job queue's `service` for design jobs (the text services have theirs). */
export const designJobService = 'design';

async function blobOf(blobs: BlobStore, key: string, provider: string): Promise<Uint8Array> {
  const bytes = await blobs.get(key);
  if (!bytes) throw new ProviderError('bad_request', `input ${key} is no longer stored`, { provider });
  return new Uint8Array(bytes);
}

/** Asks the image model for the job's mode, with the inputs read from the blob store; `onProgress` hears a job's stages where it has some. */
export async function makeDesign(model: ImageModel, job: DesignJob, blobs: BlobStore, signal: AbortSignal, onProgress?: (line: string) => void): Promise<ImageResult> {
  const r = job.request;
  const images = await Promise.all(r.inputBlobKeys.map((key) => blobOf(blobs, key, job.provider)));
  const base: ImageRequestBase = {
    model: r.model,
    prompt: r.prompt,
    negativePrompt: r.negativePrompt || undefined,
    width: r.width,
    height: r.height,
    count: r.batchSize,
    seed: r.seed ?? undefined,
    steps: r.steps ?? undefined,
    signal,
  };
  switch (job.mode) {
    case 'text_to_image':
      return model.generate(base);
    case 'background_removal':
      return model.removeBackground({ model: r.model, signal, image: images[0]! });
    case 'merge':
      return model.compose({ ...base, images });
    case 'inpaint':
      return model.edit({ ...base, images, mask: r.maskBlobKey ? await blobOf(blobs, r.maskBlobKey, job.provider) : undefined });
    case 'brand_generation':
      // The prompt carries the brand model's trigger word; the model is the trained version (or the demo with the brand's colours).
      return model.generate({ ...base, brandPalette: r.palette ?? undefined, loraWeights: r.loraWeights ?? undefined });
    case 'image_fix':
      // The whole image changed as the prompt says; the other images, where the model takes them, are references.
      return model.edit({ ...base, images });
    case 'upscale':
      if (!model.upscale) throw new ProviderError('bad_request', `${model.provider} does not upscale`, { provider: job.provider });
      return model.upscale({ image: images[0]!, scale: (r.scale ?? 2) as UpscaleFactor, signal });
    case 'logo':
      return makeLogo(model, job, blobs, signal);
    case 'key_visual':
      return makeKeyVisual(model, job, blobs, signal, onProgress);
    default: {
      const unknown: never = job.mode;
      throw new ProviderError('bad_request', `unknown mode ${String(unknown)}`, { provider: job.provider });
    }
  }
}

/** Width and height of an image the model returned (stored with it, shown in the gallery). */
export async function sizeOf(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? 1, height: meta.height ?? 1 };
}
