import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalculationCompleted, ImageCalculationFailed } from '@packlens/contracts';
import { headPosition, startSubscription, type RunningSubscription } from '@packlens/kernel';
import { quotaRefunds } from '../src';
import { rectangleJpeg } from '../../scoring/test/image-fixtures';
import { givenAccounts, json, later, loginAs, useApi, type Accounts } from './harness';

const h = useApi();
const system = { kind: 'system' as const, id: 'spec' };
const password = 'Passw0rd123';
const days = 86_400;
let accounts: Accounts;
let superToken: string;
let refunds: RunningSubscription | undefined;

/** A client of its own with an administrator who can log in. */
async function givenClient(company: string, planId: number, country: 'jp' | 'th', adminEmail: string) {
  const { clientId } = await h.app.identity.registerClient({ company, accountType: 'corporation', country, planId, maxImages: 100 }, system, 'spec');
  await h.app.identity.registerUser({ clientId, email: adminEmail, name: `${company} admin`, role: 1, password }, system, 'spec');
  return clientId;
}

/** A project of two pack images, ready, then calculated: CalculationRequested and ImageQuotaUsed are stored. */
async function calculatedProject(token: string): Promise<{ id: string; images: { id: string }[]; calculation: { id: string } }> {
  const send = (method: string, path: string, body?: unknown) => h.request(path, { ...(body === undefined ? { method } : json(method, body)), token, language: 'en' });
  const project = await (await send('POST', '/api/projects/', { name: 'Figures pack' })).json();
  await send('PUT', `/api/projects/${project.id}/menus`, { menus: ['image_word'] });
  await send('PUT', `/api/projects/${project.id}/segments`, { segment_ids: [1] });
  const form = new FormData();
  for (const name of ['Red', 'Blue']) {
    const bytes = await rectangleJpeg(400, 300, { x: 100, y: 100, w: 100, h: 100, colour: name === 'Red' ? '#d02020' : '#2020d0' });
    form.append('files', new Blob([new Uint8Array(bytes)]), `${name}.jpg`);
    form.append('names', name);
  }
  const uploaded = await (await h.request(`/api/projects/${project.id}/images`, { method: 'POST', body: form, token, language: 'en' })).json();
  await send('PUT', `/api/projects/${project.id}/categories`, { images: uploaded.images.map((image: { id: string }) => ({ image_id: image.id, category_id: 5 })) });
  const calculated = await send('POST', `/api/projects/${project.id}/calculate`);
  expect(calculated.status).toBeLessThan(300);
  await h.settled();
  return (await send('GET', `/api/projects/${project.id}`)).json();
}

/** What the scoring worker appends when no image of a calculation could be scored. */
async function everyImageFails(project: Awaited<ReturnType<typeof calculatedProject>>, clientId: string) {
  const at = h.now.toISOString();
  const ids = { calculationId: project.calculation.id, projectId: project.id };
  const metadata = { correlationId: randomUUID(), causationId: null, actor: system, clientId, at };
  await h.deps.store.append(
    `calculation-${project.calculation.id}`,
    [
      ...project.images.map((image) => ({ ...ImageCalculationFailed({ ...ids, imageId: image.id, code: 'IMAGE_CORRUPT', at }), metadata })),
      { ...CalculationCompleted({ ...ids, succeededImages: 0, failedImages: project.images.length, completedAt: at }), metadata },
    ],
    { expectedVersion: 'any' },
  );
}

const figures = async (token = superToken, language = 'en') => h.request('/api/admin/platform_figures', { token, language });

beforeAll(async () => {
  refunds = startSubscription(quotaRefunds(h.deps.store, () => h.now), { connectionString: h.databaseUrl, pollIntervalMs: 250 });
  // An unlimited client in Japan whose admin and user log in now.
  accounts = await givenAccounts(h, 'figures');
  await loginAs(h, accounts.admin.email);
  await loginAs(h, accounts.user.email);
  // An ad hoc client in Japan: two calculations this month, one of which delivers nothing.
  const adHocId = await givenClient('Ad hoc Drinks', 2, 'jp', 'adhoc-admin@figures.example');
  const adHocToken = (await loginAs(h, 'adhoc-admin@figures.example')).token;
  await calculatedProject(adHocToken);
  await everyImageFails(await calculatedProject(adHocToken), adHocId);
  // A trial client in Thailand whose admin last logged in 40 days ago.
  await givenClient('Trial Snacks', 7, 'th', 'trial-admin@figures.example');
  await later(h, -40 * days, () => loginAs(h, 'trial-admin@figures.example'));
  superToken = (await loginAs(h, accounts.superAdmin.email)).token;
  await h.settled();
  // The refunds reactor gives the failed images back; then the read models take in the refunds.
  await refunds.waitFor(await headPosition(h.deps.pool));
  await h.settled();
}, 120_000);
afterAll(async () => {
  await refunds?.stop();
});

describe('GET /api/admin/platform_figures', () => {
  it('counts clients by plan (named in the caller’s language) and by country, every status included', async () => {
    const response = await figures();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.month).toBe('2026-11');
    expect(body.clients).toEqual({
      total: 3,
      by_plan: [
        { plan_id: 1, plan_name: 'Unlimited plan', clients: 1 },
        { plan_id: 2, plan_name: 'Ad hoc plan', clients: 1 },
        { plan_id: 7, plan_name: expect.any(String), clients: 1 },
      ],
      by_country: [
        { country: 'jp', clients: 2 },
        { country: 'th', clients: 1 },
      ],
    });
    expect((await (await figures(superToken, 'ja')).json()).clients.by_plan[1].plan_name).toBe('アドホックプラン');
  });

  it('counts customer users who logged in within 30 days: not the super admin, not a login 40 days ago', async () => {
    expect((await (await figures()).json()).active_users).toEqual({ users: 3, days: 30 });
  });

  it('counts this month’s calculations, the one that delivered nothing and its failed images', async () => {
    const body = await (await figures()).json();
    expect(body.calculations).toEqual({ requested: 2, failed: 1, failed_images: 2 });
    expect(body.images).toEqual({ calculated: 4, refunded: 2 });
  });

  it('sums this month’s sales per currency: the failed calculation’s ad hoc charge is withdrawn', async () => {
    expect((await (await figures()).json()).sales).toEqual([{ currency: 'JPY', plan_fees: 0, usage_fees: 20000, total: 20000 }]);
  });

  it('says how far each subscription is behind the log', async () => {
    const { subscriptions } = await (await figures()).json();
    expect(subscriptions).toEqual(expect.arrayContaining([{ name: 'read-model:identity', behind: 0, heartbeat_at: expect.any(String) }]));
  });

  it('cuts the month in Japan time: 16:00 UTC on 30 November is already December, with nothing in it yet', async () => {
    // The clock moves past the token's lifetime, so the super admin logs in again then.
    const body = await later(h, (9 * 24 + 7) * 3600, async () => (await figures((await loginAs(h, accounts.superAdmin.email)).token)).json());
    expect(body.month).toBe('2026-12');
    expect(body.calculations).toEqual({ requested: 0, failed: 0, failed_images: 0 });
    expect(body.images).toEqual({ calculated: 0, refunded: 0 });
    expect(body.sales).toEqual([]);
  });

  it('is for super admins only: an admin gets 403, no token 401', async () => {
    const admin = (await loginAs(h, accounts.admin.email)).token;
    const refused = await figures(admin);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((await h.request('/api/admin/platform_figures')).status).toBe(401);
  });

  it('is documented in the OpenAPI contract with its problem responses', async () => {
    const doc = await (await h.request('/api/doc')).json();
    const operation = doc.paths['/api/admin/platform_figures'].get;
    expect(Object.keys(operation.responses)).toEqual(['200', '401', '403', '500', '503']);
    expect(operation.responses['403'].content).toHaveProperty('application/problem+json');
  });
});
