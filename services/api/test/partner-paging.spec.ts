import { beforeAll, describe, expect, it } from 'vitest';
import { givenAccounts, json, loginAs, useApi } from './harness';

/**
 * Issue 15: the partner's lists are paged (Stripe's cursor, GitHub's Link header): `limit` items after
 * `starting_after`, `Link: <…>; rel="next"` while more follow, a bad cursor or limit refused with the field named.
 */
const h = useApi();
let admin: string;
beforeAll(async () => {
  const accounts = await givenAccounts(h, 'paging');
  admin = (await loginAs(h, accounts.admin.email)).token;
});

const get = (path: string) => h.request(path, { token: admin, language: 'en' });
const nextOf = (response: Response) => /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1];

async function walk(path: string): Promise<{ pages: string[][]; all: string[] }> {
  const pages: string[][] = [];
  for (let next: string | undefined = path; next; ) {
    const response = await get(next);
    expect(response.status).toBe(200);
    pages.push(((await response.json()) as { id: string }[]).map((item) => item.id));
    next = nextOf(response);
  }
  return { pages, all: pages.flat() };
}

describe('paged partner lists', () => {
  it('given five API keys, when listed two at a time, then three pages in the order of the whole list, the last without a next link', async () => {
    for (let i = 0; i < 5; i++) expect((await h.request('/api/api_keys/', { ...json('POST', { name: `Key ${i}`, scopes: ['projects:read'] }), token: admin })).status).toBe(201);
    const whole = ((await (await get('/api/api_keys/')).json()) as { id: string }[]).map((k) => k.id);
    expect(whole).toHaveLength(5);
    const { pages, all } = await walk('/api/api_keys/?limit=2');
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(all).toEqual(whole);
  });

  it('given three webhook endpoints, when listed one at a time, then each once, in order', async () => {
    for (let i = 0; i < 3; i++) expect((await h.request('/api/webhooks/', { ...json('POST', { url: `https://hooks.example.com/${i}`, events: ['calculation.completed'] }), token: admin })).status).toBe(201);
    const whole = ((await (await get('/api/webhooks/')).json()) as { id: string }[]).map((e) => e.id);
    const { pages, all } = await walk('/api/webhooks/?limit=1');
    expect(pages).toHaveLength(3);
    expect(all).toEqual(whole);
  });

  it.each([
    ['/api/api_keys/?limit=0', 'limit'],
    ['/api/api_keys/?limit=101', 'limit'],
    ['/api/api_keys/?starting_after=not-an-id', 'starting_after'],
    ['/api/webhooks/?starting_after=6f1c7d4e-2b3a-4c5d-9e8f-0a1b2c3d4e5f', 'starting_after'],
  ])('refuses %s with 400 on %s', async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: { field: string }[] };
    expect(problem.errors.map((e) => e.field)).toContain(field);
  });
});
