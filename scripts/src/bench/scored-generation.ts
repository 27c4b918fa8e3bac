import path from 'node:path';
import { demoImage } from '@packlens/generation';
import { ScoringPool } from '@packlens/scoring/worker';
import { repoRoot } from '../runtime';
import { loadLine, machineLine, minuteStamp, writeSection } from './report';
import { quantile, round } from './stats';

/**
 * `make bench`, scored generation (issue 13, item 4: "generate N and keep the best"; the description's maker
 * advertises about 1,000 designs an hour): how many generated candidates an hour this machine scores with the
 * engine — for each, the predicted preference of one segment, the heat map and the attention on the product name, as
 * the generation worker asks for them (`ScoringPool.scoreDesign`). The candidates are the demo generator's 1024 px
 * pack designs, made before the clock starts (a provider's time to make them is not this machine's). BENCH_CANDIDATES
 * (default 40) are scored with every scoring thread busy (one per core), after a warm-up that loads the models; then
 * each alone for its latency. `--no-write` prints without touching docs/BENCHMARKS.md.
 */
const count = Number(process.env.BENCH_CANDIDATES ?? 40);
const writeDoc = !process.argv.includes('--no-write');
const side = 1024;

const prompts = ['"Orchard Green" apple juice carton, fresh', '"Golden Hop" lager can, crisp', '"Morning Oat" cereal box, warm', '"Sea Salt" crisps bag, bold'];
const candidates: Uint8Array[] = [];
for (let i = 0; i < count; i++) candidates.push((await demoImage({ prompt: prompts[i % prompts.length], width: side, height: side, seed: i })).bytes);

const pool = new ScoringPool();
const job = { categoryId: 1, segmentIds: [1] };
const loadStarted = performance.now();
await Promise.all(Array.from({ length: pool.size }, (_, i) => pool.scoreDesign(candidates[i % count], job)));
const loadMs = performance.now() - loadStarted;

const load = loadLine();
const started = performance.now();
const scored = await Promise.all(candidates.map((bytes) => pool.scoreDesign(bytes, job)));
const throughputMs = performance.now() - started;
const perHour = (count / throughputMs) * 3_600_000;

const latencies: number[] = [];
for (const bytes of candidates.slice(0, Math.min(count, 12))) {
  const t = performance.now();
  await pool.scoreDesign(bytes, job);
  latencies.push(performance.now() - t);
}
await pool.close();
const withName = scored.filter((s) => s.name !== null).length;
const means = scored.map((s) => s.preferences[0].mean);

const body = `## Scored generation: candidates scored per hour (issue 13)

Measured ${minuteStamp()} UTC with \`make bench-scored-generation\` (\`node --import tsx scripts/src/bench/scored-generation.ts\`) on ${machineLine()}; load ${load} before the timed run.
Each candidate is a 1024 × 1024 PNG pack design (the demo generator's, made before the clock starts) scored as the generation
worker scores it: decoded, the segment heads' predicted preference (segment 1, category 1), the heat map, the text detector's
lines and the attention on the largest one, and the heat-map overlay PNG. ${count} candidates with all ${pool.size} scoring threads busy.

| measure | figure |
|---|---|
| **candidates scored per hour** | **${Math.round(perHour).toLocaleString('en-US')}** (${count} in ${round(throughputMs / 1000, 1)} s on ${pool.size} threads) |
| one candidate alone, median (p95) | ${round(quantile(latencies, 0.5) / 1000, 2)} s (${round(quantile(latencies, 0.95) / 1000, 2)} s), ${latencies.length} runs |
| models loaded on the threads (once per process) | ${round(loadMs / 1000, 1)} s |
| candidates with a product name found | ${withName} of ${count}; predicted preference ${round(Math.min(...means), 2)}–${round(Math.max(...means), 2)} |

The description's maker advertises about 1,000 designs an hour: ${perHour >= 1000 ? 'this machine scores more than that' : 'this machine scores fewer than that'} on its two
cores. A provider's time to make the designs (seconds to a minute each) is not included: with a provider, making the designs,
not scoring them, sets the pace.`;
console.log(`\n${body}\n`);
if (writeDoc) await writeSection(path.join(repoRoot, 'docs/BENCHMARKS.md'), 'scored-generation', body);
