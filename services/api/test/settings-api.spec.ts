import { beforeAll, describe, expect, it } from 'vitest';
import { settingsSecret } from '../src/billing/settings-secret';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts } from './harness';

const h = useApi();
let accounts: Accounts;
let superToken: string;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'settings', { planId: 2 });
  superToken = (await loginAs(h, accounts.superAdmin.email)).token;
  adminToken = (await loginAs(h, accounts.admin.email)).token;
  userToken = (await loginAs(h, accounts.user.email)).token;
});

const get = async (path: string, token?: string, language = 'ja') => {
  const response = await h.request(path, { token, language });
  return { status: response.status, body: await response.json() };
};

const settingsRecord = (overrides: Record<string, unknown> = {}) => ({
  id: 'current',
  plan_setting: 1,
  display_languages: ['ja', 'en', 'zh-CN'],
  initial_language: 'ja',
  cost_display: true,
  chat_token_limit: 3000,
  chat_request_limit: 20,
  api_key_set: false,
  api_key_last_four: null,
  updated_at: null,
  ...overrides,
});

describe('settings endpoints (section 7)', () => {
  it('GET /api/settings/ gives the app the plan setting, languages, cost display and the caller’s country', async () => {
    expect(await get('/api/settings/', adminToken)).toEqual({
      status: 200,
      body: {
        plan_setting: 1,
        display_languages: ['ja', 'en', 'zh-CN'],
        initial_language: 'ja',
        cost_display: true,
        show_prices: true,
        chat: { token_limit: 3000, request_limit: 20 },
        country_setting: { country: 'jp', status: 1, max_images: null },
      },
    });
    expect((await get('/api/settings/', userToken)).body.show_prices).toBe(false);
    expect((await get('/api/settings/')).status).toBe(401);
  });

  it('PUT /api/settings/edit_plan_setting/ is the super admin’s; setting_plan of every user follows', async () => {
    const before = await eventCount(h);
    expect((await h.request('/api/settings/edit_plan_setting/', { ...json('PUT', { plan_setting: 0 }), token: adminToken })).status).toBe(403);
    const invalid = await h.request('/api/settings/edit_plan_setting/', { ...json('PUT', { plan_setting: 5 }), token: superToken });
    expect([invalid.status, (await invalid.json()).code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await eventCount(h)).toBe(before);

    const response = await h.request('/api/settings/edit_plan_setting/', { ...json('PUT', { plan_setting: 2 }), token: superToken });
    expect(await response.json()).toEqual({ plan_setting: 2 });
    expect((await get('/api/settings/plan_setting/', userToken)).body).toEqual({ plan_setting: 2 });
    expect((await get('/api/user_detail/', adminToken)).body.setting_plan).toBe(2);

    // Ad hoc only: the admin may not move to the monthly plan.
    const change = await h.request(`/api/change_plan/${accounts.clientId}`, { ...json('PUT', { plan_id: 1 }), token: adminToken, language: 'en' });
    expect([change.status, (await change.json()).detail]).toEqual([422, 'Plan changes are not allowed for this account.']);
    await h.request('/api/settings/edit_plan_setting/', { ...json('PUT', { plan_setting: 1 }), token: superToken });
  });

  it('chat_config stores the API key encrypted and only ever shows its last four characters', async () => {
    expect((await get('/api/settings/chat_config/', adminToken)).status).toBe(403);
    const key = 'sk-live-0123456789abcdefWXYZ';
    const response = await h.request('/api/settings/chat_config/', { ...json('PUT', { token_limit: 4000, api_key: key }), token: superToken });
    const body = await response.json();
    expect(body).toEqual({ token_limit: 4000, request_limit: 20, api_key_set: true, api_key_last_four: 'WXYZ' });
    expect(JSON.stringify(await get('/api/settings/chat_config/', superToken))).not.toContain('0123456789');

    const [stored] = await eventsOfType(h, 'ChatApiKeyChanged');
    expect(JSON.stringify(stored)).not.toContain('0123456789');
    expect(settingsSecret(h.deps.config.jwtSecret).decrypt(stored.encryptedKey as string)).toBe(key);
    const { rows } = await h.deps.pool.query(`select count(*)::int as n from events where data::text like '%0123456789%'`);
    expect(rows[0].n).toBe(0);

    const cleared = await h.request('/api/settings/chat_config/', { ...json('PUT', { api_key: '' }), token: superToken });
    expect(await cleared.json()).toMatchObject({ api_key_set: false, api_key_last_four: null });
  });

  it('languages: the selectable ones, each named in itself, the initial one marked; public', async () => {
    expect((await get('/api/languages/')).body).toEqual([
      { code: 'ja', name: '日本語', initial: true },
      { code: 'en', name: 'English', initial: false },
      { code: 'zh-CN', name: '简体中文', initial: false },
    ]);
    expect((await get('/api/settings/language_setting/')).body).toEqual({ display_languages: ['ja', 'en', 'zh-CN'], initial_language: 'ja' });
  });

  it('amount_setting and max_image_setting answer for the caller', async () => {
    expect((await get('/api/settings/amount_setting/', adminToken)).body).toEqual({ cost_display: true, show_prices: true, currency: 'JPY' });
    expect((await get('/api/settings/max_image_setting/', adminToken)).body).toEqual([{ country: 'jp', status: 1, max_images: null }]);
    expect((await get('/api/settings/max_image_setting/', superToken)).body).toHaveLength(5);
  });
});

describe('the console’s plan settings', () => {
  it('lists every plan and add-on with its prices; role 1 is refused', async () => {
    const response = await h.request('/api/admin/plans', { token: superToken });
    expect(response.headers.get('Content-Range')).toBe('plans 0-7/8');
    const plans = await response.json();
    expect(plans.find((p: { id: number }) => p.id === 2)).toMatchObject({ kind: 'adhoc', plan_type: 2, price: 20000, price_cn: null, has_fee: true, edited_at: null });
    expect((await h.request('/api/admin/plans', { token: adminToken })).status).toBe(403);
  });

  it('edits a plan’s price: PlanRenew shows it at once; the free plan keeps no fee', async () => {
    const plan = (await get('/api/admin/plans/2', superToken)).body;
    const response = await h.request('/api/admin/plans/2', { ...json('PUT', { ...plan, price: 25000, price_th: '4800' }), token: superToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ price: 25000, price_th: 4800, edited_at: '2026-11-21T09:00:00.000Z' });
    const choice = (await get('/api/plans/', adminToken)).body;
    expect(choice.plans.find((p: { id: number }) => p.id === 2).price).toBe(25000);

    const free = (await get('/api/admin/plans/3', superToken)).body;
    const refused = await h.request('/api/admin/plans/3', { ...json('PUT', { ...free, price: 1000 }), token: superToken, language: 'en' });
    expect([refused.status, (await refused.json()).errors]).toEqual([400, [{ field: 'price', code: 'VALIDATION_FAILED', message: 'Some fields have not been entered correctly.' }]]);
    const blank = await h.request('/api/admin/plans/3', { ...json('PUT', { ...free, name: '' }), token: superToken });
    expect((await blank.json()).errors).toMatchObject([{ field: 'name', code: 'FIELD_REQUIRED' }]);
  });

  it('edits the free plan’s image limit: the quota of free clients follows', async () => {
    const free = (await get('/api/admin/plans/3', superToken)).body;
    await h.request('/api/admin/plans/3', { ...json('PUT', { ...free, max_images: 12 }), token: superToken });
    const other = await givenAccounts(h, 'settings-free', { planId: 3 });
    const user = (await get('/api/user_detail/', (await loginAs(h, other.user.email)).token)).body;
    expect(user).toMatchObject({ max_images: 12, plan: { max_images: 12 } });
  });
});

describe('the console’s system and country settings', () => {
  it('edits system settings: languages, cost display and a new API key shown only by its last four', async () => {
    expect((await get('/api/admin/system_settings/current', superToken)).body).toMatchObject(settingsRecord({ chat_token_limit: 4000, updated_at: expect.any(String) }));
    const response = await h.request('/api/admin/system_settings/current', {
      ...json('PUT', { ...settingsRecord(), display_languages: ['ja', 'en'], initial_language: 'en', cost_display: false, api_key: 'sk-new-key-9876' }),
      token: superToken,
    });
    expect(await response.json()).toMatchObject({ display_languages: ['ja', 'en'], initial_language: 'en', cost_display: false, api_key_set: true, api_key_last_four: '9876' });
    expect((await get('/api/settings/amount_setting/', adminToken)).body.show_prices).toBe(false);

    const invalid = await h.request('/api/admin/system_settings/current', { ...json('PUT', { ...settingsRecord(), display_languages: ['en'], initial_language: 'ja' }), token: superToken });
    expect((await invalid.json()).errors).toMatchObject([{ field: 'initial_language', code: 'VALIDATION_FAILED' }]);
    await h.request('/api/admin/system_settings/current', { ...json('PUT', settingsRecord()), token: superToken });
  });

  it('hides prices and limits for a country, and sets its image limit', async () => {
    const response = await h.request('/api/admin/country_settings/jp', { ...json('PUT', { status: 0, max_images: 30 }), token: superToken });
    expect(await response.json()).toMatchObject({ id: 'jp', country: 'jp', status: 0, max_images: 30 });
    expect((await get('/api/settings/', adminToken)).body).toMatchObject({ show_prices: false, country_setting: { status: 0, max_images: 30 } });
    const list = await h.request('/api/admin/country_settings', { token: superToken });
    expect(list.headers.get('Content-Range')).toBe('country_settings 0-4/5');
    expect((await h.request('/api/admin/country_settings/us', { token: superToken })).status).toBe(404);
    await h.request('/api/admin/country_settings/jp', { ...json('PUT', { status: 1, max_images: null }), token: superToken });
  });
});

describe('the console’s sales management', () => {
  it('lists usage and amounts per client and month with a filter, and exports them as CSV', async () => {
    const changed = await h.request(`/api/change_plan/${accounts.clientId}`, { ...json('PUT', { plan_id: 2, plan_option_id: 11 }), token: adminToken });
    expect(changed.status).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ client_id: accounts.clientId, from: '2026-11', to: '2026-11' }));
    const response = await h.request(`/api/admin/sales?filter=${filter}&range=[0,9]&sort=["month","DESC"]`, { token: superToken, language: 'en' });
    expect(response.headers.get('Content-Range')).toBe('sales 0-0/1');
    expect(await response.json()).toEqual([
      {
        id: `${accounts.clientId}:2026-11`, client_id: accounts.clientId, company: 'settings Foods', plan_name: 'Ad hoc plan', month: '2026-11', currency: 'JPY',
        plan_fees: 55000, usage_fees: 0, total: 55000, images_calculated: 0, images_refunded: 0, tokens_used: 0, tickets_used: 0,
      },
    ]);
    const none = await h.request(`/api/admin/sales?filter=${encodeURIComponent(JSON.stringify({ from: '2027-01' }))}`, { token: superToken });
    expect(await none.json()).toEqual([]);

    const csv = await h.request(`/api/admin/sales/export?filter=${filter}`, { token: superToken, language: 'ja' });
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=UTF-8');
    expect(csv.headers.get('Content-Disposition')).toContain('sales-20261121.csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('"クライアントID","会社名","プラン","年月","通貨","プラン料金","利用料金","合計","計算画像数","返却画像数","使用トークン数","使用チケット数"');
    expect(text).toContain(`"${accounts.clientId}","settings Foods","アドホックプラン","2026-11","JPY","55000","0","55000"`);
    expect((await h.request('/api/admin/sales', { token: adminToken })).status).toBe(403);
    expect((await h.request(`/api/admin/sales?filter=${encodeURIComponent('{"from":"11-2026"}')}`, { token: superToken })).status).toBe(400);
  });
});
