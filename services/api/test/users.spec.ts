import { beforeAll, describe, expect, it } from 'vitest';
import { eventCount, givenAccounts, json, later, linkIn, loginAs, mailTo, useApi, type Accounts, type Harness } from './harness';

const h = useApi();
const system = { kind: 'system' as const, id: 'spec' };
let accounts: Accounts;
let admin: string;
let user: string;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'users');
  admin = (await loginAs(h, accounts.admin.email)).token;
  user = (await loginAs(h, accounts.user.email)).token;
});

/** A client of its own with an admin logged in, for specs that change its membership. */
async function givenCompany(h: Harness, name: string, planId = 1) {
  const { clientId, groupId } = await h.app.identity.registerClient({ company: name, accountType: 'corporation', country: 'jp', planId, maxImages: 10 }, system, 'spec');
  const email = `admin@${name}.example`;
  const { userId } = await h.app.identity.registerUser({ clientId, email, name: 'Boss', role: 1, password: accounts.password }, system, 'spec');
  return { clientId, groupId, adminId: userId, token: (await loginAs(h, email)).token };
}

const add = (token: string, body: Record<string, unknown>, language = 'en') => h.request('/api/user_add/', { ...json('POST', body), token, language });

describe('user_list', () => {
  it('lists the admin’s users, administrator first, with the account count and the plan maximum', async () => {
    const response = await h.request('/api/user_list/?page=1&page_size=10', { token: admin });
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page).toMatchObject({ count: 2, page: 1, page_size: 10, account_count: 2, max_accounts: 5 });
    expect(page.results.map((u: { email: string; role: number }) => [u.email, u.role])).toEqual([[accounts.admin.email, 1], [accounts.user.email, 0]]);
    expect(page.results[0].login_count).toBeGreaterThanOrEqual(1);
  });

  it('searches and filters, also with the parameters in a POST body', async () => {
    const response = await h.request('/api/user_list/', { ...json('POST', { search: 'users-user', page_size: 25 }), token: admin });
    expect((await response.json()).results.map((u: { email: string }) => u.email)).toEqual([accounts.user.email]);
  });

  it('refuses a page size outside 10, 25, 50, 100', async () => {
    const response = await h.request('/api/user_list/?page_size=7', { token: admin });
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'page_size' })]);
  });

  it('is for admins: a user gets 403 FORBIDDEN', async () => {
    expect((await h.request('/api/user_list/', { token: user })).status).toBe(403);
  });
});

describe('user_add: up to the plan’s maximum (default 5, free and generate plans 3)', () => {
  it('adds a user with a password, who can log in and is told by mail', async () => {
    const company = await givenCompany(h, 'adders');
    const response = await add(company.token, { email: 'New.Staff@adders.example', name: 'New Staff', department: 'R&D', password: 'Staffpass1' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ email: 'new.staff@adders.example', name: 'New Staff', role: 0, status: 'valid', department: 'R&D' });
    expect((await loginAs(h, 'new.staff@adders.example', 'Staffpass1')).user.role).toBe(0);
    const [mail] = await mailTo(h, 'new.staff@adders.example');
    expect(mail).toMatchObject({ kind: 'user_added', language: 'en' });
    expect(mail.text).toContain('adders');
  });

  it('invites a user without a password: the mail’s link sets it', async () => {
    const company = await givenCompany(h, 'inviters');
    expect((await add(company.token, { email: 'invited@inviters.example', name: 'Invited' }, 'ja')).status).toBe(201);
    const [mail] = await mailTo(h, 'invited@inviters.example');
    expect(mail).toMatchObject({ kind: 'invitation', language: 'ja' });
    const link = await linkIn(h, 'invited@inviters.example', '/register/password_new/');
    const token = link.slice('/register/password_new/'.length);
    expect((await h.request('/api/reset_password', json('PUT', { token, password: 'Myownpass1' }))).status).toBe(200);
    expect((await loginAs(h, 'invited@inviters.example', 'Myownpass1')).user.role).toBe(0);
  });

  it('stops at 3 accounts on the free plan with USER_LIMIT_REACHED and stores nothing', async () => {
    const company = await givenCompany(h, 'freebies', 3);
    for (const n of [1, 2]) expect((await add(company.token, { email: `u${n}@freebies.example`, name: `U${n}`, password: 'Staffpass1' })).status).toBe(201);
    const before = await eventCount(h);
    const refused = await add(company.token, { email: 'u3@freebies.example', name: 'U3', password: 'Staffpass1' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'USER_LIMIT_REACHED', detail: 'Your plan allows up to 3 users, and that limit has been reached.' });
    expect(await eventCount(h)).toBe(before);
  });

  it('stops at the maximum the super admin set for the plan, in the caller’s language, and stores nothing', async () => {
    const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
    const freePlan = (maxAccounts: number) =>
      json('PUT', { name: '無料プラン', name_en: 'Free plan', name_cn: '免费方案', price: 0, price_cn: 0, price_th: 0, price_id: 0, max_images: 10, max_accounts: maxAccounts, validity_period: null });
    const company = await givenCompany(h, 'edited-limit', 3);
    expect((await h.request('/api/admin/plans/3', { ...freePlan(2), token: superAdmin })).status).toBe(200);
    try {
      expect((await add(company.token, { email: 'one@edited-limit.example', name: 'One', password: 'Staffpass1' })).status).toBe(201);
      expect(await (await h.request('/api/user_list/', { token: company.token })).json()).toMatchObject({ account_count: 2, max_accounts: 2 });
      const before = await eventCount(h);
      for (const [language, detail] of [
        ['en', 'Your plan allows up to 2 users, and that limit has been reached.'],
        ['ja', 'ご利用のプランで登録できるユーザー数（2名）の上限に達しています。'],
        ['zh-CN', '您的方案最多可注册2名用户，已达到上限。'],
      ]) {
        const refused = await add(company.token, { email: 'two@edited-limit.example', name: 'Two', password: 'Staffpass1' }, language);
        expect([refused.status, await refused.json()]).toEqual([409, expect.objectContaining({ code: 'USER_LIMIT_REACHED', detail })]);
      }
      expect(await eventCount(h)).toBe(before);
    } finally {
      await h.request('/api/admin/plans/3', { ...freePlan(3), token: superAdmin });
    }
  });

  it('refuses a taken e-mail with EMAIL_ALREADY_REGISTERED and stores nothing', async () => {
    const before = await eventCount(h);
    const response = await add(admin, { email: accounts.superAdmin.email, name: 'Dup', password: 'Staffpass1' });
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(await eventCount(h)).toBe(before);
  });

  it.each([
    [{ name: 'X', email: 'bad' }, 'email', 'EMAIL_INVALID'],
    [{ email: 'x@example.com', name: '' }, 'name', 'FIELD_REQUIRED'],
    [{ email: 'x@example.com', name: 'X', password: 'short' }, 'password', 'PASSWORD_RULE'],
  ])('refuses %j and stores nothing', async (body, field, code) => {
    const before = await eventCount(h);
    const response = await add(admin, body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field, code })]);
    expect(await eventCount(h)).toBe(before);
  });

  it('is for admins only', async () => {
    expect((await add(user, { email: 'y@example.com', name: 'Y', password: 'Staffpass1' })).status).toBe(403);
  });
});

describe('user_detail/{id}', () => {
  it('shows a user of the admin’s client and lets a user see themselves', async () => {
    const byAdmin = await h.request(`/api/user_detail/${accounts.user.userId}`, { token: admin });
    expect(await byAdmin.json()).toMatchObject({ id: accounts.user.userId, client_id: accounts.clientId, company: 'users Foods', role: 0 });
    expect((await h.request(`/api/user_detail/${accounts.user.userId}`, { token: user })).status).toBe(200);
    expect((await h.request(`/api/user_detail/${accounts.admin.userId}`, { token: user })).status).toBe(404);
  });

  it('lets the admin change a user’s information and e-mail; the old address no longer logs in', async () => {
    const company = await givenCompany(h, 'renamers');
    const { id } = await (await add(company.token, { email: 'old@renamers.example', name: 'Old', password: 'Staffpass1' })).json();
    const response = await h.request(`/api/user_detail/${id}`, { ...json('PUT', { name: 'New Name', furigana: 'ニュー', email: 'new@renamers.example' }), token: company.token });
    expect(await response.json()).toMatchObject({ name: 'New Name', furigana: 'ニュー', email: 'new@renamers.example' });
    expect((await h.request('/api/auth/obtain_token/', json('POST', { email: 'old@renamers.example', password: 'Staffpass1' }))).status).toBe(401);
    expect((await loginAs(h, 'new@renamers.example', 'Staffpass1')).user.id).toBe(id);
    // The old address is free for someone else now.
    expect((await add(company.token, { email: 'old@renamers.example', name: 'Another', password: 'Staffpass1' })).status).toBe(201);
  });

  it('lets users change their own name but not their e-mail or status', async () => {
    const own = await h.request(`/api/user_detail/${accounts.user.userId}`, { ...json('PUT', { department: 'Design' }), token: user });
    expect((await own.json()).department).toBe('Design');
    expect((await h.request(`/api/user_detail/${accounts.user.userId}`, { ...json('PUT', { status: 'lock' }), token: user })).status).toBe(403);
  });

  it('does not let the admin lock themselves', async () => {
    const response = await h.request(`/api/user_detail/${accounts.admin.userId}`, { ...json('PUT', { status: 'lock' }), token: admin });
    expect((await response.json()).code).toBe('OWN_ACCOUNT_NOT_ALLOWED');
  });

  it('refuses bad input and stores nothing', async () => {
    const before = await eventCount(h);
    const response = await h.request(`/api/user_detail/${accounts.user.userId}`, { ...json('PUT', { status: 'frozen', email: 'nope' }), token: admin });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'status']);
    expect(await eventCount(h)).toBe(before);
  });
});

describe('lock_user and user_delete', () => {
  it('locks a comma-separated list of users; they cannot log in until unlocked', async () => {
    const company = await givenCompany(h, 'lockers');
    const ids: string[] = [];
    for (const n of [1, 2]) ids.push((await (await add(company.token, { email: `l${n}@lockers.example`, name: `L${n}`, password: 'Staffpass1' })).json()).id);
    const locked = await h.request('/api/lock_user/', { ...json('POST', { listUser: ids.join(', ') }), token: company.token });
    expect(await locked.json()).toEqual({ users: ids.map((id) => ({ id, status: 'lock' })) });
    expect((await (await h.request('/api/auth/obtain_token/', json('POST', { email: 'l1@lockers.example', password: 'Staffpass1' }))).json()).code).toBe('ACCOUNT_LOCKED');
    await h.request('/api/lock_user/', { ...json('POST', { listUser: ids[0], lock: false }), token: company.token });
    expect((await h.request('/api/auth/obtain_token/', json('POST', { email: 'l1@lockers.example', password: 'Staffpass1' }))).status).toBe(200);
  });

  it('changes nobody when one listed id is not the caller’s user', async () => {
    const company = await givenCompany(h, 'partial');
    const { id } = await (await add(company.token, { email: 'p1@partial.example', name: 'P1', password: 'Staffpass1' })).json();
    const before = await eventCount(h);
    const response = await h.request('/api/lock_user/', { ...json('POST', { listUser: `${id},${accounts.user.userId}` }), token: company.token });
    expect(response.status).toBe(404);
    expect(await eventCount(h)).toBe(before);
  });

  it.each([
    [{ listUser: '' }, 'FIELD_REQUIRED'],
    [{ listUser: 'not-an-id' }, 'VALIDATION_FAILED'],
  ])('refuses %j and stores nothing', async (body, code) => {
    const before = await eventCount(h);
    const response = await h.request('/api/lock_user/', { ...json('POST', body), token: admin });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].code).toBe(code);
    expect(await eventCount(h)).toBe(before);
  });

  it('does not let the admin lock or delete themselves', async () => {
    expect((await (await h.request('/api/lock_user/', { ...json('POST', { listUser: accounts.admin.userId }), token: admin })).json()).code).toBe('OWN_ACCOUNT_NOT_ALLOWED');
    expect((await (await h.request(`/api/user_delete/${accounts.admin.userId}`, { method: 'DELETE', token: admin })).json()).code).toBe('OWN_ACCOUNT_NOT_ALLOWED');
  });

  it('deletes a user: their session ends, the seat and the address are free again', async () => {
    const company = await givenCompany(h, 'deleters', 3);
    const ids: string[] = [];
    for (const n of [1, 2]) ids.push((await (await add(company.token, { email: `d${n}@deleters.example`, name: `D${n}`, password: 'Staffpass1' })).json()).id);
    const { token } = await loginAs(h, 'd1@deleters.example', 'Staffpass1');
    expect((await h.request(`/api/user_delete/${ids[0]}`, { method: 'DELETE', token: company.token })).status).toBe(204);
    expect((await h.request('/api/user_detail/', { token })).status).toBe(401);
    expect((await add(company.token, { email: 'd1@deleters.example', name: 'D1 again', password: 'Staffpass1' })).status).toBe(201);
    expect((await h.request(`/api/user_detail/${ids[0]}`, { token: company.token })).status).toBe(404);
  });
});

describe('change_manager: handing over the administrator role', () => {
  it('makes the chosen user the administrator and the caller a user, at once', async () => {
    const company = await givenCompany(h, 'handover');
    const { id } = await (await add(company.token, { email: 'heir@handover.example', name: 'Heir', password: 'Staffpass1' })).json();
    const response = await h.request('/api/change_manager/', { ...json('PUT', { user_id: id, new_group_id: company.groupId }), token: company.token });
    expect(await response.json()).toEqual({ administrator_id: id, previous_administrator_id: company.adminId });
    expect((await h.request('/api/user_list/', { token: company.token })).status).toBe(403);
    const heir = await loginAs(h, 'heir@handover.example', 'Staffpass1');
    expect(heir.user.role).toBe(1);
    expect((await (await h.request('/api/user_list/', { token: heir.token })).json()).results[0]).toMatchObject({ id, role: 1 });
  });

  it('refuses a group id that is not the company’s', async () => {
    const company = await givenCompany(h, 'mismatch');
    const { id } = await (await add(company.token, { email: 'h@mismatch.example', name: 'H', password: 'Staffpass1' })).json();
    const wrong = company.groupId === '99999' ? '99998' : '99999';
    const before = await eventCount(h);
    const response = await h.request('/api/change_manager/', { ...json('PUT', { user_id: id, new_group_id: wrong }), token: company.token, language: 'en' });
    expect(await response.json()).toMatchObject({ code: 'GROUP_ID_MISMATCH', detail: 'The group ID does not match your company.' });
    expect(await eventCount(h)).toBe(before);
  });

  it('refuses a group id that is not 5 digits with GROUP_ID_RULE', async () => {
    const response = await h.request('/api/change_manager/', { ...json('PUT', { user_id: accounts.user.userId, new_group_id: '123' }), token: admin });
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'new_group_id', code: 'GROUP_ID_RULE' })]);
  });

  it('refuses a locked user as the new administrator', async () => {
    const company = await givenCompany(h, 'lockedheir');
    const { id } = await (await add(company.token, { email: 'lh@lockedheir.example', name: 'LH', password: 'Staffpass1' })).json();
    await h.request('/api/lock_user/', { ...json('POST', { listUser: id }), token: company.token });
    const response = await h.request('/api/change_manager/', { ...json('PUT', { user_id: id, new_group_id: company.groupId }), token: company.token });
    expect((await response.json()).code).toBe('USER_NOT_VALID');
  });
});

describe('user_staff, user_verification_info', () => {
  it('lists the client’s staff with the account count', async () => {
    const staff = await (await h.request(`/api/user_staff/${accounts.clientId}`, { token: user })).json();
    expect(staff).toMatchObject({ client_id: accounts.clientId, group_id: accounts.groupId, max_accounts: 5 });
    expect(staff.users.map((u: { id: string }) => u.id)).toEqual([accounts.admin.userId, accounts.user.userId]);
  });

  it('tells how a user’s logins are verified, masking the address', async () => {
    const info = await (await h.request(`/api/user_verification_info/${accounts.user.userId}`, { token: admin })).json();
    expect(info).toMatchObject({ user_id: accounts.user.userId, email: 'us***@example.com', mfa_enabled: false, mfa_channel: 'email', mfa_pending: false, status: 'valid' });
  });
});

describe('cancel_contract', () => {
  it('previews, then cancels with the group id: nobody of the client can log in afterwards', async () => {
    const company = await givenCompany(h, 'leavers');
    await add(company.token, { email: 'staff@leavers.example', name: 'Staff', password: 'Staffpass1' });
    const preview = await (await h.request('/api/cancel_contract/', { token: company.token })).json();
    expect(preview).toMatchObject({ client_id: company.clientId, account_count: 2, effective: 'immediately' });
    const wrong = await h.request('/api/cancel_contract/', { ...json('POST', { group_id: company.groupId === '99999' ? '99998' : '99999' }), token: company.token });
    expect((await wrong.json()).code).toBe('GROUP_ID_MISMATCH');
    const done = await later(h, 5, () => h.request('/api/cancel_contract/', { ...json('POST', { group_id: company.groupId }), token: company.token }));
    expect(await done.json()).toEqual({ status: 'cancelled', cancelled_at: '2026-11-21T09:00:05.000Z' });
    expect((await (await h.request('/api/user_detail/', { token: company.token })).json()).code).toBe('ACCOUNT_INACTIVE');
    expect((await (await h.request('/api/auth/obtain_token/', json('POST', { email: 'staff@leavers.example', password: 'Staffpass1' }))).json()).code).toBe('ACCOUNT_INACTIVE');
  });

  it('is for admins only', async () => {
    expect((await h.request('/api/cancel_contract/', { token: user })).status).toBe(403);
  });
});
