import { beforeAll, describe, expect, it } from 'vitest';
import { eventCount, givenAccounts, json, later, linkIn, loginAs, mailTo, useApi, type Accounts } from './harness';

const h = useApi();
let accounts: Accounts;
const system = { kind: 'system' as const, id: 'spec' };
beforeAll(async () => {
  accounts = await givenAccounts(h, 'reset');
});

async function userNamed(name: string) {
  const email = `${name}@reset.example`;
  const { clientId } = await h.app.identity.registerClient({ company: name, accountType: 'personal', country: 'jp', planId: 1, maxImages: 10 }, system, 'spec');
  await h.app.identity.registerUser({ clientId, email, name, role: 1, password: accounts.password, language: 'zh-CN' }, system, 'spec');
  return email;
}

/** /register/password_new/{token} -> the token. */
const tokenOf = (link: string) => link.slice('/register/password_new/'.length);

async function requestReset(email: string, language?: string) {
  const response = await h.request('/api/reset_password', json('POST', { email, ...(language ? { language } : {}) }));
  expect(response.status).toBe(202);
  return tokenOf(await linkIn(h, email, '/register/password_new/'));
}

describe('password reset: request -> mail -> /register/password_new/{token} -> complete', () => {
  it('mails a link valid 24 hours; the new password works and the old one does not', async () => {
    const email = await userNamed('forgetful');
    const token = await requestReset(email);
    const [mail] = await mailTo(h, email);
    expect(mail).toMatchObject({ kind: 'password_reset', language: 'zh-CN', subject: '【Packlens】重新设置密码' });
    const link = await h.request(`/api/reset_password?token=${encodeURIComponent(token)}`);
    expect(await link.json()).toEqual({ email: 'fo***@reset.example', expires_at: '2026-11-22T09:00:00.000Z' });
    const done = await h.request('/api/reset_password', json('PUT', { token, password: 'Brandnew2026' }));
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: 'password_changed' });
    expect((await h.request('/api/auth/obtain_token/', json('POST', { email, password: 'Brandnew2026' }))).status).toBe(200);
    expect((await h.request('/api/auth/obtain_token/', json('POST', { email, password: accounts.password }))).status).toBe(401);
    const [notice] = await mailTo(h, email);
    expect(notice.kind).toBe('password_changed');
  });

  it('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    const before = await eventCount(h);
    const unknown = await h.request('/api/reset_password', json('POST', { email: 'nobody@reset.example' }));
    expect(unknown.status).toBe(202);
    expect(await eventCount(h)).toBe(before);
    const known = await h.request('/api/reset_password', json('POST', { email: accounts.user.email }));
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await mailTo(h, 'nobody@reset.example')).toHaveLength(0);
  });

  it('uses a link once: the second time answers RESET_LINK_INVALID', async () => {
    const email = await userNamed('twice');
    const token = await requestReset(email);
    expect((await h.request('/api/reset_password', json('PUT', { token, password: 'Firstnew2026' }))).status).toBe(200);
    const again = await h.request('/api/reset_password', { ...json('PUT', { token, password: 'Secondnew2026' }), language: 'en' });
    expect(again.status).toBe(404);
    const problem = await again.json();
    expect(problem.code).toBe('RESET_LINK_INVALID');
    // Its own message: the visitor asked for a reset, not a registration (issue 19, item 10).
    expect(problem.detail).toBe('This password-reset link is no longer valid (it was used or it expired). Please ask for a new one.');
  });

  it('answers RESET_LINK_INVALID after 24 hours', async () => {
    const email = await userNamed('slow');
    const token = await requestReset(email);
    await later(h, 24 * 3600, async () => {
      expect((await h.request(`/api/reset_password?token=${encodeURIComponent(token)}`)).status).toBe(404);
      expect((await h.request('/api/reset_password', json('PUT', { token, password: 'Toolate2026' }))).status).toBe(404);
    });
  });

  it('kills older links once a newer one was used', async () => {
    const email = await userNamed('twolinks');
    const older = await requestReset(email);
    const newer = await later(h, 60, () => requestReset(email));
    await later(h, 120, async () => {
      expect((await h.request('/api/reset_password', json('PUT', { token: newer, password: 'Newerpass2026' }))).status).toBe(200);
    });
    await later(h, 180, async () => {
      expect((await h.request('/api/reset_password', json('PUT', { token: older, password: 'Olderpass2026' }))).status).toBe(404);
    });
  });

  it('ends the sessions started before the reset', async () => {
    const email = await userNamed('stolen');
    const { token: session } = await loginAs(h, email);
    const token = await requestReset(email);
    await later(h, 1, async () => {
      await h.request('/api/reset_password', json('PUT', { token, password: 'Rotated2026' }));
      expect((await (await h.request('/api/user_detail/', { token: session })).json()).code).toBe('SESSION_EXPIRED');
    });
  });

  it.each([
    [{ token: 'x', password: 'short' }, 'password', 'PASSWORD_RULE'],
    [{ password: 'Goodpass2026' }, 'token', 'FIELD_REQUIRED'],
  ])('refuses %j as bad input and stores nothing', async (body, field, code) => {
    const before = await eventCount(h);
    const response = await h.request('/api/reset_password', json('PUT', body));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    expect(await eventCount(h)).toBe(before);
  });

  it('answers RESET_LINK_INVALID for a forged token', async () => {
    const forged = `7a0f0d4e000040008000000000000000${'A'.repeat(43)}`;
    expect((await h.request(`/api/reset_password?token=${forged}`)).status).toBe(404);
  });
});
