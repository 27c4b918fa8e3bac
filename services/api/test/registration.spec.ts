import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { createHttpApp } from '../src';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCount, eventsOfType, givenAccounts, json, later, linkIn, mailTo, useApi, type Accounts } from './harness';

const h = useApi();
let accounts: Accounts;
beforeAll(async () => {
  accounts = await givenAccounts(h, 'reg');
});

const form = (overrides: Record<string, unknown> = {}) => ({
  account_type: 'corporation',
  organization: '新食品株式会社',
  headquarters: '東京',
  department: 'マーケティング部',
  name: '山田 太郎',
  furigana: 'ヤマダ タロウ',
  zip_code: '100-0001',
  address: '東京都千代田区1-1',
  building: '丸の内ビル',
  telephone: '0312345678',
  password: 'Newpass2026',
  terms_agreed: true,
  country: 'jp',
  ...overrides,
});

async function preRegister(email: string, language = 'ja') {
  const response = await h.request('/api/pre_register/', { ...json('POST', { email, language }), language });
  expect(response.status).toBe(202);
  return linkIn(h, email, '/register/');
}

/** /register/{token} -> the API path of the same token. */
const apiPath = (link: string) => `/api${link}`;

/** A company registered with the full form that chose the trial (plan 7), logged in as its administrator. */
async function registerOnTrial(email: string) {
  const link = await preRegister(email);
  const { user } = await (await h.request(apiPath(link), json('POST', form()))).json();
  await h.request('/api/register/plan_select', json('PUT', { user, plan_id: 7 }));
  const done = await (await h.request('/api/register/confirm', json('POST', { user }))).json();
  return done as { token: string; user_id: string; client_id: string };
}

describe('pre-registration: mail with a /register/{token} link', () => {
  it('answers mail_sent and mails a link valid 24 hours, in the visitor’s language', async () => {
    const link = await preRegister('first@example.com', 'en');
    expect(link).toMatch(/^\/register\/[0-9a-f]{32}[\w-]{43}$/);
    const [mail] = await mailTo(h, 'first@example.com');
    expect(mail).toMatchObject({ kind: 'registration_link', language: 'en', subject: '[Packlens] Complete your registration' });
    expect(mail.text).toContain('valid for 24 hours');
    const opened = await h.request(apiPath(link));
    expect(await opened.json()).toMatchObject({ kind: 'full', email: 'first@example.com', country: 'jp', language: 'en', expires_at: '2026-11-22T09:00:00.000Z' });
  });

  it('gives an address that already has an account the same answer, and says so only in the mail', async () => {
    const fresh = await h.request('/api/pre_register/', json('POST', { email: 'nobody-yet@example.com' }));
    const existing = await h.request('/api/pre_register/', json('POST', { email: accounts.user.email.toUpperCase() }));
    expect(existing.status).toBe(fresh.status);
    expect(await existing.json()).toEqual(await fresh.json());
    const [mail] = await mailTo(h, accounts.user.email);
    expect(mail.kind).toBe('already_registered');
    expect(mail.links).toEqual(['http://packlens.test/login', 'http://packlens.test/register/password_reset']);
  });

  it('gives links the server answers with the customer app’s page, not as a missing file', async () => {
    const link = await preRegister('served@example.com');
    const webDist = await mkdtemp(path.join(tmpdir(), 'packlens-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>app</title><!--packlens-config-->');
    const { app } = createHttpApp(h.deps, { accounts: h.accounts, webDist, adminDist: webDist });
    const page = await app.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
  });

  it('keeps no token in clear: events hold only its sha256', async () => {
    const link = await preRegister('hashed@example.com');
    const secret = link.slice(-43);
    const { rows } = await h.deps.pool.query<{ n: number }>(`select count(*)::int as n from events where data::text like $1`, [`%${secret}%`]);
    expect(rows[0].n).toBe(0);
    const requested = (await eventsOfType(h, 'RegistrationRequested')).find((d) => d.email === 'hashed@example.com');
    expect(requested?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [{ email: '' }, 'email', 'FIELD_REQUIRED', 'This field is required.'],
    [{ email: 'not-an-address' }, 'email', 'EMAIL_INVALID', 'Enter a valid e-mail address.'],
    [{ email: 'a@example.com', country: 'us' }, 'country', 'VALIDATION_FAILED', 'Some fields have not been entered correctly.'],
  ])('refuses %j with the catalogue message and stores nothing', async (body, field, code, message) => {
    const before = await eventCount(h);
    const response = await h.request('/api/pre_register/', { ...json('POST', body), language: 'en' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([{ field, code, message }]);
    expect(await eventCount(h)).toBe(before);
  });
});

describe('the registration form, plan select, confirm and complete', () => {
  it('registers a company: form -> plan_select -> confirm -> complete, logged in as its administrator', async () => {
    const link = await preRegister('owner@new-foods.example');
    const submitted = await h.request(apiPath(link), json('POST', form()));
    expect(submitted.status).toBe(200);
    const { user, next } = await submitted.json();
    expect(next).toBe('plan_select');

    const plans = await (await h.request(`/api/register/plan_select?user=${encodeURIComponent(user)}`)).json();
    expect(plans.plans.map((p: { id: number }) => p.id)).toEqual([7, 3, 2, 1]);
    expect(plans).toMatchObject({ email: 'owner@new-foods.example', organization: '新食品株式会社', selected_plan_id: null });

    const selected = await h.request('/api/register/plan_select', json('PUT', { user, plan_id: 2 }));
    expect((await selected.json()).selected_plan_id).toBe(2);

    const summary = await (await h.request(`/api/register/confirm?user=${encodeURIComponent(user)}`)).json();
    expect(summary).toMatchObject({ status: 'confirm', organization: '新食品株式会社', telephone: '0312345678', plan: { id: 2, name_en: 'Ad hoc plan', has_fee: true } });

    const confirmed = await h.request('/api/register/confirm', json('POST', { user }));
    expect(confirmed.status).toBe(201);
    const done = await confirmed.json();
    expect(done.group_id).toMatch(/^\d{5}$/);
    expect(decodeJwt(done.token)).toMatchObject({ user_id: done.user_id, client_id: done.client_id, role: 1, plan: 2 });

    const me = await (await h.request('/api/user_detail/', { token: done.token })).json();
    expect(me).toMatchObject({ email: 'owner@new-foods.example', name: '山田 太郎', role: 1, company: '新食品株式会社', plan: { id: 2 } });
    const complete = await (await h.request(`/api/register/complete?user=${encodeURIComponent(user)}`)).json();
    expect(complete).toMatchObject({ status: 'completed', group_id: done.group_id });
    const [mail] = await mailTo(h, 'owner@new-foods.example');
    expect(mail).toMatchObject({ kind: 'registration_complete', subject: '【Packlens】会員登録が完了しました' });
    expect(mail.text).toContain(`グループID: ${done.group_id}`);
  });

  it('answers URL_INVALID ("This URL is invalid") when the link is used again', async () => {
    const link = await preRegister('twice@example.com');
    expect((await h.request(apiPath(link), json('POST', form()))).status).toBe(200);
    const again = await h.request(apiPath(link), { ...json('POST', form()), language: 'en' });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'URL_INVALID', detail: 'This URL is invalid. Please register again.' });
    expect((await h.request(apiPath(link))).status).toBe(404);
  });

  it('answers URL_INVALID for a link opened after 24 hours', async () => {
    const link = await preRegister('late@example.com');
    await later(h, 24 * 3600, async () => {
      const response = await h.request(apiPath(link));
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('URL_INVALID');
    });
  });

  it('answers URL_INVALID for a forged or malformed token and a wrong user parameter', async () => {
    const link = await preRegister('forged@example.com');
    const forged = `${link.slice(0, -43)}${'A'.repeat(43)}`;
    expect((await h.request(apiPath(forged))).status).toBe(404);
    expect((await h.request('/api/register/not-a-token')).status).toBe(404);
    expect((await (await h.request('/api/register/plan_select?user=x.y')).json()).code).toBe('URL_INVALID');
  });

  it('refuses to confirm before a plan is chosen', async () => {
    const link = await preRegister('noplan@example.com');
    const { user } = await (await h.request(apiPath(link), json('POST', form()))).json();
    const before = await eventCount(h);
    const response = await h.request('/api/register/confirm', { ...json('POST', { user }), language: 'en' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'PLAN_NOT_SELECTED', detail: 'Select a plan.' });
    expect(await eventCount(h)).toBe(before);
  });

  it('refuses an add-on as the plan', async () => {
    const link = await preRegister('addon@example.com');
    const { user } = await (await h.request(apiPath(link), json('POST', form()))).json();
    const response = await h.request('/api/register/plan_select', json('PUT', { user, plan_id: 11 }));
    expect((await response.json()).code).toBe('PLAN_NOT_SELECTABLE');
  });

  it.each([
    [{ password: 'short1' }, 'password', 'PASSWORD_RULE'],
    [{ password: 'パスワード12345678' }, 'password', 'PASSWORD_RULE'],
    [{ password: 'with-symbol-123' }, 'password', 'PASSWORD_RULE'],
    [{ telephone: '03-1234-5678' }, 'telephone', 'PHONE_RULE'],
    [{ terms_agreed: false }, 'terms_agreed', 'TERMS_NOT_AGREED'],
    [{ name: '' }, 'name', 'FIELD_REQUIRED'],
    [{ organization: '' }, 'organization', 'FIELD_REQUIRED'],
    [{ address: 'x'.repeat(401) }, 'address', 'TEXT_TOO_LONG'],
  ])('refuses a form with %j field by field, keeps the link usable, and stores nothing', async (change, field, code) => {
    const link = await preRegister(`bad-${field}-${code}@example.com`.toLowerCase());
    const before = await eventCount(h);
    const response = await h.request(apiPath(link), { ...json('POST', form(change)), language: 'ja' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual([expect.objectContaining({ field, code })]);
    expect(await eventCount(h)).toBe(before);
    expect((await h.request(apiPath(link))).status).toBe(200);
  });

  it('lets a personal account register without an organization', async () => {
    const link = await preRegister('person@example.com');
    const response = await h.request(apiPath(link), json('POST', form({ account_type: 'personal', organization: '' })));
    expect(response.status).toBe(200);
  });

  it('refuses a form whose e-mail is not the link’s address', async () => {
    const link = await preRegister('mine@example.com');
    const response = await h.request(apiPath(link), json('POST', form({ email: 'someone-else@example.com' })));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'email', code: 'EMAIL_INVALID' })]);
  });

  it('validates the form without storing anything (user_validate)', async () => {
    const before = await eventCount(h);
    expect(await (await h.request('/api/user_validate/', json('POST', form()))).json()).toEqual({ valid: true });
    const invalid = await h.request('/api/user_validate/', json('POST', form({ telephone: 'abc' })));
    expect((await invalid.json()).errors[0]).toMatchObject({ field: 'telephone', code: 'PHONE_RULE' });
    expect(await eventCount(h)).toBe(before);
  });
});

describe('trial registration: e-mail and password', () => {
  it('mails a trial link; opening it starts the trial on plan 7 with 5 images, logged in as admin', async () => {
    const response = await h.request('/api/register_user_trial/', json('POST', { email: 'trial@example.com', password: 'Trial2026ok', country: 'th' }));
    expect(response.status).toBe(202);
    const link = await linkIn(h, 'trial@example.com', '/register/');
    expect((await (await h.request(apiPath(link))).json()).kind).toBe('trial');
    const started = await h.request(apiPath(link), json('POST', { terms_agreed: true }));
    expect(started.status).toBe(201);
    const done = await started.json();
    expect(done.user).toMatchObject({ role: 1, plan: { id: 7, plan_type: 4 }, max_images: 5, country: 'th' });
    const login = await h.request('/api/auth/obtain_token/', json('POST', { email: 'trial@example.com', password: 'Trial2026ok' }));
    expect(login.status).toBe(200);
    expect((await h.request(apiPath(link), json('POST', { terms_agreed: true }))).status).toBe(404);
  });

  it('refuses a trial password outside 8-20 half-width letters and digits and stores nothing', async () => {
    const before = await eventCount(h);
    const response = await h.request('/api/register_user_trial/', { ...json('POST', { email: 'trial2@example.com', password: 'abc' }), language: 'zh-CN' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([{ field: 'password', code: 'PASSWORD_RULE', message: '请输入8至20位半角英文字母和数字组成的密码。' }]);
    expect(await eventCount(h)).toBe(before);
  });

  it('validates trial fields without storing anything (user_trial_validate)', async () => {
    const before = await eventCount(h);
    expect((await h.request('/api/user_trial_validate/', json('POST', { email: 'x@example.com', password: 'Abcdefgh1' }))).status).toBe(200);
    expect((await h.request('/api/user_trial_validate/', json('POST', { email: 'x@example.com', password: 'Abc' }))).status).toBe(400);
    expect(await eventCount(h)).toBe(before);
  });

  it('refuses to start a trial without agreeing to the terms', async () => {
    await h.request('/api/register_user_trial/', json('POST', { email: 'terms@example.com', password: 'Trial2026ok' }));
    const link = await linkIn(h, 'terms@example.com', '/register/');
    const response = await h.request(apiPath(link), json('POST', {}));
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'terms_agreed', code: 'TERMS_NOT_AGREED' })]);
  });

  it('completes the trial information afterwards (update_password_user_trial) and changes the password', async () => {
    await h.request('/api/register_user_trial/', json('POST', { email: 'trial-info@example.com', password: 'Trial2026ok' }));
    const link = await linkIn(h, 'trial-info@example.com', '/register/');
    const { token, user_id } = await (await h.request(apiPath(link), json('POST', { terms_agreed: true }))).json();
    const update = {
      account_type: 'corporation',
      organization: 'Trial Snacks',
      name: 'Ken',
      address: 'Bangkok 1',
      telephone: '021234567',
      country: 'th',
      current_password: 'Trial2026ok',
      new_password: 'Changed2026',
    };
    const wrong = await h.request(`/api/update_password_user_trial/${user_id}`, { ...json('PUT', { ...update, current_password: 'Nope12345' }), token });
    expect((await wrong.json()).code).toBe('CURRENT_PASSWORD_INCORRECT');
    const response = await h.request(`/api/update_password_user_trial/${user_id}`, { ...json('PUT', update), token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Ken', company: 'Trial Snacks' });
    expect((await h.request('/api/user_detail/', { token })).status).toBe(200); // the user's own session goes on
    expect((await h.request('/api/auth/obtain_token/', json('POST', { email: 'trial-info@example.com', password: 'Changed2026' }))).status).toBe(200);
  });

  it('opens the information of a company registered with the full form on the trial filled with what it registered (issue 19, item 2)', async () => {
    const { token, user_id } = await registerOnTrial('full-trial@example.com');
    const details = await h.request(`/api/update_password_user_trial/${user_id}`, { token });
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({
      account_type: 'corporation',
      organization: '新食品株式会社',
      headquarters: '東京',
      department: 'マーケティング部',
      name: '山田 太郎',
      furigana: 'ヤマダ タロウ',
      zip_code: '100-0001',
      address: '東京都千代田区1-1',
      building: '丸の内ビル',
      telephone: '0312345678',
      country: 'jp',
    });
  });

  it('never erases a registered field the save leaves out (issue 19, item 2)', async () => {
    const { token, user_id } = await registerOnTrial('keep-fields@example.com');
    const saved = await h.request(`/api/update_password_user_trial/${user_id}`, {
      ...json('PUT', { name: '山田 花子', address: '東京都港区2-2', telephone: '0398765432', country: 'jp' }),
      token,
    });
    expect(saved.status).toBe(200);
    const after = await (await h.request(`/api/update_password_user_trial/${user_id}`, { token })).json();
    expect(after).toMatchObject({ account_type: 'corporation', organization: '新食品株式会社', department: 'マーケティング部', furigana: 'ヤマダ タロウ', zip_code: '100-0001', building: '丸の内ビル', name: '山田 花子', address: '東京都港区2-2' });
    // What the user clears is cleared.
    await h.request(`/api/update_password_user_trial/${user_id}`, { ...json('PUT', { ...after, building: '' }), token });
    expect((await (await h.request(`/api/update_password_user_trial/${user_id}`, { token })).json()).building).toBe('');
  });

  it('shows a user’s registered information to nobody else', async () => {
    const { user_id } = await registerOnTrial('private-info@example.com');
    const { token } = await (await h.request('/api/auth/obtain_token/', json('POST', { email: accounts.admin.email, password: accounts.password }))).json();
    expect((await h.request(`/api/update_password_user_trial/${user_id}`, { token })).status).toBe(404);
  });

  it('keeps update_password_user_trial for trial accounts', async () => {
    const { token } = await (await h.request('/api/auth/obtain_token/', json('POST', { email: accounts.admin.email, password: accounts.password }))).json();
    const response = await h.request(`/api/update_password_user_trial/${accounts.admin.userId}`, {
      ...json('PUT', { name: 'A', address: 'B', telephone: '0312345678', country: 'jp', account_type: 'personal' }),
      token,
    });
    expect((await response.json()).code).toBe('NOT_A_TRIAL_ACCOUNT');
  });
});

describe('GET /api/get_country_by_ip/ (offline GeoIP data)', () => {
  it.each([
    ['133.242.0.1', 'jp', 'JP', 'ja'],
    ['202.108.22.5', 'cn', 'CN', 'zh-CN'],
    ['110.164.0.1', 'th', 'TH', 'en'],
    ['103.10.64.1', 'id', 'ID', 'en'],
    ['8.8.8.8', 'ot', 'US', 'en'],
    ['2400:4050::1', 'jp', 'JP', 'ja'],
  ])('maps %s to %s', async (ip, country, code, language) => {
    const response = await h.request('/api/get_country_by_ip/', { headers: { 'X-Forwarded-For': ip } });
    expect(await response.json()).toEqual({ country, country_code: code, language, source: 'geoip' });
  });

  it('falls back on Accept-Language for a private address, then on Japan', async () => {
    const chinese = await h.request('/api/get_country_by_ip/', { headers: { 'X-Forwarded-For': '192.168.1.10', 'Accept-Language': 'zh-CN,zh;q=0.9' } });
    expect(await chinese.json()).toEqual({ country: 'cn', country_code: null, language: 'zh-CN', source: 'accept-language' });
    const nothing = await h.request('/api/get_country_by_ip/', { headers: { 'X-Forwarded-For': '127.0.0.1' } });
    expect(await nothing.json()).toEqual({ country: 'jp', country_code: null, language: 'ja', source: 'default' });
  });
});
