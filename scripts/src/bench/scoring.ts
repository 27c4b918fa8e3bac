import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../runtime';
import { loadLine, machineLine, minuteStamp, writeSection } from './report';
import {
  evaluateSection,
  heatmapQualitySection,
  heatmapSpeedSection,
  heatmapVariantsSection,
  type EvaluateBench,
  type HeatmapBench,
  type HeatmapVariantResult,
  type SectionContext,
} from './scoring-report';

/**
 * `make bench`, the engine's part (issue 3): the heat map's speed on one core, the full evaluation of one image,
 * and, when the OSIE eye-fixation data is beside the project, the heat map's quality table. Each runs in its own
 * process (the way the product runs them) and its figures go into docs/BENCHMARKS.md with the date and command.
 *
 * The quality tables score the committed read-out (models/heatmap/readout.json) without fitting it again: on
 * OSIE 1501-1700 as shot, then on crops to other aspect ratios and rescaled copies (heatmap-variants.ts).
 * BENCH_HEATMAP_QUALITY=0 skips it (it computes backbone inputs for 700 images the first time,
 * about 4 minutes, then reads them from .cache/packlens-eval). `--no-write` prints without touching the file.
 */
const run = promisify(execFile);
const writeDoc = !process.argv.includes('--no-write');
const doc = path.join(repoRoot, 'docs/BENCHMARKS.md');
const options = { cwd: repoRoot, maxBuffer: 64 * 2 ** 20, env: { ...process.env, NODE_NO_WARNINGS: '1' } };

async function section(name: string, body: string): Promise<void> {
  console.log(`\n${body}\n`);
  if (writeDoc) await writeSection(doc, name, body);
}

/**
 * Runs one of the engine's benches with `--json` (behind `prefix`, e.g. taskset) and writes its section; the
 * command the section names is the one run, with `node` for this Node and without `--json`.
 */
async function benchSection<T>(name: string, bench: { prefix?: string[]; script: string; args: string[] }, build: (figures: T, context: SectionContext) => string) {
  const load = loadLine();
  const when = minuteStamp();
  const [command, ...args] = [...(bench.prefix ?? []), process.execPath, '--import', 'tsx', bench.script, ...bench.args, '--json'];
  const { stdout } = await run(command, args, options);
  const line = stdout.trim().split('\n').reverse().find((l) => l.startsWith('{'));
  if (!line) throw new Error(`${bench.script} printed no JSON:\n${stdout}`);
  const shown = [...(bench.prefix ?? []), 'node', '--import', 'tsx', bench.script, ...bench.args].join(' ');
  await section(name, build(JSON.parse(line) as T, { when, command: shown, machine: machineLine(), load: `${load} before, ${loadLine()} after` }));
}

// 1. Heat map on one core.
await benchSection<HeatmapBench>('heatmap-speed', { prefix: ['taskset', '-c', '0'], script: 'services/scoring/bench/heatmap-bench.ts', args: ['--images', '60'] }, heatmapSpeedSection);

// 2. Full evaluation of one image, and throughput on both cores.
await benchSection<EvaluateBench>('evaluate', { script: 'services/scoring/bench/evaluate-bench.ts', args: ['--images', '40'] }, evaluateSection);

// 3. Heat-map quality on OSIE (needs the data set; never copied into the repository).
const osie = process.env.PACKLENS_OSIE_DIR ?? path.resolve(repoRoot, '../shared/data/osie');
if (process.env.BENCH_HEATMAP_QUALITY === '0') console.log('heat-map quality skipped (BENCH_HEATMAP_QUALITY=0)');
else if (!existsSync(osie)) console.log(`heat-map quality skipped: no OSIE data at ${osie}`);
else {
  const dir = await mkdtemp(path.join(tmpdir(), 'packlens-heatmap-eval-'));
  try {
    const when = minuteStamp();
    const started = Date.now();
    const out = path.join(dir, 'table.md');
    await run(process.execPath, ['--import', 'tsx', 'services/scoring/eval/heatmap-eval.ts', '--committed', '--out', out], options);
    await section(
      'heatmap-quality',
      heatmapQualitySection(await readFile(out, 'utf8'), {
        when,
        command: 'node --import tsx services/scoring/eval/heatmap-eval.ts --committed',
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
    // 4. The same read-out on crops to other aspect ratios and rescaled copies of the report ids (issue 18).
    const variantsWhen = minuteStamp();
    const variantsStarted = Date.now();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'services/scoring/eval/heatmap-variants.ts', '--committed', '--json'], options);
    const line = stdout.trim().split('\n').reverse().find((l) => l.startsWith('{'));
    if (!line) throw new Error(`heatmap-variants.ts printed no JSON:\n${stdout}`);
    await section(
      'heatmap-variants',
      heatmapVariantsSection((JSON.parse(line) as { results: HeatmapVariantResult[] }).results, {
        when: variantsWhen,
        command: 'node --import tsx services/scoring/eval/heatmap-variants.ts --committed',
        seconds: Math.round((Date.now() - variantsStarted) / 1000),
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
