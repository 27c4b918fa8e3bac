import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@packlens/contracts';
import { eventCount, givenAccounts, loginAs, useApi, type Accounts } from './harness';

/**
 * Issue 17, item 5, the "another client's ids" column, generated from the OpenAPI document: client A makes one of each
 * thing it owns (a project with an image, an API key, a webhook endpoint, and each generation project, all from the
 * document's own example bodies), then the admin and a user of client B call every operation whose path names one
 * of them with A's ids. Each answer must be a refusal that tells nothing about A's thing — 404, or a refusal of the
 * caller's role or input (403, 400) — never a success, a 409/422 that would have read it, a 5xx, or a stored event.
 */
const h = useApi();
let a: Accounts;
let b: Accounts;
const tokens: Record<string, string> = {};
let doc: { paths: Record<string, Record<string, any>> };
/** A's ids by the first segment of the path that names them. */
const owned: Record<string, string> = {};
let imageId = '';
const made: string[] = [];

const call = (method: string, path: string, token: string, body?: unknown) =>
  h.request(path, { method, token, language: 'ja', ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }) });

beforeAll(async () => {
  // Both clients on the monthly plan with the design-generation add-on (section 6), so every service is theirs to ask.
  a = await givenAccounts(h, 'tenant-a', { planId: 3 });
  b = await givenAccounts(h, 'tenant-b', { planId: 3 });
  tokens.aAdmin = (await loginAs(h, a.admin.email)).token;
  tokens.bAdmin = (await loginAs(h, b.admin.email)).token;
  for (const token of [tokens.aAdmin, tokens.bAdmin]) {
    const client = token === tokens.aAdmin ? a : b;
    expect((await call('PUT', `/api/change_plan/${client.clientId}`, token, { plan_id: 1, plan_generate_id: 21 })).status).toBe(200);
  }
  tokens.aAdmin = (await loginAs(h, a.admin.email)).token;
  tokens.bAdmin = (await loginAs(h, b.admin.email)).token;
  tokens.bUser = (await loginAs(h, b.user.email)).token;
  doc = await (await h.request('/api/doc')).json();
  const exampleOf = (path: string) => {
    const media = doc.paths[path]?.post?.requestBody?.content?.['application/json'];
    return media?.example ?? Object.values((media?.examples ?? {}) as Record<string, { value: unknown }>)[0]?.value ?? {};
  };
  // Each kind of thing A can own, made the way the document says.
  for (const family of ['projects', 'text_projects', 'design_projects', 'key_visual_projects', 'logo_projects', 'brand_models', 'webhooks', 'api_keys']) {
    const response = await call('POST', `/api/${family}/`, tokens.aAdmin, exampleOf(`/api/${family}/`));
    if (response.status < 300) owned[family] = String(((await response.json()) as { id: string }).id);
    else made.push(`${family}: ${response.status} ${await response.text()}`);
  }
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await sharp({ create: { width: 200, height: 300, channels: 3, background: '#c33' } }).png().toBuffer())]), 'a.png');
  form.append('names', 'A pack');
  const uploaded = await h.request(`/api/projects/${owned.projects}/images`, { method: 'POST', body: form, token: tokens.aAdmin, language: 'en' });
  imageId = ((await uploaded.json()) as { images: { id: string }[] }).images[0].id;
  for (const family of ['user_detail', 'user_delete', 'user_staff', 'user_verification_info', 'update_password_user_trial']) owned[family] = a.user.userId;
  await h.settled();
});

/** The path with A's ids where the spec has one for it, or undefined. */
function withOwnedIds(path: string): string | undefined {
  const family = path.split('/')[2];
  if (!owned[family]) return undefined;
  return path.replace(/\{([^}]+)\}/g, (_all, name: string) => (name === 'id' ? owned[family] : name === 'imageId' && family === 'projects' ? imageId : randomUUID()));
}

describe('another client’s ids (issue 17, item 5)', () => {
  it('makes one of each thing a client owns from the document’s examples', () => {
    expect(made).toEqual([]);
    expect(Object.keys(owned)).toEqual(expect.arrayContaining(['projects', 'text_projects', 'design_projects', 'key_visual_projects', 'logo_projects', 'brand_models', 'webhooks', 'api_keys', 'user_detail']));
    expect(imageId).not.toBe('');
  });

  it.each(['bAdmin', 'bUser'])('refuses every operation on client A’s ids to %s without telling anything about them, storing nothing', async (who) => {
    const before = await eventCount(h);
    const wrong: string[] = [];
    let asked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.includes('{') || path.startsWith('/api/admin/')) continue;
      const target = withOwnedIds(path);
      if (!target) continue;
      for (const method of Object.keys(methods).filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))) {
        const operation = methods[method];
        const json = operation.requestBody?.content?.['application/json'];
        const example = json ? (json.example ?? Object.values((json.examples ?? {}) as Record<string, { value: unknown }>)[0]?.value ?? {}) : undefined;
        const response = await call(method.toUpperCase(), target, tokens[who], example);
        asked++;
        const body = (await response.json().catch(() => null)) as { code?: string } | null;
        const context = `${method.toUpperCase()} ${path}: ${response.status} ${body?.code ?? ''}`;
        if (![400, 403, 404].includes(response.status)) wrong.push(context);
        else if (!body?.code || !Object.hasOwn(errorCatalogue, body.code)) wrong.push(`${context} (not a catalogue problem)`);
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThan(50);
    expect(await eventCount(h)).toBe(before);
  });

  it('still lets client A’s admin reach its own things (the ids are real)', async () => {
    for (const [family, id] of Object.entries(owned).filter(([family]) => ['projects', 'text_projects', 'design_projects', 'logo_projects', 'brand_models', 'webhooks'].includes(family))) {
      expect((await call('GET', `/api/${family}/${id}`, tokens.aAdmin)).status, family).toBe(200);
    }
  });
});
