import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG of a flat background with a filled rectangle. */
export async function rectangleJpeg(width: number, height: number, rect: { x: number; y: number; w: number; h: number; colour: string }, background = '#808080'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    <rect x="${rect.x}" y="${rect.y}" width="${rect.w}" height="${rect.h}" fill="${rect.colour}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** An image of black text lines on white (rendered by librsvg with a system font). */
export async function textPng(width: number, height: number, lines: string[]): Promise<Buffer> {
  const size = Math.round(height / (lines.length * 2 + 1));
  const text = lines
    .map((l, i) => `<text x="${Math.round(width * 0.08)}" y="${(2 * i + 2) * size}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#111">${l}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A valid PNG signature and IHDR declaring width x height, followed by a tiny IDAT: a decompression bomb's header. */
export function bombPngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF (points) with a red rectangle on white, written by hand so no PDF library is needed. */
export function redRectanglePdf(pageWidth: number, pageHeight: number, rect: [number, number, number, number], options: { catalog?: string } = {}): Buffer {
  const content = `1 0 0 rg ${rect.join(' ')} re f`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
