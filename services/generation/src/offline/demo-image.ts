import sharp from 'sharp';
import { seededRandom, type Random } from '../demo/random';
import { paletteOf, shapeOf, type DemoPackShape, type DemoPalette } from './demo-palette';

export const demoImageModelId = 'packlens-demo-image-1';

export interface DemoImageRequest {
  prompt: string;
  width: number;
  height: number;
  seed?: number;
  /** Which mode asked (text to image, large inpaint, brand generation): part of the seed, so modes differ. */
  mode?: string;
  /** A brand model's colours (hex, most frequent first): the pack is drawn in them instead of the prompt's. */
  brandPalette?: string[];
}

export interface DemoImage {
  bytes: Uint8Array;
  mediaType: 'image/png';
  seed: number;
  /** Always true: a labelled stand-in for a generative model, not a design. */
  demo: true;
}

/**
 * The labelled demo generator for the modes that need a generative model (no text-to-image model runs offline
 * here; docs/MACHINE-NOTES). It draws a pack-like composition from the prompt: a pack shape and colours from the
 * prompt's words, the product name (a quoted phrase, else the first words) on the label, a few shapes seeded by
 * prompt and seed, and a visible "DEMO" mark. It is an SVG rendered by sharp with the machine's fonts (DejaVu Sans,
 * Noto Sans CJK), so the same request gives the same bytes.
 */
export async function demoImage(request: DemoImageRequest): Promise<DemoImage> {
  const seed = request.seed ?? 0;
  const random = seededRandom('demo-image', request.mode ?? 'text_to_image', request.prompt, seed, request.width, request.height);
  const svg = demoSvg(request, random);
  const bytes = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return { bytes: new Uint8Array(bytes), mediaType: 'image/png', seed, demo: true };
}

/** A quoted phrase of the prompt, else its first words, at most 24 characters. */
export function productNameOf(prompt: string): string {
  const quoted = /["“「『']([^"”」』']{1,40})["”」』']/u.exec(prompt)?.[1];
  const name = (quoted ?? prompt.split(/[,.、。，\n]/u)[0].split(/\s+/u).slice(0, 3).join(' ')).trim();
  const chars = [...(name || 'Packlens')];
  return chars.length > 24 ? `${chars.slice(0, 23).join('')}…` : chars.join('');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Roughly how wide a line is in ems (CJK glyphs are a full em, Latin about 0.6). */
const emsOf = (text: string) => [...text].reduce((sum, c) => sum + (/[\u3000-\u9fff\uff00-\uffef]/u.test(c) ? 1 : 0.62), 0);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function packPath(shape: DemoPackShape, box: Box): string {
  const { x, y, width: w, height: h } = box;
  switch (shape) {
    case 'carton':
      return `<path d="M ${x} ${y + h * 0.12} L ${x + w * 0.5} ${y} L ${x + w} ${y + h * 0.12} V ${y + h} H ${x} Z"/>`;
    case 'box':
      return `<rect x="${x}" y="${y + h * 0.1}" width="${w}" height="${h * 0.9}" rx="${w * 0.04}"/>`;
    case 'can':
      return `<rect x="${x + w * 0.1}" y="${y}" width="${w * 0.8}" height="${h}" rx="${w * 0.12}"/>`;
    case 'pouch':
      return `<path d="M ${x + w * 0.08} ${y} H ${x + w * 0.92} L ${x + w} ${y + h} H ${x} Z"/>`;
    case 'bottle': {
      const cx = x + w / 2;
      const neck = w * 0.16;
      return `<path d="M ${cx - neck} ${y} H ${cx + neck} V ${y + h * 0.18} C ${cx + neck} ${y + h * 0.26} ${x + w} ${y + h * 0.24} ${x + w} ${y + h * 0.34}
        V ${y + h * 0.96} Q ${x + w} ${y + h} ${x + w * 0.94} ${y + h} H ${x + w * 0.06} Q ${x} ${y + h} ${x} ${y + h * 0.96}
        V ${y + h * 0.34} C ${x} ${y + h * 0.24} ${cx - neck} ${y + h * 0.26} ${cx - neck} ${y + h * 0.18} Z"/>`;
    }
  }
}

/** The brand's two most frequent colours as the pack's body and accent; the rest stays the prompt's. */
function withBrandColours(palette: DemoPalette, brand: readonly string[] | undefined): DemoPalette {
  if (!brand?.length) return palette;
  return { ...palette, body: brand[0], accent: brand[1] ?? palette.accent };
}

function demoSvg(request: DemoImageRequest, random: Random): string {
  const { width, height, prompt } = request;
  const palette = withBrandColours(paletteOf(prompt, random), request.brandPalette);
  const shape = shapeOf(prompt, random);
  const name = productNameOf(prompt);
  const packHeight = height * (0.62 + random.next() * 0.14);
  const packWidth = Math.min(width * 0.7, packHeight * (shape === 'bottle' ? 0.42 : shape === 'box' ? 0.85 : 0.6));
  const pack: Box = { x: (width - packWidth) / 2 + (random.next() - 0.5) * width * 0.1, y: (height - packHeight) / 2, width: packWidth, height: packHeight };
  const label: Box = { x: pack.x, y: pack.y + packHeight * (0.42 + random.next() * 0.08), width: packWidth, height: packHeight * 0.26 };
  const fontSize = Math.min(label.height * 0.42, (packWidth * 0.84) / Math.max(1, emsOf(name)));
  const dots = Array.from({ length: 3 + random.int(4) }, () => {
    const r = Math.min(width, height) * (0.04 + random.next() * 0.1);
    return `<circle cx="${random.next() * width}" cy="${random.next() * height}" r="${r}" fill="${palette.accent}" opacity="${0.15 + random.next() * 0.25}"/>`;
  }).join('');
  const outline = packPath(shape, pack);
  const mark = Math.max(10, Math.round(Math.min(width, height) * 0.035));
  const font = `font-family="DejaVu Sans, Noto Sans CJK JP, Noto Sans CJK SC"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="${random.next().toFixed(3)}" y2="1"><stop offset="0" stop-color="${palette.backdrop[0]}"/><stop offset="1" stop-color="${palette.backdrop[1]}"/></linearGradient>
    <clipPath id="pack">${outline}</clipPath>
  </defs>
  <rect width="100%" height="100%" fill="url(#backdrop)"/>
  ${dots}
  <ellipse cx="${pack.x + packWidth / 2}" cy="${pack.y + packHeight}" rx="${packWidth * 0.6}" ry="${packHeight * 0.04}" fill="#000" opacity="0.18"/>
  <g fill="${palette.body}">${outline}</g>
  <g clip-path="url(#pack)">
    <rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" fill="${palette.label}"/>
    <rect x="${label.x}" y="${label.y + label.height}" width="${label.width}" height="${label.height * 0.08}" fill="${palette.accent}"/>
    <text x="${pack.x + packWidth / 2}" y="${label.y + label.height * 0.5 + fontSize * 0.35}" ${font} font-weight="bold" font-size="${fontSize.toFixed(1)}" text-anchor="middle" fill="${palette.ink}">${escapeXml(name)}</text>
  </g>
  <g opacity="0.85">
    <rect x="${width - mark * 4.6}" y="${height - mark * 2}" width="${mark * 4}" height="${mark * 1.5}" rx="${mark * 0.3}" fill="#000"/>
    <text x="${width - mark * 2.6}" y="${height - mark * 0.85}" font-family="DejaVu Sans" font-weight="bold" font-size="${mark}" text-anchor="middle" fill="#fff">DEMO</text>
  </g>
</svg>`;
}
