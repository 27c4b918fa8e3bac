import { spawn } from 'node:child_process';
import { ImageInputError } from './errors';

const PDFTOPPM = process.env.PACKLENS_PDFTOPPM ?? 'pdftoppm';

/**
 * Renders the first page of a PDF to PNG bytes with poppler's pdftoppm. `-scale-to` bounds the long side,
 * so a page declaring a huge media box cannot blow up memory (the PDF form of a decompression bomb).
 */
export function renderFirstPdfPage(pdf: Uint8Array, longSide: number, timeoutMs = 20_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(PDFTOPPM, ['-f', '1', '-l', '1', '-singlefile', '-png', '-scale-to', String(longSide), '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`cannot run ${PDFTOPPM} (install poppler-utils): ${e.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const png = Buffer.concat(out);
      if (code === 0 && png.length > 0) return resolve(png);
      const reason = Buffer.concat(err).toString('utf8').trim().split('\n')[0] || `exit code ${code}`;
      reject(new ImageInputError('IMAGE_CORRUPT', `the PDF cannot be rendered: ${reason}`, { reason }));
    });
    child.stdin.on('error', () => undefined); // pdftoppm may close stdin early on a broken file
    child.stdin.end(Buffer.from(pdf));
  });
}
