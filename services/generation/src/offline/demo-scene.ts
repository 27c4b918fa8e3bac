import sharp from 'sharp';
import { sceneCuesOf, withoutProduct } from '../demo/key-visual-scene';
import { seededRandom, type Random } from '../demo/random';
import type { KeyVisualSceneType } from '../ports';

export const demoSceneModelId = 'packlens-demo-scene-1';

export interface DemoSceneRequest {
  type: KeyVisualSceneType;
  width: number;
  height: number;
  /** The agreed scene description: its time of day and place change the drawing (evening light, outdoors...). */
  description: string;
  /** The brand's colour, read from the pack (`#rrggbb`). */
  brandColour: string;
  /** The product's name, left out when the description is read for cues. */
  product?: string;
  seed?: number;
}

/**
 * The labelled demo of a key visual's scene, for when no image model is configured: a deterministic drawing per
 * type (a room with a table, a studio backdrop with a podium, a split before/after, a dim scene with a spotlight, a
 * field of the brand's colour, a landscape), tinted by the brand's colour and lit by the description's time of day,
 * with a visible "DEMO" plate at the top left (where no placement puts the pack). It leaves the pack's place empty:
 * the real pack is composed onto it.
 */
export async function demoScene(request: DemoSceneRequest): Promise<Uint8Array> {
  const random = seededRandom('demo-scene', request.type, request.description, request.brandColour, request.seed ?? 0, request.width, request.height);
  const svg = sceneSvg(request, random);
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
}

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/iu.exec(hex);
  return m ? [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)] : [128, 128, 128];
};
const hexOf = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
/** `a` moved towards `b` by `t` (0-1). */
const mix = (a: string, b: string, t: number) => {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
};
const lighter = (colour: string, t: number) => mix(colour, '#ffffff', t);
const darker = (colour: string, t: number) => mix(colour, '#000000', t);

/** The light of each time of day: wall or sky from top to bottom, and the window's sky. */
const lights: Record<string, { top: string; bottom: string; sky: [string, string] }> = {
  morning: { top: '#fdf6e6', bottom: '#f2dfc0', sky: ['#bfe3f7', '#fff1c9'] },
  day: { top: '#f6f8fa', bottom: '#e2e9ef', sky: ['#7fc1ea', '#d9f0fb'] },
  evening: { top: '#f7d7b4', bottom: '#d8956c', sky: ['#f08a4b', '#f9d48c'] },
  night: { top: '#2e3752', bottom: '#1a1f30', sky: ['#0c1230', '#2a3560'] },
};

const demoPlate = (width: number, height: number) => {
  const m = Math.max(10, Math.round(Math.min(width, height) * 0.035));
  return `<g opacity="0.85"><rect x="${m * 0.6}" y="${m * 0.6}" width="${m * 4}" height="${m * 1.5}" rx="${m * 0.3}" fill="#000"/>
    <text x="${m * 2.6}" y="${m * 1.75}" font-family="DejaVu Sans" font-weight="bold" font-size="${m}" text-anchor="middle" fill="#fff">DEMO</text></g>`;
};

function sceneSvg(request: DemoSceneRequest, random: Random): string {
  const { width: w, height: h, brandColour: brand } = request;
  const cues = sceneCuesOf(withoutProduct(request.description, request.product ?? ''));
  const light = lights[cues.time ?? (request.type === 'difficult_scene' ? 'evening' : 'day')];
  const outdoors = cues.place === 'outdoors' || cues.place === 'beach';
  const body = (() => {
    switch (request.type) {
      case 'usage_scene':
        return outdoors ? landscape(w, h, light, brand, cues.place === 'beach', random) : room(w, h, light, brand, random);
      case 'product_close_up':
        return studio(w, h, brand, random);
      case 'before_after':
        return split(w, h, light, brand, random);
      case 'difficult_scene':
        return trouble(w, h, brand, random);
      case 'brand_world_view':
        return brandWorld(w, h, brand, random);
      case 'make_yourself':
        return outdoors || random.next() < 0.5 ? landscape(w, h, light, brand, cues.place === 'beach', random) : room(w, h, light, brand, random);
    }
  })();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}${demoPlate(w, h)}</svg>`;
}

/** A room: a lit wall, a window on the left, a wooden table across the lower part, a plant, a cup and a vase in the brand's colour. */
function room(w: number, h: number, light: (typeof lights)[string], brand: string, random: Random): string {
  const tableTop = h * (0.68 + random.next() * 0.06);
  const wood = random.pick(['#b07d4f', '#a0693f', '#c89a6c']);
  const cupX = w * (0.2 + random.next() * 0.12);
  return `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.top}"/><stop offset="1" stop-color="${light.bottom}"/></linearGradient>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.sky[0]}"/><stop offset="1" stop-color="${light.sky[1]}"/></linearGradient>
      <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighter(wood, 0.15)}"/><stop offset="1" stop-color="${darker(wood, 0.25)}"/></linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#wall)"/>
    <rect x="${w * 0.07}" y="${h * 0.1}" width="${w * 0.3}" height="${h * 0.4}" fill="url(#sky)" stroke="#ffffff" stroke-width="${w * 0.012}"/>
    <line x1="${w * 0.22}" y1="${h * 0.1}" x2="${w * 0.22}" y2="${h * 0.5}" stroke="#ffffff" stroke-width="${w * 0.008}"/>
    <polygon points="${w * 0.07},${h * 0.5} ${w * 0.37},${h * 0.5} ${w * 0.55},${tableTop} ${w * 0.02},${tableTop}" fill="#ffffff" opacity="0.18"/>
    <rect x="0" y="${tableTop}" width="${w}" height="${h - tableTop}" fill="url(#table)"/>
    <rect x="0" y="${tableTop}" width="${w}" height="${h * 0.012}" fill="${lighter(wood, 0.35)}"/>
    <rect x="${w * 0.86}" y="${tableTop - h * 0.16}" width="${w * 0.07}" height="${h * 0.16}" rx="${w * 0.01}" fill="${brand}"/>
    <circle cx="${w * 0.895}" cy="${tableTop - h * 0.2}" r="${h * 0.05}" fill="#5b9a4c"/><circle cx="${w * 0.87}" cy="${tableTop - h * 0.24}" r="${h * 0.04}" fill="#6fb35d"/>
    <ellipse cx="${cupX}" cy="${tableTop + h * 0.08}" rx="${w * 0.07}" ry="${h * 0.02}" fill="#ffffff" opacity="0.9"/>
    <rect x="${cupX - w * 0.03}" y="${tableTop + h * 0.01}" width="${w * 0.06}" height="${h * 0.07}" rx="${w * 0.008}" fill="${lighter(brand, 0.6)}"/>`;
}

/** Outdoors: sky, a sun or the moon, and grass (or sand and sea). */
function landscape(w: number, h: number, light: (typeof lights)[string], brand: string, beach: boolean, random: Random): string {
  const horizon = h * (0.55 + random.next() * 0.1);
  const ground = beach ? '#e8d3a2' : '#7cb356';
  const hills = Array.from({ length: 3 }, (_, i) => {
    const cx = w * (0.15 + i * 0.35 + random.next() * 0.1);
    return `<ellipse cx="${cx}" cy="${horizon + h * 0.04}" rx="${w * 0.3}" ry="${h * 0.09}" fill="${mix(ground, brand, 0.12 + 0.08 * i)}" opacity="0.9"/>`;
  }).join('');
  return `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.sky[0]}"/><stop offset="1" stop-color="${light.sky[1]}"/></linearGradient>
      <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${darker(ground, 0.25)}"/></linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${w * (0.2 + random.next() * 0.3)}" cy="${h * 0.2}" r="${Math.min(w, h) * 0.07}" fill="#fff6d5" opacity="0.95"/>
    ${beach ? `<rect x="0" y="${horizon - h * 0.08}" width="${w}" height="${h * 0.08}" fill="#3d8fc6"/>` : hills}
    <rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#ground)"/>`;
}

/** A studio: a soft backdrop in the brand's colour, light bokeh, a podium where the pack stands. */
function studio(w: number, h: number, brand: string, random: Random): string {
  const bokeh = Array.from({ length: 9 }, () => `<circle cx="${random.next() * w}" cy="${random.next() * h * 0.7}" r="${Math.min(w, h) * (0.03 + random.next() * 0.07)}" fill="#ffffff" opacity="${(0.12 + random.next() * 0.2).toFixed(2)}"/>`).join('');
  return `<defs><radialGradient id="backdrop" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${lighter(brand, 0.88)}"/><stop offset="1" stop-color="${lighter(brand, 0.45)}"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#backdrop)"/>${bokeh}
    <ellipse cx="${w / 2}" cy="${h * 0.93}" rx="${w * 0.32}" ry="${h * 0.07}" fill="${lighter(brand, 0.7)}"/>
    <ellipse cx="${w / 2}" cy="${h * 0.9}" rx="${w * 0.32}" ry="${h * 0.06}" fill="${lighter(brand, 0.82)}"/>`;
}

/** Before and after: the left half dull and cluttered, the right half bright in the brand's colour, a line between. */
function split(w: number, h: number, light: (typeof lights)[string], brand: string, random: Random): string {
  const tableTop = h * 0.72;
  const clutter = Array.from({ length: 6 }, () => {
    const x = random.next() * w * 0.4;
    return `<rect x="${x}" y="${tableTop - h * (0.04 + random.next() * 0.08)}" width="${w * 0.05}" height="${h * 0.1}" fill="#6f757b" transform="rotate(${(random.next() * 40 - 20).toFixed(1)} ${x} ${tableTop})"/>`;
  }).join('');
  const sparkles = Array.from({ length: 6 }, () => `<circle cx="${w * (0.55 + random.next() * 0.4)}" cy="${h * (0.1 + random.next() * 0.5)}" r="${Math.min(w, h) * 0.012}" fill="#ffffff" opacity="0.9"/>`).join('');
  const label = (x: number, text: string, fill: string) =>
    `<text x="${x}" y="${h * 0.1}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(h * 0.05)}" text-anchor="middle" fill="${fill}">${text}</text>`;
  return `<defs><linearGradient id="after" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(light.top, lighter(brand, 0.8), 0.5)}"/><stop offset="1" stop-color="${lighter(brand, 0.55)}"/></linearGradient></defs>
    <rect x="0" y="0" width="${w / 2}" height="${h}" fill="#9aa0a6"/>
    <rect x="0" y="${tableTop}" width="${w / 2}" height="${h - tableTop}" fill="#7b8086"/>${clutter}
    <rect x="${w / 2}" y="0" width="${w / 2}" height="${h}" fill="url(#after)"/>
    <rect x="${w / 2}" y="${tableTop}" width="${w / 2}" height="${h - tableTop}" fill="#c89a6c"/>${sparkles}
    <rect x="${w / 2 - w * 0.004}" y="0" width="${w * 0.008}" height="${h}" fill="#ffffff"/>
    ${label(w * 0.25, 'BEFORE', '#3d4246')}${label(w * 0.75, 'AFTER', darker(brand, 0.35))}`;
}

/** A difficult moment: dim and rainy, papers scattered, a warm spotlight on the right where the pack will stand. */
function trouble(w: number, h: number, brand: string, random: Random): string {
  const rain = Array.from({ length: 40 }, () => {
    const x = random.next() * w;
    const y = random.next() * h * 0.7;
    return `<line x1="${x}" y1="${y}" x2="${x - w * 0.02}" y2="${y + h * 0.06}" stroke="#c8d3e6" stroke-width="${Math.max(1, w / 600)}" opacity="0.3"/>`;
  }).join('');
  const papers = Array.from({ length: 5 }, () => {
    const x = w * (0.05 + random.next() * 0.4);
    const y = h * (0.74 + random.next() * 0.15);
    return `<rect x="${x}" y="${y}" width="${w * 0.08}" height="${h * 0.05}" fill="#e8e8e8" opacity="0.8" transform="rotate(${(random.next() * 50 - 25).toFixed(1)} ${x} ${y})"/>`;
  }).join('');
  return `<defs>
      <linearGradient id="dim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b4252"/><stop offset="1" stop-color="#20242d"/></linearGradient>
      <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${lighter(brand, 0.85)}" stop-opacity="0.95"/><stop offset="1" stop-color="${lighter(brand, 0.6)}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#dim)"/>
    <ellipse cx="${w * 0.2}" cy="${h * 0.12}" rx="${w * 0.25}" ry="${h * 0.1}" fill="#596274" opacity="0.8"/>${rain}
    <rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#4a4f5a"/>${papers}
    <ellipse cx="${w * 0.74}" cy="${h * 0.78}" rx="${w * 0.22}" ry="${h * 0.3}" fill="url(#spot)"/>`;
}

/** The brand's world: its colour from deep to light, rings and rays of light, a glow where the pack floats, particles. */
function brandWorld(w: number, h: number, brand: string, random: Random): string {
  const rings = Array.from({ length: 5 }, (_, i) => `<circle cx="${w / 2}" cy="${h * 0.52}" r="${Math.min(w, h) * (0.3 + i * 0.14)}" fill="none" stroke="${lighter(brand, 0.5 + i * 0.08)}" stroke-width="${Math.min(w, h) * 0.01}" opacity="${(0.5 - i * 0.08).toFixed(2)}"/>`).join('');
  const rays = Array.from({ length: 6 }, (_, i) => {
    const x = w * (i / 5);
    return `<polygon points="${w / 2},${-h * 0.1} ${x - w * 0.04},${h} ${x + w * 0.04},${h}" fill="#ffffff" opacity="0.06"/>`;
  }).join('');
  const particles = Array.from({ length: 30 }, () => `<circle cx="${random.next() * w}" cy="${random.next() * h}" r="${Math.min(w, h) * (0.003 + random.next() * 0.008)}" fill="#ffffff" opacity="${(0.3 + random.next() * 0.5).toFixed(2)}"/>`).join('');
  return `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${darker(brand, 0.45)}"/><stop offset="0.6" stop-color="${brand}"/><stop offset="1" stop-color="${lighter(brand, 0.45)}"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#brand)"/>${rays}${rings}
    <ellipse cx="${w / 2}" cy="${h * 0.52}" rx="${w * 0.4}" ry="${h * 0.45}" fill="url(#glow)"/>${particles}`;
}
