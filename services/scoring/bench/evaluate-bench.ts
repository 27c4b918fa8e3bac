/**
 * Full-evaluation bench: one 800x600 image through decode, heat map, all image words and preference mean and
 * spread for six segments. Reports model load time, per-image p50/p95 on one core, peak memory, and images per
 * second with one worker thread per core.
 *
 *   tsx services/scoring/bench/evaluate-bench.ts [--images N] [--without-heatmap] [--json]
 *
 * Needs the demo (or another active) model in the model cache (`./scripts/packlens-score train-demo`).
 * Uses OSIE photos (ids 1501-) when ../shared/data/osie is there, else generated 800x600 images.
 */
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { OSIE_DIR, osieAvailable, stimulusPath } from '../eval/osie';
import { FullEvaluation, BENCH_SEGMENTS, type EvaluationTimings } from './evaluate-pipeline';

sharp.concurrency(1);
const { values } = parseArgs({ options: { images: { type: 'string', default: '40' }, 'without-heatmap': { type: 'boolean' }, json: { type: 'boolean' } } });
const count = Number(values.images);
const withHeatmap = !values['without-heatmap'];

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

async function generatedJpeg(i: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="hsl(${(i * 47) % 360},40%,80%)"/><circle cx="${300 + (i % 5) * 40}" cy="300" r="150" fill="hsl(${(i * 90) % 360},70%,50%)"/><text x="80" y="120" font-size="64" font-family="DejaVu Sans" font-weight="bold">PACK ${i}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const useOsie = osieAvailable();
const inputs: string[] = [];
for (let i = 0; i < count; i++) {
  if (useOsie) inputs.push(stimulusPath(1501 + (i % 200)));
  else {
    const path = `/tmp/packlens-evaluate-bench-${i}.jpg`;
    await sharp(await generatedJpeg(i)).toFile(path);
    inputs.push(path);
  }
}

const loadStart = performance.now();
const pipeline = await FullEvaluation.load({ withHeatmap });
const loadMs = performance.now() - loadStart;
for (const input of inputs.slice(0, 2)) await pipeline.run(input); // warm-up: first WASM calls compile kernels

const timings: EvaluationTimings[] = [];
for (const input of inputs) timings.push((await pipeline.run(input)).timings);
await pipeline.dispose();
clearInterval(sampler);
peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);

const throughput = [];
for (const workers of [1, Math.max(2, availableParallelism())]) throughput.push({ workers, imagesPerSecond: await imagesPerSecond(workers, inputs) });

const pick = (key: keyof EvaluationTimings) => {
  const sorted = timings.map((t) => t[key]).sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  return { p50: at(0.5), p95: at(0.95) };
};
const result = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  images: count,
  source: useOsie ? `OSIE stimuli 1501- (${OSIE_DIR})` : 'generated 800x600 jpg',
  segments: BENCH_SEGMENTS,
  heatmap: withHeatmap,
  model: pipeline.model.version.id,
  modelLoadMs: Math.round(loadMs),
  totalMs: pick('totalMs'),
  decodeMs: pick('decodeMs'),
  heatmapMs: pick('heatmapMs'),
  featuresMs: pick('featuresMs'),
  headsMs: pick('headsMs'),
  peakRssMb: Math.round(peakRss / 1024 / 1024),
  throughput,
};
if (values.json) console.log(JSON.stringify(result));
else {
  console.log(`full evaluation bench, ${result.date}, ${result.machine}`);
  console.log(`  ${result.images} images from ${result.source}; segments ${result.segments.join(',')}; model ${result.model}${withHeatmap ? '' : '; WITHOUT the heat map'}`);
  console.log(`  model load (backbone, text detector, heat-map read-out, heads): ${result.modelLoadMs} ms`);
  for (const key of ['totalMs', 'decodeMs', 'heatmapMs', 'featuresMs', 'headsMs'] as const) {
    console.log(`  ${key.replace('Ms', '').padEnd(9)} p50 ${String(result[key].p50).padStart(4)} ms   p95 ${String(result[key].p95).padStart(4)} ms`);
  }
  console.log(`  peak RSS (one pipeline): ${result.peakRssMb} MB`);
  for (const t of throughput) console.log(`  ${t.workers} worker thread(s): ${t.imagesPerSecond.toFixed(2)} images/s`);
}

/** Wall-clock throughput of `workers` worker threads, each with its own pipeline, after their models load. */
async function imagesPerSecond(workers: number, images: string[]): Promise<number> {
  const entry = new URL('./evaluate-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const pool = Array.from({ length: workers }, () => new Worker(bootstrap, { eval: true, workerData: { withHeatmap } }));
  await Promise.all(pool.map((w) => new Promise((resolve) => w.once('message', resolve))));
  // Warm each worker once, then time the batch.
  await Promise.all(pool.map((w) => run(w, images[0])));
  const queue = [...images];
  const started = performance.now();
  await Promise.all(
    pool.map(async (w) => {
      for (let next = queue.shift(); next; next = queue.shift()) await run(w, next);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(pool.map((w) => w.terminate()));
  return images.length / seconds;
}

function run(worker: Worker, input: string): Promise<void> {
  return new Promise((resolve) => {
    worker.once('message', () => resolve());
    worker.postMessage({ input });
  });
}
