import sharp from 'sharp';
import type { KeyVisualPlacement } from '@packlens/contracts';
import type { BlobStore } from '@packlens/kernel';
import { ProviderError } from '../errors';
import { boxOf, removeBackground } from '../offline/background-removal';
import { compose, type Layer } from '../offline/composition';
import { demoScene, demoSceneModelId } from '../offline/demo-scene';
import { decode, decodeMask } from '../offline/raster';
import type { ImageModel, ImageOutput, ImageResult } from '../ports';
import { keyVisualImagePrompt } from '../text/key-visual-prompts';
import type { DesignJob } from './design-job';

/** What the image model is asked not to draw: the pack comes from the client's own upload. */
const noPack = 'package, packaging, bottle, can, box, carton, label, logo, text, watermark';

/** The pack as it goes into the scene: cut out, trimmed to its silhouette, and its brand colour. */
export interface PackCutOut {
  /** PNG with alpha, trimmed to the pack's box. */
  png: Uint8Array;
  width: number;
  height: number;
  /** The most common saturated colour of the pack (`#rrggbb`): the brand world view's scene is drawn in it. */
  brandColour: string;
  /** Whether GrabCut cut it out (false: it came with transparency, or nothing could be told apart and the whole image is used). */
  cut: boolean;
}

/**
 * The pack out of its upload: an image that already has transparency is used as it is; otherwise its background
 * is removed offline (GrabCut, real). The result is trimmed to the pack, so it is scaled and stood by the pack
 * itself. When nothing can be told from the background, the whole upload is the pack (it is still the real one).
 */
export async function packCutOut(upload: Uint8Array): Promise<PackCutOut> {
  const opaque = (await sharp(upload).stats()).isOpaque;
  let png = opaque ? (await removeBackground(upload)).png : new Uint8Array(await sharp(upload).png().toBuffer());
  let box = boxOf(await decodeMask(png, 'alpha'));
  let cut = opaque;
  if (box.width === 0 || box.height === 0) {
    png = new Uint8Array(await sharp(upload).ensureAlpha().png().toBuffer());
    box = boxOf(await decodeMask(png, 'alpha'));
    cut = false;
  }
  const trimmed = new Uint8Array(await sharp(png).extract({ left: box.x, top: box.y, width: box.width, height: box.height }).png().toBuffer());
  return { png: trimmed, width: box.width, height: box.height, brandColour: await brandColourOf(trimmed), cut };
}

/** The pack's brand colour: the fullest bin of a hue histogram over its opaque, coloured pixels (else their mean). */
export async function brandColourOf(png: Uint8Array): Promise<string> {
  const raster = await decode(png, 4);
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  const all = { n: 0, r: 0, g: 0, b: 0 };
  for (let i = 0; i < raster.width * raster.height; i++) {
    const [r, g, b, a] = [raster.data[i * 4], raster.data[i * 4 + 1], raster.data[i * 4 + 2], raster.data[i * 4 + 3]];
    if (a < 200) continue;
    Object.assign(all, { n: all.n + 1, r: all.r + r, g: all.g + g, b: all.b + b });
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max - min < 40 || max < 50) continue;
    const hue = max === r ? ((g - b) / (max - min) + 6) % 6 : max === g ? (b - r) / (max - min) + 2 : (r - g) / (max - min) + 4;
    const key = Math.floor(hue * 2);
    const bin = bins.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bins.set(key, { n: bin.n + 1, r: bin.r + r, g: bin.g + g, b: bin.b + b });
  }
  const best = [...bins.values()].sort((a, b) => b.n - a.n)[0] ?? all;
  if (!best.n) return '#808080';
  return `#${[best.r, best.g, best.b].map((sum) => Math.round(sum / best.n).toString(16).padStart(2, '0')).join('')}`;
}

/** Where the cut-out pack lands on a width × height canvas: its scale and the box it covers, in pixels. */
export function packPlacementOf(placement: KeyVisualPlacement, pack: { width: number; height: number }, canvas: { width: number; height: number }) {
  const scale = Math.min((placement.height * canvas.height) / pack.height, (placement.width * canvas.width) / pack.width);
  const width = Math.max(1, Math.round(pack.width * scale));
  const height = Math.max(1, Math.round(pack.height * scale));
  const x = placement.x * canvas.width;
  const y = placement.y * canvas.height;
  const left = Math.round(x - 0.5 * width);
  const top = Math.round(placement.anchor === 'centre' ? y - 0.5 * height : y - height);
  return { scale, x, y, left, top, width, height };
}

function packLayer(placement: KeyVisualPlacement, pack: PackCutOut, canvas: { width: number; height: number }): Layer {
  const placed = packPlacementOf(placement, pack, canvas);
  return {
    image: pack.png,
    x: placed.x,
    y: placed.y,
    scale: placed.scale,
    anchor: placement.anchor,
    shadow: placement.shadow ? { offsetX: Math.round(canvas.width * 0.012), offsetY: Math.round(canvas.height * 0.015), blur: Math.max(1, canvas.width / 150), opacity: 0.35 } : undefined,
  };
}

/**
 * A key-visual job (mode `key_visual`): (1) the pack cut out of its upload offline (GrabCut, real), (2) the scene
 * from the image model of the job's provider — or, with no provider (`offline`), the labelled demo scene —, asked
 * for with the agreed description and the room to leave for the pack, (3) the pack placed onto each scene as the
 * type says, with a soft shadow (sharp, real). Every image holds the client's real pack. `onProgress` hears
 * "<stage> <done>/<total>" lines (cutout, scene, compose) for the job's event stream.
 */
export async function makeKeyVisual(model: ImageModel, job: DesignJob, blobs: BlobStore, signal: AbortSignal, onProgress: (line: string) => void = () => undefined): Promise<ImageResult> {
  const request = job.request;
  const keyVisual = request.keyVisual;
  if (!keyVisual) throw new ProviderError('bad_request', 'a key-visual job carries its scene and pack (request.keyVisual)', { provider: job.provider });
  const canvas = { width: request.width, height: request.height };
  const count = Math.max(1, request.batchSize);
  const stored = await blobs.get(keyVisual.packInputBlobKey);
  if (!stored) throw new ProviderError('bad_request', `the pack ${keyVisual.packInputBlobKey} is no longer stored`, { provider: job.provider });
  onProgress('cutout 0/1\n');
  const pack = await packCutOut(new Uint8Array(stored));
  onProgress('cutout 1/1\n');
  checkNotAborted(signal, job.provider);

  const offline = model.provider === 'offline';
  let scenes: ImageOutput[];
  let tickets = 0;
  let madeBy = demoSceneModelId;
  if (offline) {
    scenes = [];
    for (let i = 0; i < count; i++) {
      onProgress(`scene ${i}/${count}\n`);
      const seed = (request.seed ?? 0) + i;
      scenes.push({ bytes: await demoScene({ type: keyVisual.type, width: canvas.width, height: canvas.height, description: keyVisual.sceneDescription, product: keyVisual.product, brandColour: pack.brandColour, seed }), mediaType: 'image/png', seed });
      checkNotAborted(signal, job.provider);
    }
  } else {
    onProgress(`scene 0/${count}\n`);
    const prompt = keyVisualImagePrompt({ type: keyVisual.type, sceneDescription: keyVisual.sceneDescription, product: keyVisual.product, brandColour: pack.brandColour, placement: keyVisual.placement });
    const result = await model.generate({ model: request.model, prompt, negativePrompt: noPack, width: canvas.width, height: canvas.height, count, seed: request.seed ?? undefined, steps: request.steps ?? undefined, signal });
    if (result.images.length === 0) throw new ProviderError('bad_answer', 'the image model answered no scene', { provider: job.provider });
    scenes = result.images;
    tickets = result.tickets;
    madeBy = result.model;
  }
  onProgress(`scene ${scenes.length}/${scenes.length}\n`);

  const images: ImageOutput[] = [];
  for (const [index, scene] of scenes.entries()) {
    onProgress(`compose ${index}/${scenes.length}\n`);
    const bytes = await compose({ ...canvas, background: scene.bytes, layers: [packLayer(keyVisual.placement, pack, canvas)] });
    images.push({ bytes, mediaType: 'image/png', ...(scene.seed === undefined ? {} : { seed: scene.seed }) });
    checkNotAborted(signal, job.provider);
  }
  onProgress(`compose ${images.length}/${images.length}\n`);
  return { images, tickets, model: madeBy, demo: offline };
}

function checkNotAborted(signal: AbortSignal, provider: string): void {
  if (signal.aborted) throw new ProviderError('aborted', 'The key-visual job was aborted', { provider, cause: signal.reason });
}
