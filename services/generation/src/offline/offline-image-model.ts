import sharp from 'sharp';
import { ProviderError } from '../errors';
import type { ImageModel, ImageOutput, ImageRequestBase, ImageResult, UpscaleFactor } from '../ports';
import { upscale } from './upscaling';
import { boxOf, removeBackground } from './background-removal';
import { compose, type Layer } from './composition';
import { demoImage, demoImageModelId } from './demo-image';
import { decodeMask } from './raster';
import { repair } from './repair';

export const offlineImageModelId = 'packlens-offline-1';
const provider = 'offline';

export interface OfflineImageModelOptions {
  /**
   * The largest share of the image a mask may mark for a repair by inpainting; a larger one is a "large inpaint",
   * which needs a generative model, and gets the demo generator.
   */
  smallRepairShare?: number;
}

/**
 * The image port without a provider: what can be real here is real (background removal by GrabCut, composition
 * with sharp, small repairs by OpenCV inpainting); what needs a generative model (text to image, a whole-image or
 * large change) comes from the labelled demo generator and says so (`demo: true`); brand training needs Replicate.
 * No provider bills offline work, so every result counts 0 tickets.
 */
export class OfflineImageModel implements ImageModel {
  readonly provider = provider;

  constructor(private readonly options: OfflineImageModelOptions = {}) {}

  async generate(request: ImageRequestBase): Promise<ImageResult> {
    checkNotAborted(request.signal);
    return demoResult(request, 'text_to_image');
  }

  /** Repairs where the mask is transparent (the port's convention) when that is small; otherwise the demo. */
  async edit(request: ImageRequestBase & { images: Uint8Array[]; mask?: Uint8Array }): Promise<ImageResult> {
    checkNotAborted(request.signal);
    const [image] = request.images;
    if (!image) throw new ProviderError('bad_request', 'An edit needs an image', { provider });
    if (!request.mask) return demoResult(request, 'edit');
    const alpha = await decodeMask(request.mask, 'alpha');
    const damage = { ...alpha, data: alpha.data.map((a) => (a < 128 ? 255 : 0)) };
    const marked = damage.data.reduce((sum, v) => sum + (v ? 1 : 0), 0) / damage.data.length;
    if (marked === 0) throw new ProviderError('bad_request', 'The mask marks nothing to change (no transparent pixels)', { provider });
    if (marked > (this.options.smallRepairShare ?? 0.05)) return demoResult(request, 'large_inpaint');
    const bytes = await repair(image, damage);
    return { images: Array.from({ length: Math.max(1, request.count) }, () => png(bytes)), tickets: 0, model: offlineImageModelId };
  }

  async removeBackground(request: Pick<ImageRequestBase, 'model' | 'signal'> & { image: Uint8Array }): Promise<ImageResult> {
    checkNotAborted(request.signal);
    const cut = await removeBackground(request.image);
    return { images: [png(cut.png)], tickets: 0, model: offlineImageModelId };
  }

  /**
   * Without a layout to follow, the first image is the scene (scaled to cover width × height) and each other one a
   * pack: cut out unless it already has transparency, scaled to 60 % of the height, set side by side on the lower
   * part of the scene with a soft shadow. The prompt is not read.
   */
  async compose(request: ImageRequestBase & { images: Uint8Array[] }): Promise<ImageResult> {
    checkNotAborted(request.signal);
    const [scene, ...packs] = request.images;
    if (!scene) throw new ProviderError('bad_request', 'A composition needs at least one image', { provider });
    const { width, height } = request;
    const layers: Layer[] = [];
    for (const [index, pack] of packs.entries()) {
      const cutOut = await trimToAlpha((await sharp(pack).stats()).isOpaque ? (await removeBackground(pack)).png : pack);
      const meta = await sharp(cutOut).metadata();
      const scale = Math.min((height * 0.6) / meta.height!, (width * 0.8) / packs.length / meta.width!);
      layers.push({
        image: cutOut,
        x: (width * (index + 1)) / (packs.length + 1),
        y: height * 0.92,
        scale,
        anchor: 'bottom',
        shadow: { offsetX: Math.round(width * 0.015), offsetY: Math.round(height * 0.015), blur: Math.max(1, width / 200), opacity: 0.35 },
      });
    }
    const bytes = await compose({ width, height, background: scene, layers });
    return { images: [png(bytes)], tickets: 0, model: offlineImageModelId };
  }

  /** Real super-resolution here (ESRGAN-slim on tfjs-wasm): a print needs more pixels than a screen. */
  async upscale(request: { image: Uint8Array; scale: UpscaleFactor; signal?: AbortSignal }): Promise<ImageResult> {
    checkNotAborted(request.signal);
    const bytes = await upscale(request.image, { scale: request.scale });
    return { images: [png(bytes)], tickets: 0, model: `${offlineImageModelId}+esrgan-slim-x${request.scale}` };
  }

  async trainBrand(): Promise<{ version: string }> {
    throw new ProviderError('auth', 'Brand training is not configured: it needs Replicate (the super admin sets its key)', { provider });
  }
}

/** The cut-out without its transparent margin, so that it is scaled and stood by the pack itself. */
async function trimToAlpha(image: Uint8Array): Promise<Uint8Array> {
  const alpha = await decodeMask(image, 'alpha');
  const box = boxOf(alpha);
  if (box.width === 0) return image;
  return new Uint8Array(await sharp(image).extract({ left: box.x, top: box.y, width: box.width, height: box.height }).png().toBuffer());
}

const png = (bytes: Uint8Array): ImageOutput => ({ bytes, mediaType: 'image/png' });

async function demoResult(request: ImageRequestBase, mode: string): Promise<ImageResult> {
  const images: ImageOutput[] = [];
  for (let i = 0; i < Math.max(1, request.count); i++) {
    const seed = (request.seed ?? 0) + i;
    const image = await demoImage({ prompt: request.prompt, width: request.width, height: request.height, seed, mode, brandPalette: request.brandPalette });
    images.push({ bytes: image.bytes, mediaType: image.mediaType, seed });
  }
  return { images, tickets: 0, model: demoImageModelId, demo: true };
}

function checkNotAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ProviderError('aborted', 'The request was aborted', { provider, cause: signal.reason });
}
