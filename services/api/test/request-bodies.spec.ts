import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCount, givenAccounts, loginAs, useApi } from './harness';

const h = useApi();
let token: string;
type Operation = { method: string; path: string };
let operations: Operation[] = [];

/** Every write operation of the OpenAPI document that takes a JSON body, with its path parameters filled in. */
beforeAll(async () => {
  const accounts = await givenAccounts(h, 'bodies');
  token = (await loginAs(h, accounts.admin.email)).token;
  const doc = await (await h.request('/api/doc')).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, operation]) => ['post', 'put', 'patch', 'delete'].includes(method) && operation.requestBody?.content?.['application/json'])
      .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, (name) => (name === '{id}' || name.endsWith('Id}') ? randomUUID() : 'x')) })),
  );
});

/** One table of bad bodies, sent to every write operation (issues 19 item 16 and 20 items 4 and 7). */
const badBodies: [name: string, init: () => RequestInit, status: number, code: string][] = [
  ['a JSON body sent as text/plain', () => ({ body: '{"name":"a"}', headers: { 'Content-Type': 'text/plain' } }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ['a JSON body without a content type', () => ({ body: new TextEncoder().encode('{"name":"a"}') }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ['a string holding a NUL character', () => ({ body: JSON.stringify({ name: 'a\u0000b', department: 'x' }), headers: { 'Content-Type': 'application/json' } }), 400, 'VALIDATION_FAILED'],
  ['a string holding a lone surrogate', () => ({ body: '{"name":"\\ud800","text":"x"}', headers: { 'Content-Type': 'application/json' } }), 400, 'VALIDATION_FAILED'],
  ['a body over the 256 KB limit', () => ({ body: JSON.stringify({ name: 'x'.repeat(300 * 1024) }), headers: { 'Content-Type': 'application/json' } }), 413, 'REQUEST_TOO_LARGE'],
  ['a body that is not JSON', () => ({ body: '{"name":', headers: { 'Content-Type': 'application/json' } }), 400, 'MALFORMED_REQUEST'],
];

describe('bad bodies on every write operation: a catalogue 4xx, never 500, nothing stored', () => {
  it('finds the write operations in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(badBodies)('refuses %s', async (_name, init, status, code) => {
    const before = await eventCount(h);
    const failures: string[] = [];
    for (const { method, path } of operations) {
      const request = init();
      const headers = new Headers(request.headers);
      headers.set('Authorization', `Bearer ${token}`);
      headers.set('X-Language', 'en');
      const response = await h.app.api.request(path, { method, body: request.body, headers });
      const answer = (response.status === status ? await response.json() : { code: `status ${response.status}: ${await response.text()}` }) as { code: string };
      if (answer.code !== code) failures.push(`${method} ${path}: ${answer.code}`);
    }
    expect(failures).toEqual([]);
    expect(await eventCount(h)).toBe(before);
  });

  it('takes a bodiless DELETE as browsers send it (no length, no type or text/plain, an empty stream), not as 415', async () => {
    const empty = new ReadableStream({ start: (controller) => controller.close() });
    const response = await h.app.api.request(`/api/user_delete/${randomUUID()}`, {
      method: 'DELETE',
      body: empty,
      headers: { Authorization: `Bearer ${token}` },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(404);
    // react-admin's DELETE says text/plain over the same empty stream.
    const typed = await h.app.api.request(`/api/user_delete/${randomUUID()}`, {
      method: 'DELETE',
      body: new ReadableStream({ start: (controller) => controller.close() }),
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      duplex: 'half',
    } as RequestInit);
    expect(typed.status).toBe(404);
  });

  it('names the field that holds the unusable character, in the caller’s language', async () => {
    const response = await h.request('/api/projects/', { method: 'POST', body: JSON.stringify({ name: 'ok', department: 'a\u0000' }), token, language: 'ja' });
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'department', code: 'TEXT_INVALID_CHARACTERS', message: '使用できない文字が含まれています。' }] });
  });

  it('refuses a NUL in a query value with 400 (a search never reaches the database)', async () => {
    const response = await h.request('/api/user_list/?search=a%00b', { token });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'search', code: 'TEXT_INVALID_CHARACTERS' })]);
  });
});

describe('upload bodies: limited by the project’s kind before they are read (issue 20, item 4)', () => {
  it('refuses 42 MB for a survey project (ten 4 MB images) with 413, from its length, nothing stored', async () => {
    const project = await (await h.request('/api/projects/', { method: 'POST', body: JSON.stringify({ name: 'Big upload' }), token })).json();
    const before = await eventCount(h);
    const boundary = 'packlens-boundary';
    const body = new Uint8Array(42 * 1024 * 1024);
    const response = await h.app.api.request(`/api/projects/${project.id}/images`, {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(body.byteLength), 'X-Language': 'en' },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('FILE_TOO_LARGE');
    expect(await eventCount(h)).toBe(before);
  });
});

describe('required names must show something (issue 20, item 11)', () => {
  it.each([
    ['/api/projects/', { name: '\u200b' }, 'PROJECT_NAME_REQUIRED'],
    ['/api/projects/', { name: ' \u2060\ufeff ' }, 'PROJECT_NAME_REQUIRED'],
    ['/api/text_projects/', { name: '\u200b \u200b', type: 5 }, 'PROJECT_NAME_REQUIRED'],
  ])('refuses a name of only invisible characters at %s', async (path, body, code) => {
    const before = await eventCount(h);
    const response = await h.request(path, { method: 'POST', body: JSON.stringify(body), token, language: 'ja' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([expect.objectContaining({ field: 'name', code })]);
    expect(await eventCount(h)).toBe(before);
  });

  it('refuses an image named with zero-width spaces, storing nothing', async () => {
    const project = (await (await h.request('/api/projects/', { method: 'POST', body: JSON.stringify({ name: 'Visible' }), token })).json()) as { id: string };
    const form = new FormData();
    form.append('files', new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'pack.jpg');
    form.append('names', '\u200b \u200b');
    const before = await eventCount(h);
    const response = await h.request(`/api/projects/${project.id}/images`, { method: 'POST', body: form, token, language: 'en' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('IMAGE_NAME_REQUIRED');
    expect(await eventCount(h)).toBe(before);
  });
});

describe('wrong types are refused, not coerced (issue 20, item 7)', () => {
  it.each([
    ['segment ids of booleans and arrays', 'segments', { segment_ids: [true, '2', [3]] }, 'segment_ids'],
    ['a category id that is true', 'categories', { images: [{ image_id: randomUUID(), category_id: true }] }, 'images'],
  ])('refuses %s with 400, storing nothing', async (_name, step, body, field) => {
    const project = (await (await h.request('/api/projects/', { method: 'POST', body: JSON.stringify({ name: 'Types' }), token })).json()) as { id: string };
    const before = await eventCount(h);
    const response = await h.request(`/api/projects/${project.id}/${step}`, { method: 'PUT', body: JSON.stringify(body), token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { field: string }[] }).errors[0].field.startsWith(field)).toBe(true);
    expect(await eventCount(h)).toBe(before);
  });

  it.each([[[]], [true], [[7]], [null], [{}]])('refuses an image limit of %j in the console', async (value) => {
    const accounts = await givenAccounts(h, `types-${Math.random().toString(36).slice(2, 8)}`);
    const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
    const before = await eventCount(h);
    const body = { company: 'Types Inc', account_type: 'corporation', country: 'jp', plan_id: 1, max_images: value, mfa_enabled: false };
    const response = await h.request(`/api/admin/clients/${accounts.clientId}`, { method: 'PUT', body: JSON.stringify(body), token: superAdmin });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { field: string; code: string }[] }).errors).toEqual([expect.objectContaining({ field: 'max_images' })]);
    expect(await eventCount(h)).toBe(before);
  });

  it('still takes numbers written as digits, as forms and query strings send them', async () => {
    const project = (await (await h.request('/api/projects/', { method: 'POST', body: JSON.stringify({ name: 'Digits' }), token })).json()) as { id: string };
    const response = await h.request(`/api/projects/${project.id}/segments`, { method: 'PUT', body: JSON.stringify({ segment_ids: ['2', 3] }), token });
    expect(((await response.json()) as { segment_ids: number[] }).segment_ids).toEqual([2, 3]);
  });
});
