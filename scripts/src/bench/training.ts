import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { datasetFiles, generateDemoPanel, runTraining, zipDataset } from '@packlens/scoring';
import { repoRoot } from '../runtime';
import { loadLine, machineLine, minuteStamp, writeSection } from './report';
import { round } from './stats';

/**
 * `make bench`, additional learning (issue 16): a survey of 500 packs with 200 respondents each (every answer in
 * responses.csv), trained as the training worker does it — data set read, features for every image on one thread per
 * core, heads fitted, held-out figures, promotion — on an empty model cache, so feature extraction is included. The
 * training runs in a child process of its own, whose peak resident memory (worker threads included) is the figure.
 * `--no-write` prints without touching docs/BENCHMARKS.md.
 */
const IMAGES = 500;
const PER_CELL = 25; // 8 gender × decade cells: 200 respondents rate every pack

if (process.argv[2] === '--child') {
  const [zipPath, cacheDir] = process.argv.slice(3);
  const started = performance.now();
  const stages: Record<string, number> = {};
  const result = await runTraining({
    datasets: [new Uint8Array(await readFile(zipPath))],
    includeDemoPanel: false,
    cacheDir,
    onProgress: (stage) => (stages[stage] ??= performance.now() - started),
  });
  const seconds = (performance.now() - started) / 1000;
  const summary = result.version.metrics.summary;
  process.stdout.write(
    `${JSON.stringify({ seconds, stages, maxRssKb: process.resourceUsage().maxRSS, trainImages: result.version.trainImages, heldOut: result.version.heldOutImages, mae: summary.mae, pearson: summary.pearson, promoted: result.decision.promoted })}\n`,
  );
  process.exit(0);
}

const writeDoc = !process.argv.includes('--no-write');
const when = minuteStamp();
const loadBefore = loadLine();
const work = await mkdtemp(path.join(tmpdir(), 'packlens-bench-training-'));
try {
  const drawn = performance.now();
  const content = await generateDemoPanel({ seed: 20261129, images: IMAGES, perCell: PER_CELL, respondents: true });
  const zip = zipDataset(datasetFiles(content));
  const zipPath = path.join(work, 'survey.zip');
  await writeFile(zipPath, zip);
  const drawSeconds = (performance.now() - drawn) / 1000;
  const cacheDir = path.join(work, 'models');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/src/bench/training.ts'), '--child', zipPath, cacheDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the training child exited with ${code}`);
  const r = JSON.parse(out.trim().split('\n').at(-1)!) as { seconds: number; stages: Record<string, number>; maxRssKb: number; trainImages: number; heldOut: number; mae: number; pearson: number; promoted: boolean };
  const peakGiB = r.maxRssKb / 1024 ** 2;
  const stage = (name: string) => (r.stages[name] === undefined ? '—' : `${round(r.stages[name] / 1000, 1)} s`);
  const body = `## Additional learning: training on 500 packs × 200 respondents (issue 16)

Measured ${when} UTC with \`node --import tsx scripts/src/bench/training.ts\` (part of \`make bench\`): a generated survey of
${IMAGES} packs rated by ${PER_CELL * 8} respondents each (responses.csv, ${(zip.byteLength / 2 ** 20).toFixed(1)} MB zip, drawn in ${round(drawSeconds, 1)} s, not counted),
trained as the training worker does (read, features for every pack on one thread per core, heads, held-out figures,
promotion) on an empty model cache, in a child process whose peak resident memory includes its threads.
Machine: ${machineLine()}; load average ${loadBefore} before, ${loadLine()} after.

| measurement | result | against |
|---|---|---|
| training, features included | ${round(r.seconds, 1)} s (${round(r.seconds / 60, 2)} min) | target < 5 min — ${r.seconds < 300 ? 'met' : 'missed'} |
| ... features start / heads fitted by | ${stage('features')} / ${stage('promotion')} | stage reached (from the start) |
| peak memory (RSS, with threads) | ${round(peakGiB, 2)} GiB | target < 2 GiB — ${peakGiB < 2 ? 'met' : 'missed'} |
| split | ${r.trainImages} training / ${r.heldOut} held-out packs | by image hash |
| held-out figures | MAE ${round(r.mae, 3)}, Pearson ${round(r.pearson, 3)} | simulated panel (demo taste) |`;
  console.log(body);
  if (writeDoc) await writeSection(path.join(repoRoot, 'docs/BENCHMARKS.md'), 'training', body);
} finally {
  await rm(work, { recursive: true, force: true });
}
