/**
 * How long one report takes: the first with Chromium's launch, then warm (median of 5), per type.
 * Run: pnpm --filter @packlens/reports exec tsx bench/render-bench.ts
 */
import { ReportRenderer, reportTypes, type ReportType } from '../src';
import { content, fixtureAssets, shelfResults } from '../test/fixture';

const assets = await fixtureAssets();
const renderer = ReportRenderer.launch();
const input = (type: ReportType) => ({ ...content({ type, wordIds: [3, 11], ...(type === 'shelve' ? { results: shelfResults() } : {}) }), assets });
const time = async (type: ReportType) => {
  const started = performance.now();
  const pdf = await renderer.render(input(type));
  return { ms: performance.now() - started, bytes: pdf.length };
};

const cold = await time('over_all');
console.log(`first report (over_all, ja) with browser launch: ${Math.round(cold.ms)} ms`);
for (const type of reportTypes) {
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await time(type));
  runs.sort((a, b) => a.ms - b.ms);
  console.log(`${type.padEnd(20)} warm median ${Math.round(runs[2].ms)} ms, ${Math.round(runs[2].bytes / 1024)} KiB`);
}
await renderer.close();
