import sharp from 'sharp';
import type { Hsl, PackDesign } from './design';

/** Simulated packs are drawn at this size (a portrait pack front). */
export const PACK_WIDTH = 360;
export const PACK_HEIGHT = 480;

const GOLD = '#c9a227';

/** Renders a design to PNG bytes through SVG (librsvg inside sharp); deterministic for the same fonts. */
export async function drawPack(design: PackDesign): Promise<Buffer> {
  return sharp(Buffer.from(packSvg(design))).png({ compressionLevel: 9 }).toBuffer();
}

export function packSvg(design: PackDesign): string {
  const W = PACK_WIDTH;
  const H = PACK_HEIGHT;
  const ink = design.background.l > 0.55 ? '#1d1d1f' : '#f7f5f0';
  const parts = [
    `<rect width="${W}" height="${H}" fill="${css(design.background)}"/>`,
    layoutShapes(design),
    motifShapes(design),
    design.goldTrim ? goldTrim() : '',
    texts(design, ink),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

function layoutShapes(design: PackDesign): string {
  const W = PACK_WIDTH;
  const H = PACK_HEIGHT;
  const accent = css(design.accent);
  switch (design.layout) {
    case 'emblem':
      return `<circle cx="${W / 2}" cy="${H * 0.52}" r="${W * 0.42}" fill="${accent}"/>`;
    case 'band':
      return `<rect x="0" y="${H * 0.08}" width="${W}" height="${H * 0.2}" fill="${accent}"/>`;
    case 'split':
      return `<polygon points="0,${H} ${W},${H * 0.45} ${W},${H}" fill="${accent}"/>`;
    case 'frame':
      return `<rect x="${W * 0.06}" y="${H * 0.05}" width="${W * 0.88}" height="${H * 0.9}" fill="none" stroke="${accent}" stroke-width="${W * 0.03}"/>`;
    case 'pattern': {
      const dots: string[] = [];
      for (let y = 20; y < H; y += 40) for (let x = (y / 40) % 2 ? 40 : 20; x < W; x += 40) dots.push(`<circle cx="${x}" cy="${y}" r="7"/>`);
      return `<g fill="${accent}" opacity="0.55">${dots.join('')}</g>`;
    }
  }
}

function motifShapes(design: PackDesign): string {
  const cx = PACK_WIDTH / 2;
  const cy = PACK_HEIGHT * 0.52;
  const r = (PACK_WIDTH * design.motifScale) / 2;
  const accent = design.accent;
  switch (design.motif) {
    case 'none':
      return '';
    case 'fruit':
      return (
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${css({ h: (accent.h % 60) + 0, s: 0.85, l: 0.5 })}"/>` +
        `<ellipse cx="${cx + r * 0.35}" cy="${cy - r * 1.05}" rx="${r * 0.38}" ry="${r * 0.16}" fill="#3f8f3a" transform="rotate(-25 ${cx + r * 0.35} ${cy - r * 1.05})"/>` +
        `<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" r="${r * 0.18}" fill="#ffffff" opacity="0.6"/>`
      );
    case 'leaf': {
      const leaves = [-40, 0, 40].map(
        (angle) => `<ellipse cx="${cx}" cy="${cy - r * 0.45}" rx="${r * 0.28}" ry="${r * 0.6}" fill="#4d9a45" transform="rotate(${angle} ${cx} ${cy + r * 0.2})"/>`,
      );
      return leaves.join('') + `<line x1="${cx}" y1="${cy + r * 0.2}" x2="${cx}" y2="${cy + r}" stroke="#2f6b2a" stroke-width="${r * 0.06}"/>`;
    }
    case 'mascot':
      return (
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff1e0" stroke="#3b2a20" stroke-width="${r * 0.05}"/>` +
        `<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.15}" r="${r * 0.1}" fill="#3b2a20"/>` +
        `<circle cx="${cx + r * 0.35}" cy="${cy - r * 0.15}" r="${r * 0.1}" fill="#3b2a20"/>` +
        `<circle cx="${cx - r * 0.55}" cy="${cy + r * 0.2}" r="${r * 0.14}" fill="#f4a0b0"/>` +
        `<circle cx="${cx + r * 0.55}" cy="${cy + r * 0.2}" r="${r * 0.14}" fill="#f4a0b0"/>` +
        `<path d="M ${cx - r * 0.25} ${cy + r * 0.25} Q ${cx} ${cy + r * 0.5} ${cx + r * 0.25} ${cy + r * 0.25}" fill="none" stroke="#3b2a20" stroke-width="${r * 0.06}"/>`
      );
    case 'burst': {
      const points: string[] = [];
      for (let i = 0; i < 24; i++) {
        const radius = i % 2 ? r * 0.6 : r;
        const angle = (Math.PI * i) / 12;
        points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
      }
      return `<polygon points="${points.join(' ')}" fill="${css({ h: 48, s: 0.95, l: 0.55 })}" stroke="#d2341f" stroke-width="3"/>`;
    }
    case 'crest':
      return (
        `<path d="M ${cx - r * 0.8} ${cy - r} L ${cx + r * 0.8} ${cy - r} L ${cx + r * 0.8} ${cy} Q ${cx + r * 0.8} ${cy + r * 0.8} ${cx} ${cy + r} Q ${cx - r * 0.8} ${cy + r * 0.8} ${cx - r * 0.8} ${cy} Z" fill="${css({ ...accent, l: 0.3 })}" stroke="${GOLD}" stroke-width="${r * 0.06}"/>` +
        `<line x1="${cx - r * 0.5}" y1="${cy - r * 0.4}" x2="${cx + r * 0.5}" y2="${cy - r * 0.4}" stroke="${GOLD}" stroke-width="${r * 0.05}"/>` +
        `<line x1="${cx - r * 0.5}" y1="${cy}" x2="${cx + r * 0.5}" y2="${cy}" stroke="${GOLD}" stroke-width="${r * 0.05}"/>`
      );
    case 'wave': {
      const waves = [0, 1, 2].map((k) => {
        const y = cy - r * 0.5 + k * r * 0.5;
        return `<path d="M ${cx - r * 1.3} ${y} q ${r * 0.325} ${-r * 0.3} ${r * 0.65} 0 t ${r * 0.65} 0 t ${r * 0.65} 0 t ${r * 0.65} 0" fill="none" stroke="${css({ h: 200, s: 0.7, l: 0.5 + k * 0.1 })}" stroke-width="${r * 0.12}"/>`;
      });
      return waves.join('');
    }
  }
}

function goldTrim(): string {
  const W = PACK_WIDTH;
  const H = PACK_HEIGHT;
  return (
    `<rect x="${W * 0.03}" y="${H * 0.025}" width="${W * 0.94}" height="${H * 0.95}" fill="none" stroke="${GOLD}" stroke-width="4"/>` +
    `<line x1="${W * 0.15}" y1="${H * 0.3}" x2="${W * 0.85}" y2="${H * 0.3}" stroke="${GOLD}" stroke-width="3"/>`
  );
}

function texts(design: PackDesign, ink: string): string {
  const W = PACK_WIDTH;
  const H = PACK_HEIGHT;
  const family = design.typeface === 'serif' ? "'DejaVu Serif', 'Noto Serif CJK JP', serif" : "'DejaVu Sans', 'Noto Sans CJK JP', sans-serif";
  const headline = Math.round(W * design.headlineScale);
  const lines = [
    `<text x="${W / 2}" y="${H * 0.18 + headline * 0.35}" font-family="${family}" font-size="${headline}" font-weight="bold" text-anchor="middle" fill="${ink}">${escapeXml(design.name)}</text>`,
  ];
  const copySize = 15;
  design.copyLines.forEach((line, i) => {
    const y = H * 0.84 + i * (copySize + 4) - ((design.copyLines.length - 1) * (copySize + 4)) / 2;
    lines.push(`<text x="${W / 2}" y="${y.toFixed(1)}" font-family="${family}" font-size="${copySize}" text-anchor="middle" fill="${ink}">${escapeXml(line)}</text>`);
  });
  return lines.join('');
}

function css({ h, s, l }: Hsl): string {
  return `hsl(${h.toFixed(1)}, ${(s * 100).toFixed(1)}%, ${(l * 100).toFixed(1)}%)`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
