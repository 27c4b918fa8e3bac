import { beforeAll, describe, expect, it } from 'vitest';
import { eventCount, givenAccounts, loginAs, useApi, type Accounts } from './harness';

const h = useApi();
let a: Accounts;
let b: Accounts;
let adminOfA: string;

beforeAll(async () => {
  a = await givenAccounts(h, 'tenant-a');
  b = await givenAccounts(h, 'tenant-b');
  adminOfA = (await loginAs(h, a.admin.email)).token;
  await loginAs(h, b.user.email); // B has login history to leak
});

type Probe = [name: string, method: string, path: (b: Accounts) => string, body?: (b: Accounts) => unknown];

/** Every user and client endpoint, aimed at client B. */
const probes: Probe[] = [
  ['read a user', 'GET', (b) => `/api/user_detail/${b.user.userId}`],
  ['change a user', 'PUT', (b) => `/api/user_detail/${b.user.userId}`, () => ({ name: 'Hijacked', status: 'lock' })],
  ['list the staff', 'GET', (b) => `/api/user_staff/${b.clientId}`],
  ['read verification info', 'GET', (b) => `/api/user_verification_info/${b.user.userId}`],
  ['delete a user', 'DELETE', (b) => `/api/user_delete/${b.user.userId}`],
  ['lock users', 'POST', () => '/api/lock_user/', (b) => ({ listUser: `${b.user.userId},${b.admin.userId}` })],
  ['take the administrator role', 'PUT', () => '/api/change_manager/', (b) => ({ user_id: b.user.userId, new_group_id: b.groupId })],
  ['update a trial user', 'PUT', (b) => `/api/update_password_user_trial/${b.admin.userId}`, () => ({ name: 'X', address: 'Y', telephone: '0312345678', country: 'jp' })],
  ['read a trial user’s registered details', 'GET', (b) => `/api/update_password_user_trial/${b.admin.userId}`],
  ['read login history', 'GET', (b) => `/api/login_history/?user_id=${b.user.userId}`],
  ['read login history (POST)', 'POST', () => '/api/login_history/', (b) => ({ user_id: b.user.userId })],
  ['count logins per month', 'GET', (b) => `/api/login_history_monthly/?user_id=${b.user.userId}`],
  ['count logins per year', 'GET', (b) => `/api/login_history_yearly/?user_id=${b.user.userId}`],
  ['read the client in the console', 'GET', (b) => `/api/admin/clients/${b.clientId}`],
  ['edit the client in the console', 'PUT', (b) => `/api/admin/clients/${b.clientId}`, () => ({ company: 'Hijacked', account_type: 'corporation', country: 'jp', plan_id: 1, max_images: 1, mfa_enabled: false })],
  ['list clients in the console', 'GET', (b) => `/api/admin/clients?filter=${encodeURIComponent(JSON.stringify({ id: [b.clientId] }))}`],
  ['download clients as CSV', 'GET', () => '/api/admin/clients/export'],
  ['export temporary registrations', 'GET', () => '/api/export_temporary_register_email/'],
];

describe('tenant isolation: an admin of client A asking for anything of client B', () => {
  it.each(probes)('cannot %s: 404 or 403, nothing stored, nothing of B in the answer', async (_name, method, path, body) => {
    const before = await eventCount(h);
    const response = await h.request(path(b), { method, token: adminOfA, ...(body ? { body: JSON.stringify(body(b)) } : {}) });
    expect([403, 404]).toContain(response.status);
    const text = await response.text();
    for (const secret of [b.user.email, b.admin.email, b.groupId, 'tenant-b Foods']) expect(text).not.toContain(secret);
    expect(await eventCount(h)).toBe(before);
  });

  it('leaves client B as it was', async () => {
    expect((await loginAs(h, b.user.email)).user.role).toBe(0);
    const superToken = (await loginAs(h, b.superAdmin.email)).token;
    const staff = await (await h.request(`/api/user_staff/${b.clientId}`, { token: superToken })).json();
    expect(staff.users).toEqual([
      expect.objectContaining({ id: b.admin.userId, role: 1, status: 'valid', name: 'Admin' }),
      expect.objectContaining({ id: b.user.userId, role: 0, status: 'valid', name: 'User' }),
    ]);
  });

  it('lists only the caller’s own users', async () => {
    const page = await (await h.request('/api/user_list/?page_size=100', { token: adminOfA })).json();
    expect(page.results.map((u: { id: string }) => u.id).sort()).toEqual([a.admin.userId, a.user.userId].sort());
    const history = await (await h.request('/api/login_history/?page_size=100', { token: adminOfA })).json();
    expect(history.results.every((r: { user_id: string }) => [a.admin.userId, a.user.userId].some((id) => id === r.user_id))).toBe(true);
  });
});
