import sharp from 'sharp';
import { seededRandom } from '../../src/demo/random';
import { decode, decodeMask, encodePng, type Raster } from '../../src/offline/raster';

/**
 * Images the offline specs draw, with the truth known: a pack (carton, rounded box, bottle) with its label and
 * text on a plain, gradient or noisy background, and the pack's exact mask drawn from the same outline.
 */
export type PackShape = 'carton' | 'rounded-box' | 'bottle';
export type Backdrop = 'plain' | 'gradient' | 'noisy';

export interface PackScene {
  image: Uint8Array;
  /** 255 on the pack, 0 elsewhere. */
  mask: Raster;
  width: number;
  height: number;
}

function outline(shape: PackShape, w: number, h: number): string {
  switch (shape) {
    case 'carton':
      return `<rect x="${w * 0.3}" y="${h * 0.18}" width="${w * 0.4}" height="${h * 0.66}"/>`;
    case 'rounded-box':
      return `<rect x="${w * 0.22}" y="${h * 0.28}" width="${w * 0.56}" height="${h * 0.46}" rx="${w * 0.06}"/>`;
    case 'bottle': {
      // Cap, neck, shoulders and body of a bottle, drawn as one path.
      const cx = w / 2;
      const body = w * 0.16;
      const neck = w * 0.05;
      return `<path d="M ${cx - neck} ${h * 0.1} H ${cx + neck} V ${h * 0.26} C ${cx + neck} ${h * 0.32} ${cx + body} ${h * 0.32} ${cx + body} ${h * 0.4}
        V ${h * 0.86} Q ${cx + body} ${h * 0.9} ${cx + body - 12} ${h * 0.9} H ${cx - body + 12} Q ${cx - body} ${h * 0.9} ${cx - body} ${h * 0.86}
        V ${h * 0.4} C ${cx - body} ${h * 0.32} ${cx - neck} ${h * 0.32} ${cx - neck} ${h * 0.26} Z"/>`;
    }
  }
}

const packColours: Record<PackShape, { body: string; label: string; ink: string }> = {
  carton: { body: '#2f6b3a', label: '#fdfbf5', ink: '#1d3b22' },
  'rounded-box': { body: '#c0392b', label: '#fbe9c6', ink: '#5a1a12' },
  bottle: { body: '#7a4a1c', label: '#f6f2e8', ink: '#222222' },
};

function backdropFill(backdrop: Backdrop): { defs: string; fill: string } {
  if (backdrop === 'plain') return { defs: '', fill: '#f1ede4' };
  return {
    defs: '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe8f1"/><stop offset="1" stop-color="#f4e2c8"/></linearGradient>',
    fill: 'url(#bg)',
  };
}

export async function packScene(shape: PackShape, backdrop: Backdrop, width = 480, height = 400): Promise<PackScene> {
  const { defs, fill } = backdropFill(backdrop);
  const colours = packColours[shape];
  const path = outline(shape, width, height);
  // The label band and its text sit inside the outline (clipped to it), so the mask is the outline alone.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>${defs}<clipPath id="pack">${path}</clipPath></defs>
    <rect width="100%" height="100%" fill="${fill}"/>
    <g fill="${colours.body}">${path}</g>
    <g clip-path="url(#pack)">
      <rect x="0" y="${height * 0.46}" width="${width}" height="${height * 0.22}" fill="${colours.label}"/>
      <text x="${width / 2}" y="${height * 0.56}" font-family="DejaVu Sans" font-weight="bold" font-size="${height * 0.06}" text-anchor="middle" fill="${colours.ink}">MATCHA</text>
      <text x="${width / 2}" y="${height * 0.63}" font-family="DejaVu Sans" font-size="${height * 0.03}" text-anchor="middle" fill="${colours.ink}">oat milk latte 250 ml</text>
    </g>
  </svg>`;
  const maskSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/><g fill="#fff">${path}</g></svg>`;
  let image: Uint8Array = new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
  if (backdrop === 'noisy') image = await withNoise(image, 10);
  const grey = await decodeMask(new Uint8Array(await sharp(Buffer.from(maskSvg)).png().toBuffer()), 'luminance');
  const mask = { ...grey, data: grey.data.map((v) => (v >= 128 ? 255 : 0)) };
  return { image, mask, width, height };
}

/** Adds seeded Gaussian noise (standard deviation `sigma` per channel) to every pixel. */
export async function withNoise(image: Uint8Array, sigma: number): Promise<Uint8Array> {
  const raster = await decode(image);
  const random = seededRandom('noise', sigma, raster.width, raster.height);
  const data = raster.data.map((value) => {
    const gaussian = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    return Math.max(0, Math.min(255, Math.round(value + sigma * gaussian)));
  });
  return encodePng({ ...raster, data });
}

/** Intersection over union of two masks (a pixel is in a mask at 128 or more). */
export function iou(a: Raster, b: Raster): number {
  let inBoth = 0;
  let inEither = 0;
  for (let i = 0; i < a.data.length; i++) {
    const x = a.data[i] >= 128;
    const y = b.data[i] >= 128;
    if (x && y) inBoth++;
    if (x || y) inEither++;
  }
  return inEither === 0 ? 1 : inBoth / inEither;
}
