import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { freePort, startEmbeddedPostgres, withDatabase } from '@packlens/kernel';
import { startPlatform } from '../platform';
import { repoRoot } from '../runtime';
import { seedAccountsFromEnv } from '../seed';
import { loadLine, machineLine, minuteStamp, writeSection } from './report';
import { round, sleep } from './stats';

/**
 * `make bench`, large photos (issue 20, item 2): ten pack photos at 200, 2000 and 4000 px, six segments, every menu
 * including concept matching, from the start of the upload to the results, on the whole product as `make start`
 * runs it. The photos are real product photos (../shared/data/grocery-dev, enlarged) when the data is beside the
 * project, else drawn. Target: 10 images in 15 s whatever their size.
 */
const writeDoc = !process.argv.includes('--no-write');
const sides = (process.env.BENCH_PHOTO_SIDES ?? '200,2000,4000').split(',').map(Number);
const groceries = path.resolve(repoRoot, '../shared/data/grocery-dev/items');

async function photos(side: number): Promise<Buffer[]> {
  const names = existsSync(groceries) ? readdirSync(groceries).slice(0, 10) : [];
  return Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const source = names[i] ? await readFile(path.join(groceries, names[i], `${names[i]}_Iconic.jpg`)) : null;
      const base = source ? sharp(source) : sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 15 * i } } });
      // A 4:3 phone photo at `side` px on the long side, compressed as a phone would.
      return base.resize(side, Math.round((side * 3) / 4), { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
    }),
  );
}

const parent = await mkdtemp(path.join(tmpdir(), 'packlens-bench-photos-'));
await chmod(parent, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(parent, 'data'), persistent: false });
const setup = new pg.Client({ connectionString: server.adminUrl });
await setup.connect();
await setup.query('create database packlens_bench_photos');
await setup.end();
const platform = await startPlatform({ databaseUrl: withDatabase(server.adminUrl, 'packlens_bench_photos'), port: await freePort(), logger: pino({ level: 'warn' }) });
const seeded = seedAccountsFromEnv(process.env);
const login = await fetch(`${platform.url}/api/auth/obtain_token/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(seeded.admin) });
const { token } = (await login.json()) as { token: string };
const headers = { Authorization: `Bearer ${token}`, 'X-Language': 'en' };
async function call<T>(method: string, route: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${platform.url}/api${route}`, { method, headers: { ...headers, ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }) }, body: form ? body : body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const rows: string[] = [];
const load = loadLine();
for (const side of sides) {
  const files = await photos(side);
  const project = await call<{ id: string }>('POST', '/projects/', { name: `Photos ${side}px` });
  await call('PUT', `/projects/${project.id}/menus`, { menus: ['preference_score', 'heatmap', 'image_word', 'image_word_scatter', 'preference_variance', 'concept_matching'] });
  await call('PUT', `/projects/${project.id}/segments`, { segment_ids: [1, 2, 3, 5, 6, 7] });
  await call('PUT', `/projects/${project.id}/concept`, { text: 'Fresh fruit for a healthy breakfast, picked ripe and sold loose.', language: 'en' });
  const uploadStarted = performance.now();
  const form = new FormData();
  files.forEach((bytes, i) => {
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    form.append('names', `Photo ${i + 1}`);
  });
  const uploaded = await call<{ images: { id: string }[] }>('POST', `/projects/${project.id}/images`, form);
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  await call('PUT', `/projects/${project.id}/categories`, { images: uploaded.images.map((image) => ({ image_id: image.id, category_id: 2 })) });
  const calculateStarted = performance.now();
  await call('POST', `/projects/${project.id}/calculate`);
  for (;;) {
    const detail = await call<{ status: string }>('GET', `/projects/${project.id}`);
    if (detail.status === 'SUCCESS' || detail.status === 'FAILURE') break;
    await sleep(100);
  }
  await call('GET', `/projects/${project.id}/results`);
  const done = performance.now();
  const megabytes = files.reduce((sum, file) => sum + file.length, 0) / 2 ** 20;
  rows.push(`| ${side} x ${Math.round((side * 3) / 4)} | ${round(megabytes / 10, 2)} MB | ${round(uploadSeconds, 1)} s | ${round((done - calculateStarted) / 1000, 1)} s | **${round((done - uploadStarted) / 1000, 1)} s** |`);
  console.log(rows.at(-1));
}

const body = `## Large photos: ten pack photos from upload to results

Measured ${minuteStamp()} UTC with \`make bench-photos\` (\`node --import tsx scripts/src/bench/large-photos.ts\`) on ${machineLine()}; load ${load} before.
The whole product as \`make start\` runs it (embedded PostgreSQL, the scoring worker on both cores); ten ${existsSync(groceries) ? 'real product photos (grocery-dev, enlarged)' : 'drawn photos'} per row,
JPEG quality 85, six segments, every survey menu including concept matching (so the pack's text is read). Target: 10 images in 15 s whatever their size.

| photo (px) | size each | upload | calculate to results | upload to results |
|---|---|---|---|---|
${rows.join('\n')}`;
console.log(`\n${body}\n`);
if (writeDoc) await writeSection(path.join(repoRoot, 'docs/BENCHMARKS.md'), 'large-photos', body);
await platform.stop();
await server.stop();
await rm(parent, { recursive: true, force: true });
