/**
 * Heat-map bench: model load time, per-image time for an 800x600 jpg (the map alone, decode + map, and + grey
 * PNG encode), the process's CPU time for decode + map (less sensitive to a busy machine than the wall time),
 * peak memory, and the load average before and after (the machine may be shared). One core: run
 * it under `taskset -c 0` (the Makefile's bench does); sharp is limited to one thread here and the tfjs WASM
 * backend is single-threaded in Node.
 *
 *   taskset -c 0 tsx services/scoring/bench/heatmap-bench.ts [--images N] [--readout FILE.json] [--json]
 *
 * Uses OSIE report images (ids 1501-) when ../shared/data/osie is there, else generated 800x600 photos-like
 * images (noise + shapes), so it runs anywhere.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { HeatmapModel } from '../src/heatmap/model';
import { encodeGrayPng, grayHeatmap } from '../src/heatmap/render';
import { loadImage } from '../src/image';
import { OSIE_DIR, osieAvailable, stimulusPath } from '../eval/osie';

sharp.concurrency(1);

const { values } = parseArgs({ options: { images: { type: 'string', default: '60' }, readout: { type: 'string' }, json: { type: 'boolean' } } });
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

const loadBefore = loadavg().map((v) => Number(v.toFixed(2)));
const loadStart = performance.now();
const model = await HeatmapModel.load({ readoutPath: values.readout });
const loadMs = performance.now() - loadStart;

const useOsie = osieAvailable();
const inputs: (string | Buffer)[] = [];
for (let i = 0; i < count; i++) inputs.push(useOsie ? stimulusPath(1501 + (i % 200)) : await syntheticJpeg(i));

// Warm-up (first WASM calls compile kernels); not counted.
for (const input of inputs.slice(0, 2)) await model.compute(await loadImage(input));

const onlyMapMs: number[] = [];
const mapMs: number[] = [];
const cpuMs: number[] = [];
const withPngMs: number[] = [];
for (const input of inputs) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const image = await loadImage(input);
  const tDecoded = performance.now();
  const map = await model.compute(image);
  const t1 = performance.now();
  const c1 = process.cpuUsage(c0);
  await encodeGrayPng(await grayHeatmap(model.displayMap(map), image.width, image.height));
  const t2 = performance.now();
  onlyMapMs.push(t1 - tDecoded);
  mapMs.push(t1 - t0);
  cpuMs.push((c1.user + c1.system) / 1000);
  withPngMs.push(t2 - t0);
}
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);

const sortedOnly = [...onlyMapMs].sort((a, b) => a - b);
const sortedMap = [...mapMs].sort((a, b) => a - b);
const sortedCpu = [...cpuMs].sort((a, b) => a - b);
const sortedPng = [...withPngMs].sort((a, b) => a - b);
const result = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  images: count,
  source: useOsie ? `OSIE stimuli 1501- (${OSIE_DIR})` : 'generated 800x600 jpg',
  readout: values.readout ?? 'models/heatmap/readout.json',
  inputPixels: model.params.inputPixels,
  layers: model.params.layers,
  modelLoadMs: Math.round(loadMs),
  mapOnlyMs: { p50: Math.round(percentile(sortedOnly, 0.5)), p95: Math.round(percentile(sortedOnly, 0.95)) },
  heatmapMs: { p50: Math.round(percentile(sortedMap, 0.5)), p95: Math.round(percentile(sortedMap, 0.95)) },
  heatmapCpuMs: { p50: Math.round(percentile(sortedCpu, 0.5)), p95: Math.round(percentile(sortedCpu, 0.95)) },
  heatmapWithPngMs: { p50: Math.round(percentile(sortedPng, 0.5)), p95: Math.round(percentile(sortedPng, 0.95)) },
  peakRssMb: Math.round(peakRss / 1024 / 1024),
  loadAverage: { before: loadBefore, after: loadavg().map((v) => Number(v.toFixed(2))) },
  cpuAffinity: existsSync('/proc/self/status') ? (await import('node:fs')).readFileSync('/proc/self/status', 'utf8').match(/Cpus_allowed_list:\s*(\S+)/)?.[1] : undefined,
};
if (values.json) console.log(JSON.stringify(result));
else {
  console.log(`heat map bench, ${result.date}, ${result.machine}, cpus allowed: ${result.cpuAffinity}`);
  console.log(`  ${result.images} images from ${result.source}`);
  console.log(`  read-out: ${result.readout} (backbone input budget ${result.inputPixels} px, layers ${JSON.stringify(result.layers)})`);
  console.log(`  model load:                     ${result.modelLoadMs} ms`);
  console.log(`  heat map, decoded image:        p50 ${result.mapOnlyMs.p50} ms, p95 ${result.mapOnlyMs.p95} ms`);
  console.log(`  decode + heat map (800x600):    p50 ${result.heatmapMs.p50} ms, p95 ${result.heatmapMs.p95} ms`);
  console.log(`  ... its CPU time (this process):  p50 ${result.heatmapCpuMs.p50} ms, p95 ${result.heatmapCpuMs.p95} ms`);
  console.log(`  ... + grey PNG at image size:   p50 ${result.heatmapWithPngMs.p50} ms, p95 ${result.heatmapWithPngMs.p95} ms`);
  console.log(`  peak RSS:                       ${result.peakRssMb} MB`);
  console.log(`  load average (1/5/15 min):      before ${result.loadAverage.before.join(' ')}, after ${result.loadAverage.after.join(' ')}`);
}
