import type { Sharp } from 'sharp';
import type { RgbImage } from '../image';
import { relativeLuminance } from './diagnostics';
import { blurred, clip, grow, throughSharp, type Box } from './raster-ops';

/** A modification the product applies itself, on the image; `key` names it in the API and the report's labels. */
export interface Modification {
  key: ModificationKey;
  scope: 'global' | 'name' | 'layout';
  apply(raster: RgbImage): Promise<RgbImage>;
}

export const modificationKeys = [
  'contrast_up',
  'contrast_down',
  'saturation_up',
  'saturation_down',
  'brightness_up',
  'brightness_down',
  'warmer',
  'cooler',
  'name_enlarge_125',
  'name_enlarge_150',
  'name_max_contrast',
  'name_local_contrast',
  'name_clear_background',
  'name_plate',
  'focus_on_name',
  'calm_periphery',
  'simplify_background',
  'contrast_saturation_up',
  'name_max_contrast_enlarge',
  'name_clear_saturation_up',
  'contrast_strong',
  'saturation_strong',
  'brightness_strong_up',
  'brightness_strong_down',
  'denoise',
  'desaturate_strong',
  'contrast_very_strong',
  'soften',
  'simplify',
  'contrast_brightness_up',
  'denoise_saturation_up',
] as const;
export type ModificationKey = (typeof modificationKeys)[number];

const global = (key: ModificationKey, edit: Parameters<typeof throughSharp>[1]): Modification => ({ key, scope: 'global', apply: (r) => throughSharp(r, edit) });
/** Linear contrast about mid-grey: out = a * in + 128 * (1 - a). */
const contrast = (a: number) => (image: Sharp) => image.linear(a, 128 * (1 - a));

/**
 * The twenty candidates: global colour and tone changes, and — where the text detector found a product name — local
 * changes on the name's box (enlarge, re-colour for contrast, clear what is behind it, a plate) and on the layout
 * around it (emphasis, calmer periphery). Without a name, twelve stronger or combined global steps take their place.
 */
export function modifications(name: Box | null): Modification[] {
  const globals: Modification[] = [
    global('contrast_up', contrast(1.2)),
    global('contrast_down', contrast(0.85)),
    global('saturation_up', (i) => i.modulate({ saturation: 1.3 })),
    global('saturation_down', (i) => i.modulate({ saturation: 0.8 })),
    global('brightness_up', (i) => i.modulate({ brightness: 1.1 })),
    global('brightness_down', (i) => i.modulate({ brightness: 0.9 })),
    global('warmer', (i) => i.recomb([[1.06, 0, 0], [0, 1, 0], [0, 0, 0.92]])),
    global('cooler', (i) => i.recomb([[0.94, 0, 0], [0, 1, 0], [0, 0, 1.08]])),
  ];
  if (!name) {
    return [
      ...globals,
      global('contrast_strong', contrast(1.35)),
      global('saturation_strong', (i) => i.modulate({ saturation: 1.6 })),
      global('brightness_strong_up', (i) => i.modulate({ brightness: 1.2 })),
      global('brightness_strong_down', (i) => i.modulate({ brightness: 0.8 })),
      global('denoise', (i) => i.median(3)),
      global('desaturate_strong', (i) => i.modulate({ saturation: 0.6 })),
      global('contrast_very_strong', contrast(1.5)),
      global('soften', (i) => i.blur(1.2)),
      global('simplify', (i) => i.median(5)),
      global('contrast_saturation_up', (i) => contrast(1.2)(i).modulate({ saturation: 1.3 })),
      global('contrast_brightness_up', (i) => contrast(1.2)(i).modulate({ brightness: 1.1 })),
      global('denoise_saturation_up', (i) => i.median(3).modulate({ saturation: 1.3 })),
    ];
  }
  const local = (key: ModificationKey, scope: Modification['scope'], apply: (r: RgbImage) => Promise<RgbImage> | RgbImage): Modification => ({ key, scope, apply: async (r) => apply(r) });
  return [
    ...globals,
    local('name_enlarge_125', 'name', (r) => enlargeBox(r, name, 1.25)),
    local('name_enlarge_150', 'name', (r) => enlargeBox(r, name, 1.5)),
    local('name_max_contrast', 'name', (r) => maxContrastInk(r, name)),
    local('name_local_contrast', 'name', (r) => localContrast(r, name, 1.5)),
    local('name_clear_background', 'name', (r) => clearBehind(r, name, 0)),
    local('name_plate', 'name', (r) => clearBehind(r, name, 0.35)),
    local('focus_on_name', 'layout', (r) => focusOn(r, name)),
    local('calm_periphery', 'layout', async (r) => keepBox(r, await blurred(r, 1.5), grow(name, name.height, r))),
    local('simplify_background', 'layout', async (r) => keepBox(r, await throughSharp(r, (i) => i.median(5)), grow(name, name.height * 0.3, r))),
    global('contrast_saturation_up', (i) => contrast(1.2)(i).modulate({ saturation: 1.3 })),
    local('name_max_contrast_enlarge', 'name', async (r) => enlargeBox(await maxContrastInk(r, name), name, 1.25)),
    local('name_clear_saturation_up', 'name', async (r) => throughSharp(await clearBehind(r, name, 0), (i) => i.modulate({ saturation: 1.3 }))),
  ];
}

/** Ink and background of a box: pixels split by their mean relative luminance, the smaller group being the ink. */
function inkMask(raster: RgbImage, box: Box): { mask: Uint8Array; ink: [number, number, number]; paper: [number, number, number]; area: ReturnType<typeof clip> } {
  const area = clip(raster, box);
  const w = area.x1 - area.x0;
  const h = area.y1 - area.y0;
  const lum = new Float32Array(w * h);
  let mean = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = ((area.y0 + y) * raster.width + area.x0 + x) * 3;
      lum[y * w + x] = relativeLuminance(raster.data[p], raster.data[p + 1], raster.data[p + 2]);
      mean += lum[y * w + x];
    }
  }
  mean /= Math.max(1, w * h);
  let above = 0;
  for (const v of lum) if (v > mean) above++;
  const inkIsLight = above < lum.length / 2;
  const mask = Uint8Array.from(lum, (v) => ((inkIsLight ? v > mean : v <= mean) ? 1 : 0));
  const sums = [new Float64Array(4), new Float64Array(4)];
  mask.forEach((m, i) => {
    const p = ((area.y0 + Math.floor(i / w)) * raster.width + area.x0 + (i % w)) * 3;
    const s = sums[m];
    s[0] += raster.data[p];
    s[1] += raster.data[p + 1];
    s[2] += raster.data[p + 2];
    s[3]++;
  });
  const meanOf = (s: Float64Array): [number, number, number] => (s[3] ? [s[0] / s[3], s[1] / s[3], s[2] / s[3]] : [128, 128, 128]);
  return { mask, ink: meanOf(sums[1]), paper: meanOf(sums[0]), area };
}

/** The name's ink re-coloured black or white, whichever contrasts more with the background behind it. */
async function maxContrastInk(raster: RgbImage, box: Box): Promise<RgbImage> {
  const { mask, paper, area } = inkMask(raster, box);
  const ink = relativeLuminance(...paper) > 0.18 ? 0 : 255;
  const data = new Uint8Array(raster.data);
  const w = area.x1 - area.x0;
  mask.forEach((m, i) => {
    if (!m) return;
    const p = ((area.y0 + Math.floor(i / w)) * raster.width + area.x0 + (i % w)) * 3;
    data[p] = data[p + 1] = data[p + 2] = ink;
  });
  return { ...raster, data };
}

/** Contrast stretched inside the box only, about the box's mean. */
function localContrast(raster: RgbImage, box: Box, a: number): RgbImage {
  const area = clip(raster, box);
  const data = new Uint8Array(raster.data);
  const mean = [0, 0, 0];
  let n = 0;
  for (let y = area.y0; y < area.y1; y++) for (let x = area.x0; x < area.x1; x++, n++) for (let c = 0; c < 3; c++) mean[c] += raster.data[(y * raster.width + x) * 3 + c];
  mean.forEach((_, c) => (mean[c] /= Math.max(1, n)));
  for (let y = area.y0; y < area.y1; y++) {
    for (let x = area.x0; x < area.x1; x++) {
      for (let c = 0; c < 3; c++) {
        const p = (y * raster.width + x) * 3 + c;
        data[p] = clamp255(mean[c] + a * (raster.data[p] - mean[c]));
      }
    }
  }
  return { ...raster, data };
}

/**
 * What is behind the name made flat: inside the box grown by `pad` of its height, every background pixel takes the
 * background's mean colour (pad 0: the box itself; with a pad, a plate around the name), the ink stays.
 */
function clearBehind(raster: RgbImage, box: Box, pad: number): RgbImage {
  const { mask, paper, area } = inkMask(raster, box);
  const plate = clip(raster, grow(box, Math.round(box.height * pad), raster));
  const data = new Uint8Array(raster.data);
  const w = area.x1 - area.x0;
  for (let y = plate.y0; y < plate.y1; y++) {
    for (let x = plate.x0; x < plate.x1; x++) {
      const inside = x >= area.x0 && x < area.x1 && y >= area.y0 && y < area.y1;
      if (inside && mask[(y - area.y0) * w + (x - area.x0)]) continue;
      const p = (y * raster.width + x) * 3;
      data[p] = Math.round(paper[0]);
      data[p + 1] = Math.round(paper[1]);
      data[p + 2] = Math.round(paper[2]);
    }
  }
  return { ...raster, data };
}

/** The name's box scaled about its centre (clipped to the image), drawn over what was there. */
async function enlargeBox(raster: RgbImage, box: Box, factor: number): Promise<RgbImage> {
  const area = clip(raster, box);
  const w = area.x1 - area.x0;
  const h = area.y1 - area.y0;
  if (w < 2 || h < 2) return raster;
  const crop = await throughSharp(raster, (i) => i.extract({ left: area.x0, top: area.y0, width: w, height: h }).resize(raster.width, raster.height, { fit: 'fill' }));
  // `crop` is the box stretched to the whole raster; sample it into the enlarged box.
  const W = Math.round(w * factor);
  const H = Math.round(h * factor);
  const left = Math.round(area.x0 + w / 2 - W / 2);
  const top = Math.round(area.y0 + h / 2 - H / 2);
  const data = new Uint8Array(raster.data);
  for (let y = Math.max(0, top); y < Math.min(raster.height, top + H); y++) {
    const sy = Math.min(raster.height - 1, Math.floor(((y - top) / H) * raster.height));
    for (let x = Math.max(0, left); x < Math.min(raster.width, left + W); x++) {
      const sx = Math.min(raster.width - 1, Math.floor(((x - left) / W) * raster.width));
      const p = (y * raster.width + x) * 3;
      const q = (sy * raster.width + sx) * 3;
      data[p] = crop.data[q];
      data[p + 1] = crop.data[q + 1];
      data[p + 2] = crop.data[q + 2];
    }
  }
  return { ...raster, data };
}

/** Emphasis moved to the name: everything else a little darker and less saturated, more so farther from it. */
async function focusOn(raster: RgbImage, box: Box): Promise<RgbImage> {
  const muted = await throughSharp(raster, (i) => i.modulate({ brightness: 0.85, saturation: 0.75 }));
  const data = new Uint8Array(raster.data);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const reach = Math.hypot(raster.width, raster.height) / 2;
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      const inside = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
      const t = inside ? 0 : Math.min(1, Math.hypot(x - cx, y - cy) / reach);
      const p = (y * raster.width + x) * 3;
      for (let c = 0; c < 3; c++) data[p + c] = clamp255(raster.data[p + c] * (1 - t) + muted.data[p + c] * t);
    }
  }
  return { ...raster, data };
}

/** `changed` everywhere but the box, which keeps the original. */
function keepBox(original: RgbImage, changed: RgbImage, box: Box): RgbImage {
  const data = new Uint8Array(changed.data);
  const area = clip(original, box);
  for (let y = area.y0; y < area.y1; y++) {
    const from = (y * original.width + area.x0) * 3;
    data.set(original.data.subarray(from, (y * original.width + area.x1) * 3), from);
  }
  return { ...original, data };
}

function clamp255(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}
