import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@packlens/contracts';
import { eventCount, givenAccounts, loginAs, useApi, type Accounts } from './harness';

/**
 * Issue 17, item 5: a matrix generated from the OpenAPI document, so that an operation added later is covered
 * without anyone listing it. Every operation that declares a security scheme, asked without credentials, with
 * a forged token, and (as each role) with ids that do not exist: a clear 4xx from the error catalogue, never a
 * 5xx, never an event stored.
 */
const h = useApi();
let accounts: Accounts;
const tokens: Record<string, string> = {};

interface Operation {
  method: string;
  path: string;
  secured: boolean;
  params: { name: string; in: string; schema?: { type?: string; format?: string } }[];
  hasBody: boolean;
  multipart: boolean;
  /** The scope an API key needs (`x-api-key-scope`), 'any', or undefined: people only. */
  keyScope?: string;
}

let operations: Operation[] = [];

beforeAll(async () => {
  accounts = await givenAccounts(h, 'matrix');
  for (const [role, email] of [
    ['user', accounts.user.email],
    ['admin', accounts.admin.email],
    ['superAdmin', accounts.superAdmin.email],
  ] as const) {
    tokens[role] = (await loginAs(h, email)).token;
  }
  const doc = await (await h.request('/api/doc')).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => {
        const content = (op.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
        return {
          method: method.toUpperCase(),
          path,
          secured: Array.isArray(op.security) ? op.security.length > 0 : Array.isArray(doc.security) && doc.security.length > 0,
          params: (op.parameters as Operation['params'] | undefined) ?? [],
          hasBody: Object.keys(content).length > 0,
          multipart: 'multipart/form-data' in content,
          keyScope: op['x-api-key-scope'] as string | undefined,
        };
      }),
  );
});

/** The path with every path parameter set to an id nothing has: a random UUID, or a number no row has. */
function withUnknownIds(op: Operation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const param = op.params.find((p) => p.in === 'path' && p.name === name);
    return param?.schema?.type === 'integer' || param?.schema?.type === 'number' ? '987654' : randomUUID();
  });
}

function requestOf(op: Operation, token?: string) {
  const init: RequestInit & { token?: string } = { method: op.method, token };
  if (op.hasBody && !op.multipart) init.body = '{}';
  if (op.multipart) init.body = new FormData();
  return h.request(withUnknownIds(op), init);
}

/** A problem answer names a code of the error catalogue. */
async function expectCatalogueProblem(response: Response, context: string) {
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  expect(body?.code, context).toBeDefined();
  expect(Object.keys(errorCatalogue), context).toContain(body?.code);
}

describe('the security matrix over the OpenAPI document (issue 17, item 5)', () => {
  it('documents secured operations (the matrix is not empty)', () => {
    expect(operations.filter((op) => op.secured).length).toBeGreaterThan(60);
  });

  it('answers every secured operation without credentials with 401 and a catalogue problem, storing nothing', async () => {
    const before = await eventCount(h);
    const wrong: string[] = [];
    for (const op of operations.filter((candidate) => candidate.secured)) {
      const response = await requestOf(op);
      if (response.status !== 401) wrong.push(`${op.method} ${op.path}: ${response.status}`);
      else await expectCatalogueProblem(response, `${op.method} ${op.path}`);
    }
    expect(wrong).toEqual([]);
    expect(await eventCount(h)).toBe(before);
  });

  it('answers every secured operation with a forged token (signed with another secret) with 401', async () => {
    const [header, payload] = tokens.admin.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
    const wrong: string[] = [];
    for (const op of operations.filter((candidate) => candidate.secured)) {
      const response = await requestOf(op, forged);
      if (response.status !== 401) wrong.push(`${op.method} ${op.path}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(['user', 'admin', 'superAdmin'])('answers every operation asked by a %s about ids that do not exist with a 4xx from the catalogue, never a 5xx or a stored event', async (role) => {
    const before = await eventCount(h);
    const wrong: string[] = [];
    const statuses: Record<number, number> = {};
    for (const op of operations.filter((candidate) => candidate.path.includes('{'))) {
      const response = await requestOf(op, tokens[role]);
      const context = `${op.method} ${op.path}: ${response.status}`;
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status >= 500 || (op.method !== 'GET' && response.status < 300)) wrong.push(context);
      else if (response.status >= 400) await expectCatalogueProblem(response, context);
    }
    expect(wrong).toEqual([]);
    expect(await eventCount(h)).toBe(before);
    // Each role meets refusals of more than one kind (validation, role, missing record): the probe reached the operations.
    expect(Object.keys(statuses).length).toBeGreaterThan(1);
  });

  it('answers every secured operation asked with an API key that lacks its scope with 403 naming why (the scope, or people only), storing nothing', async () => {
    const created = await h.request('/api/api_keys/', { method: 'POST', body: JSON.stringify({ name: 'Matrix', scopes: ['reports:read'] }), token: tokens.admin });
    expect(created.status).toBe(201);
    const key = ((await created.json()) as { key: string }).key;
    const before = await eventCount(h);
    const wrong: string[] = [];
    let asked = 0;
    for (const op of operations.filter((candidate) => candidate.secured && candidate.keyScope !== 'any' && candidate.keyScope !== 'reports:read')) {
      const response = await requestOf(op, key);
      asked++;
      const expected = op.keyScope ? 'API_KEY_SCOPE_MISSING' : 'API_KEY_NOT_ALLOWED';
      const body = (await response.json().catch(() => null)) as { code?: string } | null;
      if (response.status !== 403 || body?.code !== expected) wrong.push(`${op.method} ${op.path}: ${response.status} ${body?.code} (expected 403 ${expected})`);
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThan(60);
    expect(await eventCount(h)).toBe(before);
  });
});
