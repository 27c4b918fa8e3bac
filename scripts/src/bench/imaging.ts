import path from 'node:path';
import sharp from 'sharp';
import { compose, demoImage, openCv, removeBackground, repair, upscale } from '@packlens/generation';
import { repoRoot } from '../runtime';
import { loadLine, machineLine, minuteStamp, writeSection } from './report';
import { quantile, round } from './stats';

/**
 * `make bench`, the offline image operations (issue 13 item 2): background removal (GrabCut at its 512 px working
 * size, mask scaled back), composition (a 1024 px scene, the cut-out pack scaled, with a blurred shadow) and a small
 * repair (Telea inpainting of a scratch), each on a 1024 × 1024 image the bench draws (a bottle with its label and
 * text on a gradient with noise, so the pack's true outline is known), timed end to end from PNG bytes in to PNG bytes
 * out, the median of BENCH_RUNS (7) runs after one warm-up; plus the demo generator at 1024 px and the upscale ×2 of
 * the 1024 px image to 2048 px (ESRGAN-slim on tfjs-wasm, BENCH_UPSCALE_RUNS (3) runs), one request at a time.
 * `--no-write` prints without touching docs/BENCHMARKS.md.
 */
const runs = Number(process.env.BENCH_RUNS ?? 7);
const upscaleRuns = Number(process.env.BENCH_UPSCALE_RUNS ?? 3);
const writeDoc = !process.argv.includes('--no-write');
const side = 1024;

const bottle = (s: number) => {
  const [cx, body, neck] = [s / 2, s * 0.16, s * 0.05];
  return `M ${cx - neck} ${s * 0.1} H ${cx + neck} V ${s * 0.26} C ${cx + neck} ${s * 0.32} ${cx + body} ${s * 0.32} ${cx + body} ${s * 0.4}
    V ${s * 0.9} H ${cx - body} V ${s * 0.4} C ${cx - body} ${s * 0.32} ${cx - neck} ${s * 0.32} ${cx - neck} ${s * 0.26} Z`;
};
const svg = (body: string) => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">${body}</svg>`));

const drawn = await svg(`<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe8f1"/><stop offset="1" stop-color="#f4e2c8"/></linearGradient>
  <clipPath id="p"><path d="${bottle(side)}"/></clipPath></defs><rect width="100%" height="100%" fill="url(#g)"/><path d="${bottle(side)}" fill="#7a4a1c"/>
  <g clip-path="url(#p)"><rect y="${side * 0.48}" width="${side}" height="${side * 0.2}" fill="#f6f2e8"/>
  <text x="${side / 2}" y="${side * 0.58}" font-family="DejaVu Sans" font-weight="bold" font-size="${side * 0.05}" text-anchor="middle" fill="#222">MATCHA</text></g>`)
  .raw()
  .toBuffer({ resolveWithObject: true });
// Seeded noise (σ 8 per channel), as a camera would add.
let state = 12345;
const uniform = () => ((state = (state * 1103515245 + 12345) >>> 0) + 0.5) / 2 ** 32;
const noisy = Buffer.from(drawn.data.map((v) => Math.max(0, Math.min(255, Math.round(v + 8 * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()))))));
const photo = new Uint8Array(await sharp(noisy, { raw: drawn.info }).removeAlpha().png().toBuffer());
const truth = await svg(`<rect width="100%" height="100%"/><path d="${bottle(side)}" fill="#fff"/>`).greyscale().raw().toBuffer();
const scratch = `<path d="M 120 200 C 400 120 600 700 900 820" stroke-width="STROKE" fill="none"/>`;
const scratched = new Uint8Array(await sharp(photo).composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">${scratch.replace('STROKE', '4').replace('<path', '<path stroke="#111"')}</svg>`) }]).png().toBuffer());
const scratchMask = new Uint8Array(await svg(`<rect width="100%" height="100%"/>${scratch.replace('STROKE', '7').replace('<path', '<path stroke="#fff"')}`).png().toBuffer());
const scene = new Uint8Array(await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#6d8fb3' } }).png().toBuffer());

const loadStarted = performance.now();
await openCv();
const loadMs = performance.now() - loadStarted;

async function time(work: () => Promise<unknown>, count = runs): Promise<{ median: number; min: number; max: number }> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { median: quantile(times, 0.5), min: Math.min(...times), max: Math.max(...times) };
}

const cut = await removeBackground(photo);
let [inBoth, inEither] = [0, 0];
for (let i = 0; i < truth.length; i++) {
  const [a, b] = [cut.mask.data[i] >= 128, truth[i] >= 128];
  if (a && b) inBoth++;
  if (a || b) inEither++;
}
const iou = inBoth / inEither;

const load = loadLine();
const removal = await time(() => removeBackground(photo));
const composition = await time(() =>
  compose({ width: side, height: side, background: scene, layers: [{ image: cut.png, x: side / 2, y: side * 0.95, scale: 0.8, anchor: 'bottom', shadow: { offsetX: 14, offsetY: 14, blur: 6, opacity: 0.35 } }] }),
);
const inpainting = await time(() => repair(scratched, scratchMask));
const demo = await time(() => demoImage({ prompt: 'A green "Matcha Oat Latte" bottle', width: side, height: side, seed: 1 }));
const upscaling = await time(() => upscale(photo, { scale: 2 }), upscaleRuns);

const row = (name: string, t: { median: number; min: number; max: number }, what: string) =>
  `| ${name} | **${round(t.median / 1000, 2)} s** | ${round(t.min / 1000, 2)}–${round(t.max / 1000, 2)} s | ${what} |`;
const body = `## Offline image operations: background removal, composition, small repair, upscaling (issue 13)

Measured ${minuteStamp()} UTC with \`make bench-imaging\` (\`node --import tsx scripts/src/bench/imaging.ts\`) on ${machineLine()}; load ${load} before the timed runs.
Each operation from PNG bytes in to PNG bytes out on a 1024 × 1024 image the bench draws (a bottle with label and text on a
gradient with Gaussian noise σ 8), one request at a time (sharp may use its own threads); median, fastest and slowest of ${runs} runs after a warm-up.

| operation | median | range | what runs |
|---|---|---|---|
${row('background removal', removal, `decode, scale to 512 px, background fit from the border, GrabCut (4 rounds, OpenCV.js 4.9 WASM), mask scaled back, RGBA PNG; IoU with the true outline ${round(iou, 3)}`)}
${row('composition', composition, 'a 1600 × 1200 scene scaled to cover 1024 × 1024, the 1024 px cut-out scaled 0.8 and placed by its bottom anchor over a blurred shadow (σ 6), PNG (sharp)')}
${row('small repair', inpainting, 'a 4 px scratch across the image, mask 7 px grown by 1, Telea inpainting radius 5 (OpenCV.js), PNG')}
${row('demo image (generative modes)', demo, 'the labelled demo generator: SVG rendered by sharp, PNG at compression level 9')}
${row(`upscale ×2 to 2048 px (${upscaleRuns} runs)`, upscaling, 'ESRGAN-slim (RDN) from @upscalerjs/esrgan-slim on tfjs-wasm, one thread, 64 tiles of 128 px with 8 px context, PNG')}

Loading OpenCV.js once per process took ${round(loadMs / 1000, 2)} s, and tfjs-wasm with the upscaling model is loaded in the
warm-up (neither is in the figures above). These are this machine's CPU figures; no generative model runs here (text to image,
large inpaint and brand generation are the demo).`;
console.log(`\n${body}\n`);
if (writeDoc) await writeSection(path.join(repoRoot, 'docs/BENCHMARKS.md'), 'imaging', body);
