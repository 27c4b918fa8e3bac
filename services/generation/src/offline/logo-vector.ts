/// <reference path="./imagetracerjs.d.ts" />
import sharp from 'sharp';
import ImageTracer, { type TracerColour, type TracerOptions } from 'imagetracerjs';

/**
 * A logo's vector version, traced from its raster on this machine (imagetracerjs, Unlicense; potrace is GPL and is
 * not used). A logo is a few flat colours on a plain background, so the raster is first reduced to exactly those:
 * every pixel takes the nearest of the chosen colours or the background (transparent pixels are background), a 3×3
 * majority pass removes the one-pixel slivers anti-aliasing leaves between two colours, then each colour but the
 * background is traced into paths. The SVG has no background (it prints on any paper), one group per colour, and
 * the raster's size as its viewBox.
 */

export interface LogoVector {
  /** The SVG document (UTF-8). */
  svg: string;
  width: number;
  height: number;
  /** The colours the paths are filled with (`#rrggbb`), those of the brief that the raster uses. */
  colours: string[];
  /** The background colour that was dropped (`#rrggbb`), or null when the raster was transparent there. */
  background: string | null;
  paths: number;
}

export interface LogoVectorOptions {
  /** The largest side traced (a larger raster is scaled down first; the SVG keeps the raster's own size). */
  maxSide?: number;
}

type Rgb = [number, number, number];

const hexOf = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
export const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const distance = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/** Two colours closer than this (RGB distance 40) are one colour to the eye at logo sizes: the brief's is dropped. */
const sameColour = 40 ** 2;

/** The raster as RGBA pixels, at most `maxSide` on its longer side. */
async function pixelsOf(png: Uint8Array, maxSide: number) {
  const meta = await sharp(png).metadata();
  const scale = Math.min(1, maxSide / Math.max(meta.width ?? 1, meta.height ?? 1));
  let pipeline = sharp(png).ensureAlpha();
  if (scale < 1) pipeline = pipeline.resize(Math.round((meta.width ?? 1) * scale), Math.round((meta.height ?? 1) * scale), { kernel: 'lanczos3' });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, sourceWidth: meta.width ?? info.width, sourceHeight: meta.height ?? info.height };
}

/** The plain background: the per-channel median of the opaque pixels on the border; null when the border is transparent. */
function backgroundOf(data: Uint8Array, width: number, height: number): Rgb | null {
  const samples: Rgb[] = [];
  let transparent = 0;
  const take = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    if (data[i + 3] < 128) transparent++;
    else samples.push([data[i], data[i + 1], data[i + 2]]);
  };
  for (let x = 0; x < width; x++) {
    take(x, 0);
    take(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    take(0, y);
    take(width - 1, y);
  }
  if (transparent >= samples.length) return null;
  const median = (channel: number) => {
    const values = samples.map((s) => s[channel]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  return [median(0), median(1), median(2)];
}

/**
 * Each pixel's palette index: 0 is the background (or transparency), 1.. the chosen colours. Transparent pixels are
 * background whatever their colour.
 */
export function quantise(data: Uint8Array, width: number, height: number, palette: Rgb[]): Uint8Array {
  const index = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const i = p * 4;
    if (data[i + 3] < 128) continue;
    const pixel: Rgb = [data[i], data[i + 1], data[i + 2]];
    let best = 0;
    let bestDistance = Infinity;
    for (let c = 0; c < palette.length; c++) {
      const d = distance(pixel, palette[c]);
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    }
    index[p] = best;
  }
  return index;
}

/** One 3×3 majority pass: a pixel takes the colour most of its neighbourhood has when that is at least 5 of 9. */
function majority(index: Uint8Array, width: number, height: number, colours: number): Uint8Array {
  const out = new Uint8Array(index);
  const counts = new Uint16Array(colours);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      counts.fill(0);
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) counts[index[(y + dy) * width + x + dx]]++;
      let best = index[y * width + x];
      for (let c = 0; c < colours; c++) if (counts[c] >= 5) best = c;
      out[y * width + x] = best;
    }
  }
  return out;
}

const tracerOptions: TracerOptions = {
  // Straight lines and curves fitted within one pixel; paths of fewer than 8 edge nodes are noise.
  ltres: 1,
  qtres: 1,
  pathomit: 8,
  rightangleenhance: true,
  colorquantcycles: 1,
  mincolorratio: 0,
  blurradius: 0,
  layering: 0,
  roundcoords: 1,
  strokewidth: 0,
  viewbox: true,
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Traces a logo raster (PNG or JPEG) into an SVG in the given colours. The background is found on the border (or
 * taken as transparent), the brief's colours that the eye could not tell from it are left out.
 */
export async function traceLogo(raster: Uint8Array, colours: readonly string[], options: LogoVectorOptions & { title?: string } = {}): Promise<LogoVector> {
  const { data, width, height, sourceWidth, sourceHeight } = await pixelsOf(raster, options.maxSide ?? 1024);
  const background = backgroundOf(data, width, height);
  const backdrop: Rgb = background ?? [255, 255, 255];
  const inks = [...new Set(colours.map((c) => c.toLowerCase()))].map(rgbOf).filter((ink) => distance(ink, backdrop) > sameColour);
  const palette: Rgb[] = [backdrop, ...inks];
  const index = majority(quantise(data, width, height, palette), width, height, palette.length);

  // The image the tracer reads: every pixel exactly its palette colour, so its one clustering pass changes nothing.
  const exact = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const [r, g, b] = palette[index[p]];
    exact.set([r, g, b, 255], p * 4);
  }
  const pal: TracerColour[] = palette.map(([r, g, b]) => ({ r, g, b, a: 255 }));
  const settings = ImageTracer.checkoptions({ ...tracerOptions, pal, numberofcolors: pal.length, scale: sourceWidth / width });
  const traced = ImageTracer.imagedataToTracedata({ width, height, data: exact }, settings);

  let paths = 0;
  const groups: string[] = [];
  for (let layer = 1; layer < traced.layers.length; layer++) {
    const ds: string[] = [];
    traced.layers[layer].forEach((path, p) => {
      if (path.isholepath) return;
      const d = /\sd="([^"]*)"/.exec(ImageTracer.svgpathstring(traced, layer, p, settings))?.[1]?.trim();
      if (d) ds.push(`<path d="${d}"/>`);
    });
    if (!ds.length) continue;
    paths += ds.length;
    const fill = hexOf(palette[layer]);
    // A hairline stroke in the same colour closes the seams anti-aliased renderers leave between adjacent shapes.
    groups.push(`<g fill="${fill}" stroke="${fill}" stroke-width="${(0.6 * (sourceWidth / width)).toFixed(2)}" stroke-linejoin="round">${ds.join('')}</g>`);
  }
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${sourceWidth}" height="${sourceHeight}" viewBox="0 0 ${sourceWidth} ${sourceHeight}">${title}${groups.join('')}</svg>\n`;
  const used = palette.slice(1).filter((_, i) => groups.some((group) => group.includes(`fill="${hexOf(palette[i + 1])}"`)));
  return { svg, width: sourceWidth, height: sourceHeight, colours: used.map(hexOf), background: background && hexOf(background), paths };
}

export interface VectorFidelity {
  /** Intersection over union of the logo's pixels (not background) in the raster and in the rendered SVG. */
  maskIoU: number;
  /** Of the pixels both call logo, the share drawn in the same colour. */
  colourAgreement: number;
}

/**
 * How close the SVG is to the raster it was traced from: both are read at the raster's size, the raster reduced to
 * the same palette as the tracing (its own background found on its border), the SVG rendered by sharp (librsvg) on
 * transparency.
 */
export async function vectorFidelity(raster: Uint8Array, vector: Pick<LogoVector, 'svg' | 'colours' | 'background'>): Promise<VectorFidelity> {
  const source = await pixelsOf(raster, 100_000);
  const { width, height } = source;
  const backdrop: Rgb = vector.background ? rgbOf(vector.background) : [255, 255, 255];
  const palette: Rgb[] = [backdrop, ...vector.colours.map(rgbOf)];
  const expected = quantise(source.data, width, height, palette);
  const rendered = await sharp(Buffer.from(vector.svg)).resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
  const drawn = quantise(new Uint8Array(rendered.buffer, rendered.byteOffset, rendered.length), width, height, palette);
  let both = 0;
  let either = 0;
  let sameColourCount = 0;
  for (let p = 0; p < width * height; p++) {
    const a = expected[p] > 0;
    const b = drawn[p] > 0;
    if (a || b) either++;
    if (a && b) {
      both++;
      if (expected[p] === drawn[p]) sameColourCount++;
    }
  }
  return { maskIoU: either ? both / either : 1, colourAgreement: both ? sameColourCount / both : 1 };
}
