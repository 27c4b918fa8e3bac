import { fitBackdrop } from './backdrop-model';
import { fillHoles, keepMainParts } from './mask-shapes';
import { openCv, withMats, type OpenCv } from './opencv';
import { decode, decodeMask, encodePng, resize, type Raster } from './raster';

export interface BackgroundRemovalOptions {
  /**
   * Where people look (the engine's heat map: any image, brighter = more attention, any size): a hint of where the
   * pack is, used where the colours alone leave it open.
   */
  attention?: Uint8Array;
  /** The longer side the segmentation runs at; the mask is scaled back to the image's size. */
  workingSize?: number;
  /** GrabCut's rounds. */
  iterations?: number;
  /** Fill holes in the cut-out (a pack is one solid silhouette); on by default. */
  solid?: boolean;
}

export interface CutOut {
  /** The image as a PNG whose alpha is the mask. */
  png: Uint8Array;
  /** The mask at the image's size, 0–255 (soft at the edge). */
  mask: Raster;
  /** The pack's bounding box in the image's pixels (empty when nothing was found). */
  box: { x: number; y: number; width: number; height: number };
}

// GrabCut's mask values.
const sureBackground = 0;
const sureForeground = 1;
const likelyBackground = 2;
const likelyForeground = 3;

/**
 * Removes a pack's background with a classical segmentation: GrabCut, seeded from the image itself. The border
 * tells what the background looks like (a fitted colour surface, so gradients are background too); pixels far from
 * it, and edges among them, are the pack's likely area; its solid core is sure pack and everything well outside its
 * box sure background; the caller's attention map, when given, marks more likely pack. GrabCut then settles the
 * uncertain pixels by colour models and contrast.
 */
export async function removeBackground(image: Uint8Array, options: BackgroundRemovalOptions = {}): Promise<CutOut> {
  const { cv } = await openCv();
  const full = await decode(image, 3);
  const scale = Math.min(1, (options.workingSize ?? 512) / Math.max(full.width, full.height));
  const small = scale < 1 ? await resize(full, Math.round(full.width * scale), Math.round(full.height * scale)) : full;
  const attention = options.attention ? await resize(await decodeMask(options.attention, 'luminance'), small.width, small.height) : undefined;
  const smallMask = segment(cv, small, attention, options);
  const mask = scale < 1 ? await resize(smallMask, full.width, full.height) : smallMask;
  const rgba = new Uint8Array(full.width * full.height * 4);
  for (let i = 0; i < mask.data.length; i++) {
    rgba[i * 4] = full.data[i * 3];
    rgba[i * 4 + 1] = full.data[i * 3 + 1];
    rgba[i * 4 + 2] = full.data[i * 3 + 2];
    rgba[i * 4 + 3] = mask.data[i];
  }
  return { png: await encodePng({ data: rgba, width: full.width, height: full.height, channels: 4 }), mask, box: boxOf(mask) };
}

function segment(cv: OpenCv, image: Raster, attention: Raster | undefined, options: BackgroundRemovalOptions): Raster {
  const { width, height } = image;
  return withMats((keep) => {
    const source = keep(new cv.Mat(height, width, cv.CV_8UC3));
    source.data.set(image.data);
    const blurred = keep(new cv.Mat());
    cv.GaussianBlur(source, blurred, new cv.Size(5, 5), 0);
    const shorter = Math.min(width, height);
    const backdrop = fitBackdrop({ ...image, data: blurred.data.slice() }, Math.max(2, Math.round(shorter * 0.02)));

    // Likely pack: clearly off the background colour, or an edge that is somewhat off it.
    const grey = keep(new cv.Mat());
    cv.cvtColor(blurred, grey, cv.COLOR_RGB2GRAY);
    const edges = keep(new cv.Mat());
    cv.Canny(grey, edges, 40, 100);
    const far = Math.max(4, 12 / backdrop.noise);
    const candidate = keep(new cv.Mat(height, width, cv.CV_8UC1));
    for (let i = 0; i < width * height; i++) {
      const d = backdrop.distance[i];
      candidate.data[i] = d > far || (edges.data[i] && d > far / 2) ? 255 : 0;
    }
    const small = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(3, 3)));
    cv.morphologyEx(candidate, candidate, cv.MORPH_OPEN, small);
    const closing = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(7, 7)));
    cv.morphologyEx(candidate, candidate, cv.MORPH_CLOSE, closing);
    let seed = keepMainParts(candidate.data, width, height);
    if (options.solid !== false) seed = fillHoles(seed, width, height);

    const labels = keep(new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(likelyBackground)));
    const box = boxOf({ data: seed, width, height, channels: 1 });
    if (box.width === 0) return centreFallback(cv, keep, source, width, height, options);
    const margin = Math.round(shorter * 0.04);
    const [x0, y0] = [Math.max(0, box.x - margin), Math.max(0, box.y - margin)];
    const [x1, y1] = [Math.min(width, box.x + box.width + margin), Math.min(height, box.y + box.height + margin)];
    const core = keep(new cv.Mat(height, width, cv.CV_8UC1));
    core.data.set(seed);
    const erosion = Math.max(3, Math.round(shorter * 0.03)) | 1;
    cv.erode(core, core, keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(erosion, erosion))));
    const hinted = attention ? attentionThreshold(attention.data) : Infinity;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const inBox = x >= x0 && x < x1 && y >= y0 && y < y1;
        if (core.data[i]) labels.data[i] = sureForeground;
        else if (seed[i]) labels.data[i] = likelyForeground;
        else if (attention && attention.data[i] >= hinted && backdrop.distance[i] > 2) labels.data[i] = likelyForeground;
        else if (!inBox && backdrop.distance[i] < far) labels.data[i] = sureBackground;
      }
    }
    const rect = new cv.Rect(x0, y0, Math.max(1, x1 - x0), Math.max(1, y1 - y0));
    cv.grabCut(source, labels, rect, keep(new cv.Mat()), keep(new cv.Mat()), options.iterations ?? 4, cv.GC_INIT_WITH_MASK);
    return finish(labels.data, width, height, options);
  });
}

/** Nothing stands out from the border: let GrabCut look inside a centred rectangle. */
function centreFallback(
  cv: OpenCv,
  keep: <M extends { delete(): void }>(mat: M) => M,
  source: OpenCv,
  width: number,
  height: number,
  options: BackgroundRemovalOptions,
): Raster {
  const labels = keep(new cv.Mat());
  const rect = new cv.Rect(Math.round(width * 0.1), Math.round(height * 0.1), Math.round(width * 0.8), Math.round(height * 0.8));
  cv.grabCut(source, labels, rect, keep(new cv.Mat()), keep(new cv.Mat()), options.iterations ?? 4, cv.GC_INIT_WITH_RECT);
  return finish(labels.data, width, height, options);
}

function finish(labels: Uint8Array, width: number, height: number, options: BackgroundRemovalOptions): Raster {
  const foreground = labels.map((v) => (v === sureForeground || v === likelyForeground ? 255 : 0));
  let mask = keepMainParts(foreground, width, height);
  if (options.solid !== false) mask = fillHoles(mask, width, height);
  return { data: mask, width, height, channels: 1 };
}

/** The top fifth of the attention map's range counts as a hint. */
function attentionThreshold(values: Uint8Array): number {
  let max = 0;
  for (const v of values) if (v > max) max = v;
  return max === 0 ? Infinity : max * 0.8;
}

export function boxOf(mask: Raster): CutOut['box'] {
  let [minX, minY, maxX, maxY] = [mask.width, mask.height, -1, -1];
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (mask.data[y * mask.width + x] < 128) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return maxX < 0 ? { x: 0, y: 0, width: 0, height: 0 } : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}
