import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubscription, type RunningSubscription } from '@packlens/kernel';
import { analysisWorker, ScoringPool } from '@packlens/scoring/worker';
import { givenAccounts, json, loginAs, useApi, type Accounts, until, calculationsOn } from './harness';

/**
 * The AI analysis report's PDF through the API (issue 14): POST /api/projects/{id}/reports with type `analysis` and
 * the report's `analysis_id` prints the completed report in the caller's language (pdftotext finds its notices' labels);
 * without an id it is a validation error, another client's id answers 404.
 */
const h = useApi();
let accounts: Accounts;
let admin: string;
let worker: { stop(): Promise<void> }[] = [];
let pool: ScoringPool;

const pack = (ink: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640"><rect width="100%" height="100%" fill="#e8d9b0"/>
    <circle cx="240" cy="420" r="120" fill="#c0392b"/><text x="240" y="200" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="${ink}">CRUNCH</text></svg>`),
  )
    .png()
    .toBuffer();

beforeAll(async () => {
  accounts = await givenAccounts(h, 'analysis-pdf');
  admin = (await loginAs(h, accounts.admin.email)).token;
  pool = new ScoringPool({ size: 1 });
  const db = { connectionString: h.databaseUrl, pollIntervalMs: 250 };
  worker = [
    calculationsOn(h, pool),
    startSubscription(analysisWorker({ store: h.deps.store, blobs: h.deps.blobs!, analyser: pool, clock: () => new Date() }), db),
  ];
}, 120_000);
afterAll(async () => {
  await Promise.all(worker.map((w) => w.stop()));
  await pool?.close();
});

const post = (path: string, body: unknown, token = admin, language = 'ja') => h.request(path, { ...json('POST', body), token, language });
const put = (path: string, body: unknown) => h.request(path, { ...json('PUT', body), token: admin, language: 'ja' });


describe('the analysis PDF through the API', () => {
  let projectId: string;
  let analysisId: string;
  let report: { status: string; images: { notices: { label: string }[] }[] };

  beforeAll(async () => {
    const project = await (await post('/api/projects/', { name: '分析PDFのパック' })).json();
    projectId = project.id;
    await put(`/api/projects/${projectId}/menus`, { menus: ['heatmap', 'preference_score'] });
    await put(`/api/projects/${projectId}/segments`, { segment_ids: [1, 3] });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await pack('#d8c79e'))]), 'faint.png');
    form.append('names', '淡い文字');
    const uploaded = await (await h.request(`/api/projects/${projectId}/images`, { method: 'POST', body: form, token: admin, language: 'ja' })).json();
    await put(`/api/projects/${projectId}/categories`, { images: uploaded.images.map((image: { id: string }) => ({ image_id: image.id, category_id: 5 })) });
    expect((await h.request(`/api/projects/${projectId}/calculate`, { method: 'POST', token: admin })).status).toBe(202);
    await until(
      async () => (await h.request(`/api/projects/${projectId}`, { token: admin })).json(),
      (p) => p.status === 'SUCCESS',
    );
    const asked = await (await post(`/api/projects/${projectId}/analysis_reports`, { image_ids: [uploaded.images[0].id], pack_height_cm: 20 })).json();
    analysisId = asked.analysis_id;
    report = await until(
      async () => (await h.request(`/api/projects/${projectId}/analysis_reports/${analysisId}`, { token: admin, language: 'ja' })).json(),
      (r) => r.status === 'completed',
    );
  }, 360_000);

  it('given a completed report, when its PDF is asked for in Japanese, then the notices’ labels, the sections and the modified design are printed', async () => {
    const response = await post(`/api/projects/${projectId}/reports`, { type: 'analysis', analysis_id: analysisId });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/分析PDFのパック_analysis_\d{8}\.pdf/);
    const file = join(mkdtempSync(join(tmpdir(), 'analysis-pdf-')), 'analysis.pdf');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(report.images[0].notices.length).toBeGreaterThan(0);
    for (const notice of report.images[0].notices) expect(text).toContain(notice.label.replace(/\s+/g, ''));
    expect(text).toContain('AI分析レポート');
    expect(text).toContain('7.修正デザイン案');
    expect(text).toContain('デモモデル');
    // The pictures are printed: the original, the heat map, two attribution maps at least.
    expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean).length).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('given no analysis id, then 400 VALIDATION_FAILED on analysis_id; another client’s report answers 404', async () => {
    const missing = await post(`/api/projects/${projectId}/reports`, { type: 'analysis' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'analysis_id' })] });
    const rival = await givenAccounts(h, 'analysis-pdf-rival');
    const token = (await loginAs(h, rival.admin.email)).token;
    expect((await post(`/api/projects/${projectId}/reports`, { type: 'analysis', analysis_id: analysisId }, token)).status).toBe(404);
  });
});
