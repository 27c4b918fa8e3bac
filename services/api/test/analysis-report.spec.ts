import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubscription, type RunningSubscription } from '@packlens/kernel';
import { analysisWorker, ScoringPool } from '@packlens/scoring/worker';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts, until, calculationsOn } from './harness';

/**
 * The AI analysis report through the API (issue 14): gate (Japan, Japanese, paid plan), the 10-image limit, a
 * calculated project only, the worker on the real scoring threads, the report read back (preference equal to the
 * project's results, notices in the caller's language, attribution and modified designs as signed images), one charge,
 * another client's ids answered 404.
 */
const h = useApi();
let accounts: Accounts;
let admin: string;
let worker: { stop(): Promise<void> }[] = [];
let pool: ScoringPool;

const pack = (word: string, ink: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640"><rect width="100%" height="100%" fill="#e8d9b0"/>
    <circle cx="240" cy="420" r="120" fill="#c0392b"/><text x="240" y="200" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="${ink}">${word}</text></svg>`),
  )
    .png()
    .toBuffer();

beforeAll(async () => {
  accounts = await givenAccounts(h, 'analysis');
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
const put = (path: string, body: unknown, token = admin) => h.request(path, { ...json('PUT', body), token, language: 'en' });


async function projectWithImages(calculate: boolean) {
  const project = await (await post('/api/projects/', { name: 'Analysis packs' }, admin, 'en')).json();
  await put(`/api/projects/${project.id}/menus`, { menus: ['heatmap', 'preference_score'] });
  await put(`/api/projects/${project.id}/segments`, { segment_ids: [1, 3] });
  const form = new FormData();
  for (const [name, bytes] of [['Clear', await pack('CRUNCH', '#1b1b1b')], ['Faint', await pack('CRUNCH', '#d8c79e')]] as const) {
    form.append('files', new Blob([new Uint8Array(bytes)]), `${name}.png`);
    form.append('names', name);
  }
  const uploaded = await (await h.request(`/api/projects/${project.id}/images`, { method: 'POST', body: form, token: admin, language: 'en' })).json();
  await put(`/api/projects/${project.id}/categories`, { images: uploaded.images.map((image: { id: string }) => ({ image_id: image.id, category_id: 5 })) });
  if (calculate) {
    expect((await h.request(`/api/projects/${project.id}/calculate`, { method: 'POST', token: admin })).status).toBe(202);
    await until(
      async () => (await h.request(`/api/projects/${project.id}`, { token: admin })).json(),
      (p) => p.status === 'SUCCESS',
    );
  }
  return { id: project.id as string, imageIds: uploaded.images.map((image: { id: string }) => image.id) as string[] };
}

describe('the AI analysis report', () => {
  let project: { id: string; imageIds: string[] };

  beforeAll(async () => {
    project = await projectWithImages(true);
  }, 240_000);

  it('given a project not yet calculated, when a report is asked for, then 409 PROJECT_NOT_CALCULATED and nothing is stored', async () => {
    const draft = await projectWithImages(false);
    const before = await eventCount(h);
    const response = await post(`/api/projects/${draft.id}/analysis_reports`, { image_ids: draft.imageIds });
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('PROJECT_NOT_CALCULATED');
    expect(await eventCount(h)).toBe(before);
  }, 120_000);

  it('given eleven images, then 422 with the section-9 message in Japanese and nothing stored', async () => {
    const before = await eventCount(h);
    const ids = [...project.imageIds, ...Array.from({ length: 9 }, () => randomUUID())];
    const response = await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: ids });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'ANALYSIS_IMAGE_LIMIT', detail: '選択できる画像は10枚までです。' });
    expect(await eventCount(h)).toBe(before);
  });

  it('given the English interface or a trial client, then the server refuses it (section 6) and stores nothing', async () => {
    const trial = await givenAccounts(h, 'analysis-trial', { planId: 7 });
    const trialToken = (await loginAs(h, trial.admin.email)).token;
    const before = await eventCount(h);
    const english = await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: project.imageIds }, admin, 'en');
    expect(english.status).toBe(422);
    expect((await english.json()).code).toBe('SERVICE_JAPANESE_ONLY');
    const refused = await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: project.imageIds }, trialToken);
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe('PAID_MEMBERS_ONLY');
    expect(await eventCount(h)).toBe(before);
  });

  it('given two calculated images, when analysed, then each image is explained, measured, noticed and modified, and the report is charged once', async () => {
    const asked = await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: project.imageIds, pack_height_cm: 20 });
    expect(asked.status).toBe(202);
    const started = await asked.json();
    expect(started).toMatchObject({ status: 'running', segment_ids: [1, 3], price: { amount: 12000, currency: 'JPY' }, pack_height_cm: 20 });
    const report = await until(
      async () => (await h.request(`/api/projects/${project.id}/analysis_reports/${started.analysis_id}`, { token: admin, language: 'ja' })).json(),
      (r) => r.status === 'completed',
    );
    expect(report.demo_model).toBe(true);
    expect(report.analysis_types.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const results = await (await h.request(`/api/projects/${project.id}/results`, { token: admin })).json();
    for (const image of report.images) {
      expect(image.status).toBe('analysed');
      // The report starts from the evaluation's own numbers.
      for (const { segment_id, value } of image.preference) {
        const scored = results.segments.find((s: { segment_id: number }) => s.segment_id === segment_id).scores.find((s: { image_id: string }) => s.image_id === image.image_id);
        expect(value).toBeCloseTo(scored.final_score, 1);
      }
      expect(image.attribution.segments).toHaveLength(2);
      expect(image.candidates).toHaveLength(20);
      for (const url of [image.heatmap_url, image.attribution.segments[0].url, ...image.modified.map((m: { design_url: string }) => m.design_url)]) {
        const file = await h.request(url);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/png');
      }
      for (const m of image.modified) expect(m.mean_delta).toBeGreaterThan(0);
    }
    const [clear, faint] = report.images;
    expect(clear.product_name.contrast_ratio).toBeGreaterThan(faint.product_name?.contrast_ratio ?? 1);
    const lowContrast = faint.notices.find((n: { type: number }) => n.type === 2) ?? faint.notices.find((n: { type: number }) => n.type === 1);
    expect(lowContrast.label).toMatch(/商品名/);
    // On a 20 cm pack, 64 px lettering on a 640 px image is about 10 mm tall: legible at 1.5 m.
    expect(clear.notices.map((n: { type: number }) => n.type)).not.toContain(1);
    const charges = (await eventsOfType(h, 'GenerationUsageRecorded')).filter((e) => e.usageId === started.analysis_id);
    expect(charges).toEqual([expect.objectContaining({ amount: 12000, currency: 'JPY', service: 'analysis_report' })]);

    // The loop closes: the best modified design of the faint pack evaluated as a new project.
    const best = faint.modified[0];
    const path = `/api/projects/${project.id}/analysis_reports/${started.analysis_id}/modified_designs`;
    expect((await post(path, { image_id: faint.image_id, key: 'no_such_change' })).status).toBe(404);
    const created = await post(path, { image_id: faint.image_id, key: best.key });
    expect(created.status).toBe(201);
    const evaluation = await created.json();
    expect(evaluation).toMatchObject({ type: 1, status: 'PROGRESS', image_count: 1 });
    expect(evaluation.name).toContain(best.key);
    const done = await until(
      async () => (await h.request(`/api/projects/${evaluation.id}`, { token: admin })).json(),
      (p) => p.status === 'SUCCESS',
    );
    const rescored = await (await h.request(`/api/projects/${done.id}/results`, { token: admin })).json();
    // Evaluated like any design: the new results are the report's predicted means for that modification.
    for (const segment of rescored.segments) {
      const predicted = faint.preference.find((p: { segment_id: number }) => p.segment_id === segment.segment_id).value + best.deltas.find((d: { segment_id: number }) => d.segment_id === segment.segment_id).value;
      expect(segment.scores[0].final_score).toBeCloseTo(predicted, 1);
    }
  }, 360_000);

  it('given another client, then the report and the request answer 404', async () => {
    const asked = await (await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: project.imageIds.slice(0, 1) })).json();
    const rival = await givenAccounts(h, 'analysis-rival');
    const token = (await loginAs(h, rival.admin.email)).token;
    expect((await h.request(`/api/projects/${project.id}/analysis_reports/${asked.analysis_id}`, { token })).status).toBe(404);
    expect((await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: project.imageIds }, token)).status).toBe(404);
  });
});
