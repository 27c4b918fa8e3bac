import sharp, { type OverlayOptions } from 'sharp';

/** Which point of a layer its (x, y) names. */
export const anchors = ['top-left', 'top', 'top-right', 'left', 'centre', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const;
export type Anchor = (typeof anchors)[number];

export interface DropShadow {
  /** Where the shadow falls relative to the layer, in output pixels (positive = right, down). */
  offsetX: number;
  offsetY: number;
  /** Gaussian blur sigma in pixels; 0 for a hard shadow. */
  blur: number;
  /** 0–1. */
  opacity: number;
  /** A CSS colour; black by default. */
  colour?: string;
}

export interface Layer {
  /** Any image sharp reads; a PNG with alpha (a cut-out pack) keeps its transparency. */
  image: Uint8Array;
  /** Where the layer's anchor point lands on the canvas, in pixels. */
  x: number;
  y: number;
  /** Of the layer's own size; 1 by default. */
  scale?: number;
  anchor?: Anchor;
  shadow?: DropShadow;
}

export interface Composition {
  width: number;
  height: number;
  /** An image (scaled to cover the canvas and centred) or a CSS colour. */
  background: Uint8Array | string;
  /** Bottom first. */
  layers: Layer[];
}

const anchorFractions: Record<Anchor, [number, number]> = {
  'top-left': [0, 0],
  top: [0.5, 0],
  'top-right': [1, 0],
  left: [0, 0.5],
  centre: [0.5, 0.5],
  right: [1, 0.5],
  'bottom-left': [0, 1],
  bottom: [0.5, 1],
  'bottom-right': [1, 1],
};

/** An RGBA picture in memory, placed with its top-left corner at (left, top) on the canvas. */
interface Placed {
  rgba: Buffer;
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * Composes layers (cut-out packs, logos) onto a background with sharp: each layer scaled, placed by its anchor,
 * optionally over its drop shadow (the layer's own alpha, coloured, offset and blurred). Layers may reach past the
 * canvas; what falls outside is cut off. The result is a PNG of exactly width × height.
 */
export async function compose(composition: Composition): Promise<Uint8Array> {
  const { width, height } = composition;
  const base =
    typeof composition.background === 'string'
      ? sharp({ create: { width, height, channels: 4, background: composition.background } })
      : sharp(composition.background).rotate().resize(width, height, { fit: 'cover', position: 'centre' });
  const overlays: OverlayOptions[] = [];
  for (const layer of composition.layers) {
    const placed = await placeLayer(layer);
    if (layer.shadow) pushClipped(overlays, await shadowOf(placed, layer.shadow), width, height);
    pushClipped(overlays, placed, width, height);
  }
  // The canvas is flattened onto one PNG first, so the overlays compose in order over a fixed size.
  const canvas = await base.png().toBuffer();
  return new Uint8Array(await sharp(canvas).composite(overlays).png().toBuffer());
}

async function placeLayer(layer: Layer): Promise<Placed> {
  const source = sharp(layer.image).rotate().ensureAlpha();
  const meta = await source.metadata();
  const scale = layer.scale ?? 1;
  if (!(scale > 0)) throw new RangeError(`a layer's scale must be positive, got ${scale}`);
  const [sourceWidth, sourceHeight] = meta.autoOrient ? [meta.autoOrient.width, meta.autoOrient.height] : [meta.width!, meta.height!];
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  const rgba = await source.resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const [ax, ay] = anchorFractions[layer.anchor ?? 'top-left'];
  return { rgba, width, height, left: Math.round(layer.x - ax * width), top: Math.round(layer.y - ay * height) };
}

/** The layer's silhouette in the shadow's colour and opacity, offset and blurred (padded so the blur is not cut). */
async function shadowOf(layer: Placed, shadow: DropShadow): Promise<Placed> {
  const pad = Math.ceil(3 * shadow.blur);
  const { r, g, b } = await colourOf(shadow.colour ?? '#000000');
  const silhouette = Buffer.alloc(layer.width * layer.height * 4);
  const opacity = Math.max(0, Math.min(1, shadow.opacity));
  for (let i = 0; i < layer.width * layer.height; i++) {
    silhouette[i * 4] = r;
    silhouette[i * 4 + 1] = g;
    silhouette[i * 4 + 2] = b;
    silhouette[i * 4 + 3] = Math.round(layer.rgba[i * 4 + 3] * opacity);
  }
  let pipeline = sharp(silhouette, { raw: { width: layer.width, height: layer.height, channels: 4 } }).extend({
    top: pad,
    bottom: pad,
    left: pad,
    right: pad,
    background: { r, g, b, alpha: 0 },
  });
  if (shadow.blur >= 0.3) pipeline = sharp(await pipeline.raw().toBuffer(), { raw: { width: layer.width + 2 * pad, height: layer.height + 2 * pad, channels: 4 } }).blur(shadow.blur);
  return {
    rgba: await pipeline.raw().toBuffer(),
    width: layer.width + 2 * pad,
    height: layer.height + 2 * pad,
    left: layer.left + Math.round(shadow.offsetX) - pad,
    top: layer.top + Math.round(shadow.offsetY) - pad,
  };
}

async function colourOf(css: string): Promise<{ r: number; g: number; b: number }> {
  const [r, g, b] = await sharp({ create: { width: 1, height: 1, channels: 3, background: css } }).raw().toBuffer();
  return { r, g, b };
}

/** Adds the part of `placed` that lies on the canvas (sharp refuses overlays that reach past it). */
function pushClipped(overlays: OverlayOptions[], placed: Placed, width: number, height: number): void {
  const x0 = Math.max(0, placed.left);
  const y0 = Math.max(0, placed.top);
  const x1 = Math.min(width, placed.left + placed.width);
  const y1 = Math.min(height, placed.top + placed.height);
  if (x1 <= x0 || y1 <= y0) return;
  const [w, h] = [x1 - x0, y1 - y0];
  const rows = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    const from = ((y0 - placed.top + y) * placed.width + (x0 - placed.left)) * 4;
    placed.rgba.copy(rows, y * w * 4, from, from + w * 4);
  }
  overlays.push({ input: rows, raw: { width: w, height: h, channels: 4 }, left: x0, top: y0 });
}
