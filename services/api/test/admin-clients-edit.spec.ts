import { beforeAll, describe, expect, it } from 'vitest';
import { eventCount, givenAccounts, json, linkIn, loginAs, mailTo, useApi, type Accounts } from './harness';

const h = useApi();
let accounts: Accounts;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'console-edit');
  superToken = (await loginAs(h, accounts.superAdmin.email)).token;
  adminToken = (await loginAs(h, accounts.admin.email)).token;
});

const newClient = (overrides: Record<string, unknown> = {}) => ({
  company: '北海道乳業株式会社',
  department: '商品開発部',
  headquarters: '札幌',
  account_type: 'corporation',
  country: 'jp',
  zip_code: '060-0001',
  address: '北海道札幌市中央区1-1',
  building: '',
  telephone: '0111234567',
  owner_name: '佐藤 一郎',
  plan_id: 2,
  max_images: 200,
  mfa_enabled: true,
  mfa_phone: '09012345678',
  request_payment: true,
  status: 'valid',
  admin_email: 'Owner@Hokkaido.example',
  admin_name: '佐藤 一郎',
  admin_language: 'ja',
  ...overrides,
});

/** Reads a CSV download: checks the UTF-8 BOM (text() would hide it), splits CRLF lines and quoted fields. */
async function readCsv(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder()
    .decode(bytes)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));
}

describe('POST /api/admin/clients (ra-data-simple-rest create)', () => {
  it('adds a client and invites its administrator to set a password', async () => {
    const response = await h.request('/api/admin/clients', { ...json('POST', newClient()), token: superToken, language: 'en' });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ company: '北海道乳業株式会社', plan_id: 2, plan_name: 'Ad hoc plan', mfa_enabled: true, mfa_phone: '09012345678', request_payment: true, status: 'valid', user_count: 1 });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.group_id).toMatch(/^\d{5}$/);
    const [mail] = await mailTo(h, 'owner@hokkaido.example');
    expect(mail).toMatchObject({ kind: 'invitation', language: 'ja' });
    expect(mail.text).toContain('北海道乳業株式会社');
    const link = await linkIn(h, 'owner@hokkaido.example', '/register/password_new/');
    await h.request('/api/reset_password', json('PUT', { token: link.split('/').pop(), password: 'Hokkaido2026' }));
    // The client has MFA enabled: the administrator's first login asks for the mailed code.
    const login = await h.request('/api/auth/obtain_token/', json('POST', { email: 'owner@hokkaido.example', password: 'Hokkaido2026' }));
    expect((await login.json()).code).toBe('MFA_CODE_REQUIRED');
  });

  it('answers the administrator account created with it apart from the owner name (issue 19 item 13)', async () => {
    const response = await h.request('/api/admin/clients', { ...json('POST', newClient({ owner_name: '', admin_email: 'Kanri@Hokkaido.example', admin_name: '管理 花子' })), token: superToken });
    const created = await response.json();
    expect(created).toMatchObject({ owner_name: '', administrator: { id: expect.any(String), name: '管理 花子', email: 'kanri@hokkaido.example' } });
    const read = await (await h.request(`/api/admin/clients/${created.id}`, { token: superToken })).json();
    expect(read.administrator).toEqual(created.administrator);
    // Saving the record as the console sends it back leaves the administrator as it was: the field is read-only.
    const saved = await (await h.request(`/api/admin/clients/${created.id}`, { ...json('PUT', { ...read, administrator: { id: created.id, name: 'x', email: 'x@example.com' } }), token: superToken })).json();
    expect(saved.administrator).toEqual(created.administrator);
  });

  it('refuses an administrator address that is taken, storing nothing', async () => {
    const before = await eventCount(h);
    const response = await h.request('/api/admin/clients', { ...json('POST', newClient({ admin_email: accounts.user.email })), token: superToken });
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(await eventCount(h)).toBe(before);
  });

  it.each([
    [{ company: '' }, 'company', 'FIELD_REQUIRED'],
    [{ telephone: '011-123-4567' }, 'telephone', 'PHONE_RULE'],
    [{ max_images: -1 }, 'max_images', 'VALUE_TOO_SMALL'],
    [{ admin_email: 'nope' }, 'admin_email', 'EMAIL_INVALID'],
    [{ country: 'us' }, 'country', 'VALIDATION_FAILED'],
  ])('refuses %j and stores nothing', async (change, field, code) => {
    const before = await eventCount(h);
    const response = await h.request('/api/admin/clients', { ...json('POST', newClient({ ...change, admin_email: `x-${field}@example.com`, ...('admin_email' in change ? change : {}) })), token: superToken });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    expect(await eventCount(h)).toBe(before);
  });

  it('refuses an add-on as the plan', async () => {
    const response = await h.request('/api/admin/clients', { ...json('POST', newClient({ plan_id: 21, admin_email: 'addon@example.com' })), token: superToken });
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'plan_id', code: 'PLAN_NOT_SELECTABLE' })]);
  });

  it('is for super admins only', async () => {
    expect((await h.request('/api/admin/clients', { ...json('POST', newClient()), token: adminToken })).status).toBe(403);
  });
});

describe('PUT /api/admin/clients/{id} (ra-data-simple-rest update)', () => {
  it('saves the whole record the console sends and answers the updated record', async () => {
    const current = await (await h.request(`/api/admin/clients/${accounts.clientId}`, { token: superToken })).json();
    const record = { ...current, address: '大阪府大阪市1-2', max_images: 300, mfa_enabled: true, mfa_phone: '09011112222', plan_id: 3 };
    const response = await h.request(`/api/admin/clients/${accounts.clientId}`, { ...json('PUT', record), token: superToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: accounts.clientId, address: '大阪府大阪市1-2', max_images: 300, mfa_enabled: true, plan_id: 3, user_count: 2 });
    const again = await (await h.request(`/api/admin/clients/${accounts.clientId}`, { token: superToken })).json();
    expect(again.mfa_phone).toBe('09011112222');
  });

  it('sets a client invalid: its users can no longer log in', async () => {
    const { id } = await (await h.request('/api/admin/clients', { ...json('POST', newClient({ admin_email: 'paused@example.com', mfa_enabled: false })), token: superToken })).json();
    const current = await (await h.request(`/api/admin/clients/${id}`, { token: superToken })).json();
    await h.request(`/api/admin/clients/${id}`, { ...json('PUT', { ...current, status: 'invalid' }), token: superToken });
    const link = await linkIn(h, 'paused@example.com', '/register/password_new/');
    await h.request('/api/reset_password', json('PUT', { token: link.split('/').pop(), password: 'Paused2026' }));
    const login = await h.request('/api/auth/obtain_token/', json('POST', { email: 'paused@example.com', password: 'Paused2026' }));
    expect((await login.json()).code).toBe('ACCOUNT_INACTIVE');
  });

  it('answers 404 for an unknown client and stores nothing', async () => {
    const before = await eventCount(h);
    const current = await (await h.request(`/api/admin/clients/${accounts.clientId}`, { token: superToken })).json();
    const response = await h.request('/api/admin/clients/7a0f0d4e-0000-4000-8000-000000000000', { ...json('PUT', current), token: superToken });
    expect(response.status).toBe(404);
    expect(await eventCount(h)).toBe(before);
  });
});

describe('CSV downloads (UTF-8 with BOM for Excel)', () => {
  it('exports the filtered clients with headers in the caller’s language', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: '北海道' }));
    const response = await h.request(`/api/admin/clients/export?filter=${filter}`, { token: superToken, language: 'ja' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=UTF-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="clients-20261121.csv"; filename*=UTF-8''clients-20261121.csv`);
    const rows = await readCsv(response);
    expect(rows[0].slice(0, 4)).toEqual(['ID', 'グループID', '会社名', '部署']);
    expect(rows.slice(1).every((r) => r[2] === '北海道乳業株式会社')).toBe(true);
    expect(rows[1][12]).toBe('アドホックプラン');
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    await h.request('/api/admin/clients', { ...json('POST', newClient({ company: '=HYPERLINK("x")', admin_email: 'formula@example.com' })), token: superToken });
    const filter = encodeURIComponent(JSON.stringify({ q: 'HYPERLINK' }));
    const rows = await readCsv(await h.request(`/api/admin/clients/export?filter=${filter}`, { token: superToken }));
    expect(rows[1][2]).toBe(`'=HYPERLINK("x")`);
  });

  it('exports pre-registered addresses that never completed, without those that have accounts', async () => {
    await h.request('/api/pre_register/', json('POST', { email: 'pending@example.com', country: 'cn', language: 'zh-CN' }));
    await h.request('/api/pre_register/', json('POST', { email: accounts.user.email }));
    await h.settled();
    const response = await h.request('/api/export_temporary_register_email/', { token: superToken, language: 'en' });
    expect(response.headers.get('content-disposition')).toContain('temporary-registrations-20261121.csv');
    const rows = await readCsv(response);
    expect(rows[0]).toEqual(['E-mail', 'Kind', 'Step', 'Company', 'Country', 'Language', 'Requested at', 'Link expires', 'Requests']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['pending@example.com']);
    expect(rows[1].slice(1, 6)).toEqual(['full', 'requested', '', 'cn', 'zh-CN']);
  });

  it('is for super admins only', async () => {
    expect((await h.request('/api/export_temporary_register_email/', { token: adminToken })).status).toBe(403);
    expect((await h.request('/api/admin/clients/export', { token: adminToken })).status).toBe(403);
  });
});

describe('GET /api/admin/clients filters', () => {
  it('filters by status, plan and MFA', async () => {
    const filter = encodeURIComponent(JSON.stringify({ plan_id: 2, mfa_enabled: true, status: 'valid' }));
    const rows = await (await h.request(`/api/admin/clients?filter=${filter}`, { token: superToken })).json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { plan_id: number; mfa_enabled: boolean; status: string }) => r.plan_id === 2 && r.mfa_enabled && r.status === 'valid')).toBe(true);
  });
});
