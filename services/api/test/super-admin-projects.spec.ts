import { beforeAll, describe, expect, it } from 'vitest';
import { eventCount, givenAccounts, json, loginAs, useApi, type Accounts } from './harness';

const h = useApi();
let b: Accounts;
let superAdmin: string;
let projectId: string;
let textProjectId: string;
const imageId = '99999999-9999-4999-8999-999999999999';

beforeAll(async () => {
  b = await givenAccounts(h, 'super-probe');
  superAdmin = (await loginAs(h, b.superAdmin.email)).token;
  const admin = (await loginAs(h, b.admin.email)).token;
  projectId = (await (await h.request('/api/projects/', { ...json('POST', { name: 'Client B project' }), token: admin })).json()).id;
  textProjectId = (await (await h.request('/api/text_projects/', { ...json('POST', { name: 'Client B names', type: 5 }), token: admin, language: 'ja' })).json()).id;
});

type Probe = [method: string, path: () => string, body?: unknown];

/** Every project route: a super admin belongs to no client, so no client's project is theirs to read or change. */
const probes: Probe[] = [
  ['GET', () => `/api/projects/${projectId}`],
  ['PUT', () => `/api/projects/${projectId}/menus`, { menus: ['preference_score'] }],
  ['PUT', () => `/api/projects/${projectId}/segments`, { segment_ids: [1] }],
  ['PUT', () => `/api/projects/${projectId}/categories`, { images: [{ image_id: imageId, category_id: 2 }] }],
  ['PUT', () => `/api/projects/${projectId}/product_copy`, { images: [{ image_id: imageId, product_copy: 'x' }] }],
  ['PUT', () => `/api/projects/${projectId}/standard_value`, { mode: 0 }],
  ['PUT', () => `/api/projects/${projectId}/concept`, { skip: true }],
  ['POST', () => `/api/projects/${projectId}/concept/assist`, { prompt: 'x', language: 'ja', category_id: 1, shape: 'can' }],
  ['DELETE', () => `/api/projects/${projectId}/images/${imageId}`],
  ['PUT', () => `/api/projects/${projectId}/images/${imageId}/regions`, { regions: [] }],
  ['POST', () => `/api/projects/${projectId}/calculate`],
  ['GET', () => `/api/projects/${projectId}/results`],
  ['GET', () => `/api/projects/${projectId}/scatter?segment_id=1&word_ids=1,2`],
  ['POST', () => `/api/projects/${projectId}/reports`, { type: 'over_all', segment_id: 1 }],
  ['GET', () => `/api/text_projects/${textProjectId}`],
  ['PUT', () => `/api/text_projects/${textProjectId}/favourites`, { favourites: [] }],
];

describe('a super admin on client projects (issue 20, item 3: 500 on every project route)', () => {
  it.each(probes)('%s %s answers a clear 4xx from the catalogue, never 500, and stores nothing', async (method, path, body) => {
    const before = await eventCount(h);
    const response = await h.request(path(), { method, token: superAdmin, language: 'ja', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).code).toMatch(/^(NOT_FOUND|SERVICE_NOT_AVAILABLE)$/);
    expect(await eventCount(h)).toBe(before);
  });
});
