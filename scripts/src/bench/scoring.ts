import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../runtime';
import { machineLine, writeSection } from './report';
import { evaluateSection, heatmapQualitySection, heatmapSpeedSection, type EvaluateBench, type HeatmapBench } from './scoring-report';

/**
 * `make bench`, the engine's part (issue 3): the heat map's speed on one core, the full evaluation of one image,
 * and, when the OSIE eye-fixation data is beside the project, the heat map's quality table. Each runs in its own
 * process (the way the product runs them) and its figures go into docs/BENCHMARKS.md with the date and command.
 *
 * The quality table scores the committed read-out (models/heatmap/readout.json) without fitting it again.
 * BENCH_HEATMAP_QUALITY=0 skips it (it computes backbone inputs for 700 images the first time,
 * about 4 minutes, then reads them from .cache/packlens-eval). `--no-write` prints without touching the file.
 */
const run = promisify(execFile);
const writeDoc = !process.argv.includes('--no-write');
const doc = path.join(repoRoot, 'docs/BENCHMARKS.md');
const node = ['--import', 'tsx'];
const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 16);
const options = { cwd: repoRoot, maxBuffer: 64 * 2 ** 20, env: { ...process.env, NODE_NO_WARNINGS: '1' } };

async function lastJsonLine<T>(command: string, args: string[]): Promise<T> {
  const { stdout } = await run(command, args, options);
  const line = stdout.trim().split('\n').reverse().find((l) => l.startsWith('{'));
  if (!line) throw new Error(`${command} ${args.join(' ')} printed no JSON:\n${stdout}`);
  return JSON.parse(line) as T;
}

async function section(name: string, body: string): Promise<void> {
  console.log(`\n${body}\n`);
  if (writeDoc) await writeSection(doc, name, body);
}

// 1. Heat map on one core.
{
  const load = loadavg();
  const when = now();
  const bench = await lastJsonLine<HeatmapBench>('taskset', ['-c', '0', process.execPath, ...node, 'services/scoring/bench/heatmap-bench.ts', '--images', '60', '--json']);
  await section(
    'heatmap-speed',
    heatmapSpeedSection(bench, { when, command: 'taskset -c 0 node --import tsx services/scoring/bench/heatmap-bench.ts --images 60', machine: machineLine(), load: `${load} before, ${loadavg()} after` }),
  );
}

// 2. Full evaluation of one image, and throughput on both cores.
{
  const load = loadavg();
  const when = now();
  const bench = await lastJsonLine<EvaluateBench>(process.execPath, [...node, 'services/scoring/bench/evaluate-bench.ts', '--images', '40', '--json']);
  await section(
    'evaluate',
    evaluateSection(bench, { when, command: 'node --import tsx services/scoring/bench/evaluate-bench.ts --images 40', machine: machineLine(), load: `${load} before, ${loadavg()} after` }),
  );
}

// 3. Heat-map quality on OSIE (needs the data set; never copied into the repository).
const osie = process.env.PACKLENS_OSIE_DIR ?? path.resolve(repoRoot, '../shared/data/osie');
if (process.env.BENCH_HEATMAP_QUALITY === '0') console.log('heat-map quality skipped (BENCH_HEATMAP_QUALITY=0)');
else if (!existsSync(osie)) console.log(`heat-map quality skipped: no OSIE data at ${osie}`);
else {
  const dir = await mkdtemp(path.join(tmpdir(), 'packlens-heatmap-eval-'));
  try {
    const when = now();
    const started = Date.now();
    const out = path.join(dir, 'table.md');
    await run(process.execPath, [...node, 'services/scoring/eval/heatmap-eval.ts', '--committed', '--out', out], options);
    await section(
      'heatmap-quality',
      heatmapQualitySection(await readFile(out, 'utf8'), {
        when,
        command: 'node --import tsx services/scoring/eval/heatmap-eval.ts --committed',
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
