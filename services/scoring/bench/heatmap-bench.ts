/**
 * Heat-map bench: model load time, per-image time for an 800x600 jpg (decode + map, and + grey PNG encode),
 * peak memory. One core: run it under `taskset -c 0` (the Makefile's bench does); sharp is limited to one
 * thread here and the tfjs WASM backend is single-threaded in Node.
 *
 *   tsx services/scoring/bench/heatmap-bench.ts [--images N] [--json]
 *
 * Uses OSIE report images (ids 1501-) when ../shared/data/osie is there, else generated 800x600 photos-like
 * images (noise + shapes), so it runs anywhere.
 */
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { HeatmapModel } from '../src/heatmap/model';
import { encodeGrayPng, grayHeatmap } from '../src/heatmap/render';
import { loadImage } from '../src/image';
import { OSIE_DIR, osieAvailable, stimulusPath } from '../eval/osie';

sharp.concurrency(1);

const { values } = parseArgs({ options: { images: { type: 'string', default: '60' }, json: { type: 'boolean' } } });
const count = Number(values.images);

async function syntheticJpeg(i: number): Promise<Buffer> {
  const shapes = Array.from({ length: 6 }, (_, k) => {
    const x = (i * 97 + k * 131) % 700;
    const y = (i * 53 + k * 71) % 500;
    return `<rect x="${x}" y="${y}" width="${60 + ((k * 37) % 120)}" height="${40 + ((k * 53) % 100)}" fill="hsl(${(i * 40 + k * 60) % 360},70%,50%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#d8d4cc"/>${shapes}<text x="80" y="520" font-size="48" font-family="DejaVu Sans">SAMPLE ${i}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

function percentile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

const loadStart = performance.now();
const model = await HeatmapModel.load();
const loadMs = performance.now() - loadStart;

const useOsie = osieAvailable();
const inputs: (string | Buffer)[] = [];
for (let i = 0; i < count; i++) inputs.push(useOsie ? stimulusPath(1501 + (i % 200)) : await syntheticJpeg(i));

// Warm-up (first WASM calls compile kernels); not counted.
for (const input of inputs.slice(0, 2)) await model.compute(await loadImage(input));

const mapMs: number[] = [];
const withPngMs: number[] = [];
for (const input of inputs) {
  const t0 = performance.now();
  const image = await loadImage(input);
  const map = await model.compute(image);
  const t1 = performance.now();
  await encodeGrayPng(await grayHeatmap(model.displayMap(map), image.width, image.height));
  const t2 = performance.now();
  mapMs.push(t1 - t0);
  withPngMs.push(t2 - t0);
}
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);

const sortedMap = [...mapMs].sort((a, b) => a - b);
const sortedPng = [...withPngMs].sort((a, b) => a - b);
const result = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  images: count,
  source: useOsie ? `OSIE stimuli 1501- (${OSIE_DIR})` : 'generated 800x600 jpg',
  layers: model.params.layers,
  modelLoadMs: Math.round(loadMs),
  heatmapMs: { p50: Math.round(percentile(sortedMap, 0.5)), p95: Math.round(percentile(sortedMap, 0.95)) },
  heatmapWithPngMs: { p50: Math.round(percentile(sortedPng, 0.5)), p95: Math.round(percentile(sortedPng, 0.95)) },
  peakRssMb: Math.round(peakRss / 1024 / 1024),
  cpuAffinity: existsSync('/proc/self/status') ? (await import('node:fs')).readFileSync('/proc/self/status', 'utf8').match(/Cpus_allowed_list:\s*(\S+)/)?.[1] : undefined,
};
if (values.json) console.log(JSON.stringify(result));
else {
  console.log(`heat map bench, ${result.date}, ${result.machine}, cpus allowed: ${result.cpuAffinity}`);
  console.log(`  ${result.images} images from ${result.source}`);
  console.log(`  model load:                     ${result.modelLoadMs} ms`);
  console.log(`  decode + heat map (800x600):    p50 ${result.heatmapMs.p50} ms, p95 ${result.heatmapMs.p95} ms`);
  console.log(`  ... + grey PNG at image size:   p50 ${result.heatmapWithPngMs.p50} ms, p95 ${result.heatmapWithPngMs.p95} ms`);
  console.log(`  peak RSS:                       ${result.peakRssMb} MB`);
}
