import sharp from 'sharp';
import { seededRandom, type Random } from '../demo/random';
import { rgbOf } from './logo-vector';

export const demoLogoModelId = 'packlens-demo-logo-1';

export interface DemoLogoRequest {
  brandName: string;
  /** A style of the catalogue (`logoStyles`): wordmark, monogram, emblem, symbol_text, hand_lettered, geometric. */
  style: string;
  /** One to three `#rrggbb` colours. */
  colours: readonly string[];
  size: number;
  seed?: number;
}

export interface DemoLogo {
  bytes: Uint8Array;
  mediaType: 'image/png';
  seed: number;
  /** The plain background the logo stands on. */
  background: string;
  /** Always true: a labelled stand-in for an image model, not a design. */
  demo: true;
}

/**
 * The labelled demo generator for logos (no image model runs here). It draws, from the brand name, the style and the
 * colours alone, a flat logo of that kind: lettering for a wordmark, initials in a disc for a monogram, a badge for an
 * emblem, a symbol beside the name, script lettering with a swash, or a cluster of geometric shapes; in the brief's
 * colours only, on a plain white background (dark when a colour is near white), with a visible "DEMO" mark. An SVG
 * rendered by sharp with the machine's fonts (DejaVu, Noto Sans CJK), so the same brief and seed give the same bytes.
 */
export async function demoLogo(request: DemoLogoRequest): Promise<DemoLogo> {
  const seed = request.seed ?? 0;
  const random = seededRandom('demo-logo', request.brandName, request.style, request.colours, seed, request.size);
  const background = backgroundFor(request.colours);
  const svg = demoLogoSvg(request, background, random);
  const bytes = await sharp(Buffer.from(svg)).flatten({ background }).png({ compressionLevel: 9 }).toBuffer();
  return { bytes: new Uint8Array(bytes), mediaType: 'image/png', seed, background, demo: true };
}

/** White, unless a brief colour is close to white (it would vanish): then a dark ground. */
export function backgroundFor(colours: readonly string[]): string {
  const light = colours.some((hex) => {
    const [r, g, b] = rgbOf(hex);
    return (255 - r) ** 2 + (255 - g) ** 2 + (255 - b) ** 2 < 60 ** 2;
  });
  return light ? '#1f2328' : '#ffffff';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isWide = (c: string) => /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(c);
/** Roughly how wide a line is in ems at bold weight (CJK glyphs a full em, Latin about 0.68). */
const emsOf = (text: string) => [...text].reduce((sum, c) => sum + (isWide(c) ? 1 : c === ' ' ? 0.35 : 0.68), 0);
const fontSans = 'font-family="DejaVu Sans, Noto Sans CJK JP, Noto Sans CJK SC" font-weight="bold"';
const fontScript = 'font-family="DejaVu Serif, Noto Sans CJK JP, Noto Sans CJK SC" font-weight="bold" font-style="italic"';

/** The font size that fits `text` in `width`, at most `max`. */
const fitted = (text: string, width: number, max: number) => Math.min(max, width / Math.max(1, emsOf(text)));

/** The initials a monogram shows: the first letter of the first two words, or the first two wide characters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = [...(words[0] ?? '?')];
  if (isWide(first[0] ?? '')) return first.slice(0, 2).join('');
  return (words.length > 1 ? [first[0], [...words[1]][0]] : first.slice(0, 2)).join('').toUpperCase();
}

function text(x: number, y: number, size: number, fill: string, content: string, font = fontSans): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${font} font-size="${size.toFixed(1)}" text-anchor="middle" fill="${fill}">${escapeXml(content)}</text>`;
}

function polygon(cx: number, cy: number, r: number, sides: number, rotation: number, fill: string): string {
  const points = Array.from({ length: sides }, (_, i) => {
    const a = rotation + (i * 2 * Math.PI) / sides;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** A simple abstract symbol (no mascot) centred on (cx, cy) within radius r. */
function symbol(cx: number, cy: number, r: number, [a, b]: [string, string], background: string, random: Random): string {
  switch (random.int(4)) {
    case 0: // a leaf: two arcs
      return `<path d="M ${cx - r} ${cy + r} Q ${cx - r} ${cy - r} ${cx + r} ${cy - r} Q ${cx + r} ${cy + r} ${cx - r} ${cy + r} Z" fill="${a}"/>
        <path d="M ${cx - r * 0.7} ${cy + r * 0.7} L ${cx + r * 0.55} ${cy - r * 0.55}" stroke="${background}" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>`;
    case 1: // a disc with a wedge cut out and a dot
      return `<path d="M ${cx} ${cy} L ${cx + r} ${cy - r * 0.35} A ${r} ${r} 0 1 0 ${cx + r} ${cy + r * 0.35} Z" fill="${a}"/>
        <circle cx="${cx + r * 0.72}" cy="${cy}" r="${r * 0.2}" fill="${b}"/>`;
    case 2: // stacked chevrons
      return [0, 1, 2]
        .map((i) => `<path d="M ${cx - r} ${cy - r * 0.5 + i * r * 0.6} L ${cx} ${cy - r + i * r * 0.6} L ${cx + r} ${cy - r * 0.5 + i * r * 0.6}" fill="none" stroke="${i === 1 ? b : a}" stroke-width="${(r * 0.26).toFixed(1)}" stroke-linejoin="round" stroke-linecap="round"/>`)
        .join('');
    default: // a four-pointed spark over a ring
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="none" stroke="${b}" stroke-width="${(r * 0.14).toFixed(1)}"/>
        <path d="M ${cx} ${cy - r * 0.75} Q ${cx + r * 0.12} ${cy - r * 0.12} ${cx + r * 0.75} ${cy} Q ${cx + r * 0.12} ${cy + r * 0.12} ${cx} ${cy + r * 0.75} Q ${cx - r * 0.12} ${cy + r * 0.12} ${cx - r * 0.75} ${cy} Q ${cx - r * 0.12} ${cy - r * 0.12} ${cx} ${cy - r * 0.75} Z" fill="${a}"/>`;
  }
}

function demoLogoSvg(request: DemoLogoRequest, background: string, random: Random): string {
  const s = request.size;
  const [c1, c2 = c1, c3 = c2] = request.colours.map((c) => c.toLowerCase());
  const name = request.brandName.trim() || 'Logo';
  const cx = s / 2;
  // Consecutive seeds take the style's two variants in turn, so a batch of two never shows the same drawing.
  const variant = (request.seed ?? 0) % 2 === 0 ? 0 : 1;
  let body: string;
  switch (request.style) {
    case 'monogram': {
      const initials = initialsOf(name);
      const r = s * 0.24;
      const cy = s * 0.4;
      const size = fitted(initials, r * 1.45, r * 1.05);
      const nameSize = fitted(name, s * 0.78, s * 0.075);
      // A disc in a ring, or a rounded square in a frame.
      const square = variant === 1;
      const frame = square
        ? `<rect x="${cx - r * 1.18}" y="${cy - r * 1.18}" width="${r * 2.36}" height="${r * 2.36}" rx="${r * 0.3}" fill="none" stroke="${c2}" stroke-width="${(s * 0.014).toFixed(1)}"/>
          <rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${r * 0.22}" fill="${c1}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r * 1.16}" fill="none" stroke="${c2}" stroke-width="${(s * 0.014).toFixed(1)}"/>
          <circle cx="${cx}" cy="${cy}" r="${r}" fill="${c1}"/>`;
      body = `${frame}
        ${text(cx, cy + size * 0.36, size, background, initials)}
        ${text(cx, s * 0.8, nameSize, c3, name)}`;
      break;
    }
    case 'emblem': {
      const r = s * 0.36;
      const cy = s * 0.48;
      const nameSize = fitted(name, s * 0.62, s * 0.085);
      const band = nameSize * 1.7;
      const sides = 6 + 2 * variant;
      body = `${polygon(cx, cy, r, sides, -Math.PI / 2 + (sides === 6 ? 0 : Math.PI / sides), c1)}
        ${polygon(cx, cy, r * 0.86, sides, -Math.PI / 2 + (sides === 6 ? 0 : Math.PI / sides), background)}
        ${polygon(cx, cy, r * 0.8, sides, -Math.PI / 2 + (sides === 6 ? 0 : Math.PI / sides), c1)}
        <rect x="${cx - s * 0.4}" y="${cy - band / 2}" width="${s * 0.8}" height="${band}" rx="${band * 0.18}" fill="${c2}"/>
        ${text(cx, cy + nameSize * 0.36, nameSize, background, name)}
        ${polygon(cx, cy - r * 0.5, r * 0.11, 5, -Math.PI / 2, c3 === c2 ? background : c3)}
        ${polygon(cx, cy + r * 0.5, r * 0.11, 5, -Math.PI / 2, c3 === c2 ? background : c3)}`;
      break;
    }
    case 'symbol_text': {
      const r = s * 0.13;
      const nameSize = fitted(name, s * 0.56, s * 0.11);
      const x0 = s * 0.08 + r;
      body = `${symbol(x0, s * 0.47, r, [c1, c2], background, random)}
        <text x="${(x0 + r * 1.4).toFixed(1)}" y="${(s * 0.47 + nameSize * 0.36).toFixed(1)}" ${fontSans} font-size="${nameSize.toFixed(1)}" fill="${c3}">${escapeXml(name)}</text>`;
      break;
    }
    case 'hand_lettered': {
      const nameSize = fitted(name, s * 0.78, s * 0.2);
      const y = s * 0.46;
      const sway = (random.next() - 0.5) * s * 0.1;
      body = `${text(cx, y + nameSize * 0.3, nameSize, c1, name, fontScript)}
        <path d="M ${s * 0.12} ${y + nameSize * 0.62} Q ${cx + sway} ${y + nameSize * 1.15} ${s * 0.88} ${y + nameSize * 0.5}" fill="none" stroke="${c2}" stroke-width="${(s * 0.018).toFixed(1)}" stroke-linecap="round"/>
        <circle cx="${s * 0.88}" cy="${y + nameSize * 0.5}" r="${s * 0.02}" fill="${c3}"/>`;
      break;
    }
    case 'geometric': {
      const r = s * 0.1;
      const cy = s * 0.34;
      const shapes = [3, 4, 6, 0].map((sides, i) => {
        const x = cx + (i - 1.5) * r * 1.25;
        const y = cy + (i % 2 ? r * 0.55 : -r * 0.15) * (random.next() < 0.5 ? 1 : -1);
        const fill = [c1, c2, c3, c1][i];
        return sides ? polygon(x, y, r * 0.72, sides, random.next() * Math.PI, fill) : `<circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="${fill}"/>`;
      });
      const nameSize = fitted(name, s * 0.78, s * 0.1);
      body = `${shapes.join('')}${text(cx, s * 0.7, nameSize, c1, name)}`;
      break;
    }
    default: {
      // wordmark: the name as given or in capitals, underlined with a dot, or between two rules.
      const lettering = random.next() < 0.5 && !isWide([...name][0] ?? '') ? name.toUpperCase() : name;
      const nameSize = fitted(lettering, s * 0.82, s * 0.2);
      const y = s * 0.46;
      const bar = s * 0.03;
      const rules = variant === 1;
      body = `${text(cx, y + nameSize * 0.36, nameSize, c1, lettering)}
        ${
          rules
            ? `<rect x="${s * 0.14}" y="${y - nameSize * 0.72}" width="${s * 0.72}" height="${bar * 0.6}" fill="${c2}"/>
               <rect x="${s * 0.14}" y="${y + nameSize * 0.62}" width="${s * 0.72}" height="${bar * 0.6}" fill="${c3}"/>`
            : `<rect x="${s * 0.2}" y="${y + nameSize * 0.62}" width="${s * 0.52}" height="${bar}" rx="${bar / 2}" fill="${c2}"/>
               <circle cx="${s * 0.78}" cy="${y + nameSize * 0.62 + bar / 2}" r="${bar * 0.9}" fill="${c3}"/>`
        }`;
    }
  }
  const mark = Math.round(s * 0.045);
  const demoMark = `<rect x="${s - mark * 5.2}" y="${s - mark * 2.3}" width="${mark * 4.4}" height="${mark * 1.6}" rx="${mark * 0.3}" fill="none" stroke="${c1}" stroke-width="${Math.max(2, mark * 0.14).toFixed(1)}"/>
    <text x="${s - mark * 3}" y="${s - mark * 1.1}" font-family="DejaVu Sans" font-weight="bold" font-size="${mark}" text-anchor="middle" fill="${c1}">DEMO</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">
  <rect width="100%" height="100%" fill="${background}"/>
  ${body}
  ${demoMark}
</svg>`;
}
