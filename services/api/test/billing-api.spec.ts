import { beforeAll, describe, expect, it } from 'vitest';
import { editUnlimitedPlan, eventCount, eventsOfType, givenAccounts, json, later, loginAs, useApi, type Accounts, type ApiResponse } from './harness';

const h = useApi();
const system = { kind: 'system' as const, id: 'spec' };

interface Client {
  accounts: Accounts;
  admin: string;
  user: string;
  superAdmin: string;
}

async function clientOn(prefix: string, planId: number): Promise<Client> {
  const accounts = await givenAccounts(h, prefix, { planId });
  return {
    accounts,
    admin: (await loginAs(h, accounts.admin.email)).token,
    user: (await loginAs(h, accounts.user.email)).token,
    superAdmin: (await loginAs(h, accounts.superAdmin.email)).token,
  };
}

const changePlan = (client: Client, body: Record<string, unknown>, language = 'ja', token = client.admin) =>
  h.request(`/api/change_plan/${client.accounts.clientId}`, { ...json('PUT', body), token, language });

async function refused(response: ApiResponse, status: number, code: string) {
  const body = await response.json();
  expect([response.status, body.code]).toEqual([status, code]);
  return body as { detail: string; title: string };
}

describe('PUT /api/change_plan/{id}', () => {
  let free: Client;
  beforeAll(async () => {
    free = await clientOn('plan-free', 3);
  });

  it('moves a free client to ad hoc at once: the header (user_detail) follows', async () => {
    const response = await changePlan(free, { plan_id: 2 });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.current).toMatchObject({ plan_id: 2, plan_option_id: null, left_free: true, running_periods: [] });
    expect(body.user).toMatchObject({ plan: { id: 2, plan_type: 2, name_en: 'Ad hoc plan' }, max_images: 100, setting_plan: 1 });
    const detail = await (await h.request('/api/user_detail/', { token: free.user })).json();
    expect(detail.plan).toMatchObject({ id: 2, plan_type: 2 });
    const [changed] = (await eventsOfType(h, 'PlanChanged')).filter((e) => e.clientId === free.accounts.clientId);
    expect(changed).toMatchObject({ planId: 2, changedBy: 'admin', charges: [{ planId: 2, amount: 20000, currency: 'JPY' }] });
  });

  it('refuses free after leaving it, in the caller’s language, storing nothing', async () => {
    const before = await eventCount(h);
    const ja = await refused(await changePlan(free, { plan_id: 3 }), 409, 'CANNOT_RETURN_TO_FREE_PLAN');
    expect(ja.detail).toBe('プラン変更後は無料プランに戻すことはできません。');
    const en = await refused(await changePlan(free, { plan_id: 3 }, 'en'), 409, 'CANNOT_RETURN_TO_FREE_PLAN');
    expect(en.detail).toBe('You cannot return to the free plan after changing plans.');
    const zh = await refused(await changePlan(free, { plan_id: 3 }, 'zh-CN'), 409, 'CANNOT_RETURN_TO_FREE_PLAN');
    expect(zh.detail).toBe('变更方案后无法恢复为免费方案。');
    expect(await eventCount(h)).toBe(before);
  });

  it('refuses the current plan', async () => {
    const body = await refused(await changePlan(free, { plan_id: 2 }, 'en'), 409, 'PLAN_ALREADY_CURRENT');
    expect(body.detail).toBe('You cannot change to the plan you are currently on.');
  });

  it('buys an option for a month; a change during it asks for confirmation, then ends it', async () => {
    const bought = await changePlan(free, { plan_id: 2, plan_option_id: 12 });
    expect(bought.status).toBe(200);
    expect((await bought.json()).current.running_periods).toEqual([{ kind: 'option', plan_id: 12, until: '2026-12-21T09:00:00.000Z' }]);
    expect((await (await h.request('/api/user_detail/', { token: free.admin })).json()).plan_option).toEqual({ type: 'month', max_accounts: 5 });

    const before = await eventCount(h);
    const asked = await refused(await changePlan(free, { plan_id: 1 }, 'en'), 409, 'OPTION_PERIOD_CONFIRMATION_REQUIRED');
    expect(asked.detail).toContain('until 2026-12-21');
    expect(await eventCount(h)).toBe(before);

    const confirmed = await changePlan(free, { plan_id: 1, confirm_end_option_period: true });
    expect(confirmed.status).toBe(200);
    const body = await confirmed.json();
    expect(body).toMatchObject({ ended_periods: ['option'], current: { plan_id: 1, plan_option_id: null, expired_at: '2026-12-21T09:00:00.000Z' } });
    expect(body.user.plan_option).toBeNull();
  });

  it('refuses an option the monthly or generate plan already covers', async () => {
    await refused(await changePlan(free, { plan_id: 2, plan_option_id: 11, plan_generate_id: 21 }), 409, 'PLAN_OPTION_COVERED_BY_GENERATE_PLAN');
  });

  it('shows an expired plan as a reached limit, then renews it', async () => {
    await later(h, 40 * 86_400, async () => {
      const token = (await loginAs(h, free.accounts.admin.email)).token;
      const user = await (await h.request('/api/user_detail/', { token })).json();
      expect(user.expired_at).toBe('2026-12-21T09:00:00.000Z');
      const renewed = await changePlan(free, { plan_id: 1 }, 'ja', token);
      expect(renewed.status).toBe(200);
      expect((await renewed.json()).current).toMatchObject({ expired: false, expired_at: '2027-01-31T09:00:00.000Z' });
    });
  });

  it('refuses users, other clients and unknown plans', async () => {
    const other = await clientOn('plan-other', 3);
    await refused(await changePlan(free, { plan_id: 1 }, 'ja', free.user), 403, 'FORBIDDEN');
    await refused(await changePlan(free, { plan_id: 2 }, 'ja', other.admin), 404, 'NOT_FOUND');
    await refused(await changePlan(other, { plan_id: 7 }), 422, 'PLAN_NOT_SELECTABLE');
    await refused(await changePlan(other, { plan_id: 2, plan_option_id: 31 }), 422, 'PLAN_NOT_SELECTABLE');
    const invalid = await refused(await changePlan(other, { plan_id: 'x' }), 400, 'VALIDATION_FAILED');
    expect(invalid).toBeDefined();
  });
});

describe('GET /api/plans/ (PlanRenew)', () => {
  it('offers every base plan but the trial, says why one cannot be chosen, and shows prices to admins only', async () => {
    const adhoc = await clientOn('renew-adhoc', 2);
    const choice = await (await h.request('/api/plans/', { token: adhoc.admin })).json();
    expect(choice.plans.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
    expect(Object.fromEntries(choice.plans.map((p: { id: number; refusal: string | null }) => [p.id, p.refusal]))).toEqual({ 1: null, 2: 'PLAN_ALREADY_CURRENT', 3: 'CANNOT_RETURN_TO_FREE_PLAN' });
    expect(choice).toMatchObject({ show_prices: true, currency: 'JPY', setting_plan: 1, account_count: 2, max_accounts: 5 });
    expect(choice.plans[1].price).toBe(20000);
    expect(choice.options.map((p: { id: number; unit_type_period: string }) => [p.id, p.unit_type_period])).toEqual([[11, 'day'], [12, 'month']]);

    const asUser = await (await h.request('/api/plans/', { token: adhoc.user })).json();
    expect(asUser.show_prices).toBe(false);
    expect(asUser.plans[1].price).toBeNull();
    expect(asUser.plans[0].refusal).toBe('FORBIDDEN');

    // A trial's admin is choosing what to buy: the plans' prices show (issue 19, item 4); what was spent does not.
    const trial = await clientOn('renew-trial', 7);
    const trialChoice = await (await h.request('/api/plans/', { token: trial.admin })).json();
    expect(trialChoice.show_prices).toBe(true);
    expect(trialChoice.plans.find((p: { id: number }) => p.id === 2).price).toBe(20000);
    expect((await (await h.request('/api/usage_amounts/', { token: trial.admin })).json()).show_amounts).toBe(false);
  });
});

describe('the unlimited plan within the account limit', () => {
  it('refuses it with more accounts than it allows until the admin selects users', async () => {
    const client = await clientOn('unlimited', 2);
    await h.app.identity.registerUser({ clientId: client.accounts.clientId, email: 'unlimited-third@example.com', name: 'Third', role: 0, password: 'Passw0rd123' }, system, 'spec');
    const edit = await editUnlimitedPlan(h, client.superAdmin, 2);
    expect(edit.status).toBe(200);
    try {
      const body = await refused(await changePlan(client, { plan_id: 1 }, 'en'), 409, 'UNLIMITED_PLAN_TOO_MANY_ACCOUNTS');
      expect(body.detail).toBe('You cannot change to the unlimited plan while you have more than 2 accounts. Select the users in user management.');
      const selected = [client.accounts.admin.userId, client.accounts.user.userId];
      const response = await changePlan(client, { plan_id: 1, user_data: selected });
      expect(response.status).toBe(200);
      expect((await response.json()).current.selected_user_ids).toEqual(selected);
    } finally {
      await editUnlimitedPlan(h, client.superAdmin, 5);
    }
  });
});

describe('who uses the unlimited plan: GET and PUT /api/plan_users/, and login', () => {
  const planUsers = (token: string, body?: Record<string, unknown>, language = 'ja') =>
    h.request('/api/plan_users/', body ? { ...json('PUT', body), token, language } : { token, language });
  const obtain = (email: string, password: string, language: string) =>
    h.request('/api/auth/obtain_token/', { ...json('POST', { email, password }), language });

  it('lets only the selected users and the admin log in; the admin changes who within the maximum', async () => {
    const client = await clientOn('plan-users', 2);
    const { accounts } = client;
    const third = await h.app.identity.registerUser({ clientId: accounts.clientId, email: 'plan-users-third@example.com', name: 'Third', role: 0, password: accounts.password }, system, 'spec');
    const other = await clientOn('plan-users-other', 2);
    expect((await editUnlimitedPlan(h, client.superAdmin, 2)).status).toBe(200);
    try {
      expect((await changePlan(client, { plan_id: 1, user_data: [accounts.admin.userId, accounts.user.userId] })).status).toBe(200);
      expect(await (await planUsers(client.admin)).json()).toEqual({
        client_id: accounts.clientId, required: true, account_count: 3, max_accounts: 2, selected_user_ids: [accounts.admin.userId, accounts.user.userId],
      });

      // The user left out cannot log in, told why in their language; nothing is stored.
      const before = await eventCount(h);
      const messages = {
        ja: 'ご契約の無制限プランは、管理者が選択したユーザーのみご利用いただけます。ご利用になるには管理者にユーザー管理での選択を依頼してください。',
        en: 'Your company’s unlimited plan can be used only by the users your administrator selected. Ask your administrator to select you in user management.',
        'zh-CN': '贵公司的无限制方案仅限管理员选择的用户使用。如需使用，请联系管理员在用户管理中选择您。',
      };
      for (const [language, message] of Object.entries(messages)) {
        expect((await refused(await obtain('plan-users-third@example.com', accounts.password, language), 403, 'PLAN_USER_NOT_SELECTED')).detail).toBe(message);
      }
      expect(await eventCount(h)).toBe(before);

      // More users than the plan allows, a user of another client, a caller who is not the admin: refused, nothing stored.
      const over = await refused(await planUsers(client.admin, { user_ids: [accounts.user.userId, third.userId] }, 'en'), 409, 'PLAN_USERS_OVER_MAXIMUM');
      expect(over.detail).toBe('Up to 2 users, the administrator included, can use the unlimited plan.');
      expect((await refused(await planUsers(client.admin, { user_ids: [accounts.user.userId, third.userId] }), 409, 'PLAN_USERS_OVER_MAXIMUM')).detail).toBe(
        '無制限プランを利用できるユーザーは管理者を含めて2名までです。',
      );
      expect((await refused(await planUsers(client.admin, { user_ids: [accounts.user.userId, third.userId] }, 'zh-CN'), 409, 'PLAN_USERS_OVER_MAXIMUM')).detail).toBe(
        '无限制方案最多可供2名用户使用（含管理员）。',
      );
      await refused(await planUsers(client.admin, { user_ids: [other.accounts.user.userId] }), 404, 'NOT_FOUND');
      await refused(await planUsers(client.user, { user_ids: [accounts.user.userId] }), 403, 'FORBIDDEN');
      await refused(await planUsers(client.admin, { user_ids: ['x'] }), 400, 'VALIDATION_FAILED');
      expect(await eventCount(h)).toBe(before);

      // The admin selects the third user instead: the user who was selected is out at once, the third one is in.
      const userToken = client.user;
      const selected = await planUsers(client.admin, { user_ids: [third.userId] });
      expect(selected.status).toBe(200);
      expect((await selected.json()).selected_user_ids).toEqual([accounts.admin.userId, third.userId]);
      const [event] = (await eventsOfType(h, 'PlanUsersSelected')).filter((e) => e.clientId === accounts.clientId);
      expect(event).toMatchObject({ selectedUserIds: [accounts.admin.userId, third.userId], selectedBy: accounts.admin.userId });
      await refused(await h.request('/api/user_detail/', { token: userToken }), 403, 'PLAN_USER_NOT_SELECTED');
      await refused(await obtain(accounts.user.email, accounts.password, 'en'), 403, 'PLAN_USER_NOT_SELECTED');
      expect((await loginAs(h, 'plan-users-third@example.com')).user.id).toBe(third.userId);
      // The admin is always in.
      expect((await loginAs(h, accounts.admin.email)).user.role).toBe(1);

      // Within the maximum again (the super admin raised it), everyone may log in and there is nothing to select.
      expect((await editUnlimitedPlan(h, client.superAdmin, 5)).status).toBe(200);
      expect((await loginAs(h, accounts.user.email)).user.id).toBe(accounts.user.userId);
      expect(await (await planUsers(client.admin)).json()).toMatchObject({ required: false, max_accounts: 5, selected_user_ids: [] });
      const notRequired = await refused(await planUsers(client.admin, { user_ids: [third.userId] }, 'en'), 409, 'PLAN_USERS_NOT_REQUIRED');
      expect(notRequired.detail).toBe('Every user can use your current plan, so there are no users to select.');
    } finally {
      await editUnlimitedPlan(h, client.superAdmin, 5);
    }
  });
});

describe('GET /api/service_gate/{service} and the API guard', () => {
  it('refuses a free user a paid service with “paying members only”, and sends them to the survey index', async () => {
    const free = await clientOn('gate-free', 3);
    const gate = await (await h.request('/api/service_gate/shelf', { token: free.user, language: 'en' })).json();
    expect(gate).toEqual({ service: 'shelf', allowed: false, reason: 'paidOnly', fallback: 'TypeProject', code: 'PAID_MEMBERS_ONLY', message: 'This service is available for paying members only.' });
    const monthly = await clientOn('gate-monthly', 1);
    expect((await (await h.request('/api/service_gate/namingCopy', { token: monthly.user, language: 'ja' })).json()).allowed).toBe(true);
    expect((await (await h.request('/api/service_gate/namingCopy', { token: monthly.user, language: 'en' })).json()).code).toBe('SERVICE_JAPANESE_ONLY');
  });
});

describe('GET /api/usage_amounts/', () => {
  it('gives the admin the client’s spend per month, refuses users', async () => {
    const client = await clientOn('usage', 3);
    await changePlan(client, { plan_id: 2 });
    const usage = await (await h.request('/api/usage_amounts/', { token: client.admin })).json();
    expect(usage).toMatchObject({ show_amounts: true, months: [{ month: '2026-11', currency: 'JPY', plan_fees: 20000, usage_fees: 0, total: 20000, tokens_used: 0, tickets_used: 0 }] });
    await refused(await h.request('/api/usage_amounts/', { token: client.user }), 403, 'FORBIDDEN');
    await refused(await h.request('/api/usage_amounts/?from=2026-13', { token: client.admin }), 400, 'VALIDATION_FAILED');
  });
});
