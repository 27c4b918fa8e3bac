import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScoringPool } from '@packlens/scoring/worker';
import { calculationsOn, givenAccounts, json, loginAs, publicUrl, useApi } from '../../../services/api/test/harness';
import { startReceiver, verifyStandardWebhook, type Receiver } from '../../../services/api/test/webhook-receiver';
import { packlensClient, type PacklensClient } from '../src';

/**
 * A partner's journey with an API key alone and the generated client (issue 15): a webhook endpoint, a project, three
 * images, the calculation, the signed webhook on a local receiver, the results and a PDF. The person only makes the key.
 */
const h = useApi();
let worker: { stop(): Promise<void> } | undefined;
let pool: ScoringPool;
let receiver: Receiver;
let client: PacklensClient;

const pack = (colour: string, word: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="100%" height="100%" fill="${colour}"/><text x="150" y="200" text-anchor="middle" font-family="DejaVu Sans" font-size="40" fill="#111">${word}</text></svg>`))
    .png()
    .toBuffer();

beforeAll(async () => {
  const accounts = await givenAccounts(h, 'partner-client');
  const admin = (await loginAs(h, accounts.admin.email)).token;
  const scopes = ['projects:read', 'projects:write', 'results:read', 'reports:read', 'webhooks:write'];
  const created = await (await h.request('/api/api_keys/', { ...json('POST', { name: 'Agency', scopes }), token: admin })).json();
  client = packlensClient({ baseUrl: publicUrl, credential: created.key, language: 'en', fetch: (input: string | URL | Request, init?: RequestInit) => Promise.resolve(h.app.api.request(input instanceof Request ? input : String(input), init)) });
  pool = new ScoringPool({ size: 1 });
  worker = calculationsOn(h, pool);
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await pool?.close();
  await receiver?.close();
});

describe('a partner with a key and the typed client', () => {
  it('registers a webhook, evaluates three packs, is told when they are done, reads the results and a PDF', async () => {
    const hook = await client.POST('/api/webhooks/', { body: { url: receiver.url, events: ['calculation.completed'] } });
    expect(hook.response.status).toBe(201);
    const secret = hook.data!.secret;

    const project = await client.POST('/api/projects/', { body: { name: 'Agency packs', type: 1 } });
    expect(project.response.status).toBe(201);
    const id = project.data!.id;
    const params = { path: { id } };
    expect((await client.PUT('/api/projects/{id}/menus', { params, body: { menus: ['preference_score', 'heatmap'] } })).response.status).toBe(200);
    expect((await client.PUT('/api/projects/{id}/segments', { params, body: { segment_ids: [1, 3] } })).response.status).toBe(200);
    const form = new FormData();
    for (const [name, colour] of [['Red', '#d33'], ['Green', '#3a3'], ['Blue', '#36c']]) {
      form.append('files', new Blob([new Uint8Array(await pack(colour, name))]), `${name}.png`);
      form.append('names', name);
    }
    const uploaded = await client.POST('/api/projects/{id}/images', { params, body: form as never, bodySerializer: (body) => body as FormData });
    expect(uploaded.response.status).toBe(201);
    const images = uploaded.data!.images.map((image) => ({ image_id: image.id, category_id: 2 }));
    expect((await client.PUT('/api/projects/{id}/categories', { params, body: { images } })).response.status).toBe(200);
    expect((await client.POST('/api/projects/{id}/calculate', { params })).response.status).toBe(202);

    // Told when it is done, signed.
    const [webhook] = await receiver.waitForAccepted(1, 180_000);
    expect(verifyStandardWebhook(secret, webhook)).toBe(true);
    expect(JSON.parse(webhook.body)).toMatchObject({ type: 'calculation.completed', data: { project_id: id } });

    const results = await client.GET('/api/projects/{id}/results', { params });
    expect(results.response.status).toBe(200);
    expect(results.data!.segments.map((s) => s.segment_id)).toEqual([1, 3]);
    expect(results.data!.segments[0].scores).toHaveLength(3);

    const pdf = await client.POST('/api/projects/{id}/reports', { params, body: { type: 'over_all' }, parseAs: 'arrayBuffer' });
    expect(pdf.response.status).toBe(200);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(pdf.data as unknown as ArrayBuffer).subarray(0, 5).toString()).toBe('%PDF-');
  }, 300_000);

  it('answers a scope the key lacks with the catalogue’s 403, typed as a problem', async () => {
    const answer = await client.POST('/api/text_projects/', { body: { name: 'Names', kind: 'names' } as never });
    expect(answer.response.status).toBe(403);
    expect(answer.error).toMatchObject({ code: 'API_KEY_SCOPE_MISSING' });
  });
});
