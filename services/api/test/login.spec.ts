import { beforeAll, describe, expect, it } from 'vitest';
import { clockSkewToleranceSeconds } from '../src';
import { editUnlimitedPlan, eventCount, eventsOfType, givenAccounts, json, later, loginAs, mailTo, useApi, type Accounts } from './harness';

const h = useApi();
let mfa: Accounts;
let plain: Accounts;
const system = { kind: 'system' as const, id: 'spec' };

beforeAll(async () => {
  mfa = await givenAccounts(h, 'mfa', { mfaEnabled: true });
  plain = await givenAccounts(h, 'plain');
});

/** The admin of a fresh client with MFA enabled, so each spec starts with no code sent. */
async function mfaUser(name: string) {
  const email = `${name}@mfa.example`;
  const { clientId } = await h.app.identity.registerClient(
    { company: `${name} MFA`, accountType: 'corporation', country: 'jp', planId: 1, maxImages: 10, mfaEnabled: true },
    system,
    'spec',
  );
  await h.app.identity.registerUser({ clientId, email, name, role: 1, password: mfa.password, language: 'en' }, system, 'spec');
  return email;
}

const obtain = (email: string, extra: Record<string, unknown> = {}, language = 'en') =>
  h.request('/api/auth/obtain_token/', { ...json('POST', { email, password: mfa.password, ...extra }), language });

async function codeFor(email: string): Promise<string> {
  const [mail] = await mailTo(h, email);
  expect(mail.kind).toBe('mfa_code');
  return /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
}

describe('login with MFA (section 4: a code is requested at login when the client has MFA enabled)', () => {
  it('sends a code by mail and answers MFA_CODE_REQUIRED; the mailed code then logs in', async () => {
    const email = await mfaUser('coder');
    const first = await obtain(email);
    expect(first.status).toBe(401);
    expect(await first.json()).toMatchObject({ code: 'MFA_CODE_REQUIRED', detail: 'Enter the verification code we sent you.' });
    const code = await codeFor(email);
    const [mail] = await mailTo(h, email);
    expect(mail).toMatchObject({ subject: '[Packlens] Your login code', language: 'en' });
    expect(mail.text).toContain('valid for 10 minutes');
    const second = await obtain(email, { mfa_code: code });
    expect(second.status).toBe(200);
    expect((await second.json()).user.email).toBe(email);
    const sessions = await eventsOfType(h, 'SessionStarted');
    expect(sessions.at(-1)).toMatchObject({ mfa: true });
  });

  it('stores an HMAC of the code, never the code', async () => {
    const email = await mfaUser('hmac');
    await obtain(email);
    const code = await codeFor(email);
    const issued = (await eventsOfType(h, 'MfaChallengeIssued')).filter((d) => d.email === email);
    expect(issued).toHaveLength(1);
    expect(JSON.stringify(issued[0])).not.toContain(code);
    expect(issued[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong code with MFA_CODE_INVALID, and a code after 10 minutes with MFA_CODE_EXPIRED', async () => {
    const email = await mfaUser('wrong');
    await obtain(email);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await (await obtain(email, { mfa_code: wrong })).json()).code).toBe('MFA_CODE_INVALID');
    await later(h, 600, async () => {
      expect((await (await obtain(email, { mfa_code: code })).json()).code).toBe('MFA_CODE_EXPIRED');
    });
  });

  it('limits attempts: after 5 wrong codes the right one gets MFA_TOO_MANY_ATTEMPTS (429) until a new code', async () => {
    const email = await mfaUser('guesser');
    await obtain(email);
    const code = await codeFor(email);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let n = 1; n <= 5; n++) expect((await (await obtain(email, { mfa_code: wrong(n) })).json()).code).toBe('MFA_CODE_INVALID');
    const blocked = await obtain(email, { mfa_code: code });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).code).toBe('MFA_TOO_MANY_ATTEMPTS');
    await later(h, 31, async () => {
      expect((await h.request('/api/auth/resend_mfa_code/', json('POST', { email }))).status).toBe(202);
      const fresh = await codeFor(email);
      expect((await obtain(email, { mfa_code: fresh })).status).toBe(200);
    });
  });

  it('resends a code (resend_mfa_code) only after 30 seconds; the new code replaces the old one', async () => {
    const email = await mfaUser('resender');
    await obtain(email);
    const oldCode = await codeFor(email);
    await h.request('/api/auth/resend_mfa_code/', json('POST', { email }));
    expect(await mailTo(h, email)).toHaveLength(1); // too soon: no second mail
    await later(h, 31, async () => {
      await h.request('/api/auth/resend_mfa_code/', json('POST', { email }));
      expect(await mailTo(h, email)).toHaveLength(2);
      const newCode = await codeFor(email);
      if (newCode !== oldCode) expect((await (await obtain(email, { mfa_code: oldCode })).json()).code).toBe('MFA_CODE_INVALID');
      expect((await obtain(email, { mfa_code: newCode })).status).toBe(200);
    });
  });

  it('answers resend_mfa_code the same for unknown addresses and sends nothing', async () => {
    const before = await eventCount(h);
    const unknown = await h.request('/api/auth/resend_mfa_code/', json('POST', { email: 'ghost@example.com' }));
    const known = await h.request('/api/auth/resend_mfa_code/', json('POST', { email: plain.user.email }));
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await eventCount(h)).toBe(before);
  });

  it('sends no code for a wrong password', async () => {
    const email = await mfaUser('nopass');
    const before = await eventCount(h);
    const response = await h.request('/api/auth/obtain_token/', json('POST', { email, password: 'Wrongpass1' }));
    expect((await response.json()).code).toBe('INVALID_CREDENTIALS');
    expect(await eventCount(h)).toBe(before);
    expect(await mailTo(h, email)).toHaveLength(0);
  });

  it('refuses a malformed code as bad input and stores nothing', async () => {
    const email = await mfaUser('malformed');
    const before = await eventCount(h);
    const response = await obtain(email, { mfa_code: '12ab' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].field).toBe('mfa_code');
    expect(await eventCount(h)).toBe(before);
  });

  it('asks no code of clients without MFA', async () => {
    expect((await loginAs(h, plain.user.email)).user.role).toBe(0);
  });
});

describe('user status (section 4: valid, invalid, lock)', () => {
  async function withStatus(name: string, status: 'lock' | 'invalid') {
    const email = `${name}@plain.example`;
    const { userId } = await h.app.identity.registerUser({ clientId: plain.clientId, email, name, role: 0, password: plain.password }, system, 'spec');
    const { token } = await loginAs(h, email);
    const admin = await loginAs(h, plain.admin.email);
    const response = await h.request(`/api/user_detail/${userId}`, { ...json('PUT', { status }), token: admin.token });
    expect(response.status).toBe(200);
    return { email, token };
  }

  it('a locked user cannot log in: ACCOUNT_LOCKED, and their open session stops working', async () => {
    const { email, token } = await withStatus('locked', 'lock');
    const login = await h.request('/api/auth/obtain_token/', { ...json('POST', { email, password: plain.password }), language: 'en' });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', detail: 'This account is locked. Please contact your administrator.' });
    expect((await (await h.request('/api/user_detail/', { token })).json()).code).toBe('ACCOUNT_LOCKED');
  });

  it('an invalid user cannot log in: ACCOUNT_INACTIVE', async () => {
    const { email } = await withStatus('invalid', 'invalid');
    const login = await h.request('/api/auth/obtain_token/', json('POST', { email, password: plain.password }));
    expect((await login.json()).code).toBe('ACCOUNT_INACTIVE');
  });

  it('a locked user with a wrong password learns nothing about the lock', async () => {
    const { email } = await withStatus('locked2', 'lock');
    const login = await h.request('/api/auth/obtain_token/', json('POST', { email, password: 'Wrongpass1' }));
    expect((await login.json()).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('session timeout', () => {
  it('ends a session whose token was not refreshed within its lifetime', async () => {
    const { token, expires_in } = await loginAs(h, plain.user.email);
    // Past its lifetime and the skew allowed between replicas' clocks.
    await later(h, expires_in + clockSkewToleranceSeconds + 1, async () => {
      expect((await (await h.request('/api/user_detail/', { token })).json()).code).toBe('SESSION_EXPIRED');
    });
  });
});

describe('resend_mfa_code on the unlimited plan over its maximum', () => {
  it('sends no new code to a user the admin left out (the same answer, nothing stored); once allowed again, it does', async () => {
    const accounts = await givenAccounts(h, 'mfa-seats', { planId: 1, mfaEnabled: true });
    await h.app.identity.registerUser({ clientId: accounts.clientId, email: 'mfa-seats-third@example.com', name: 'Third', role: 0, password: accounts.password }, system, 'spec');
    await h.settled();
    const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
    const resend = (email: string) => h.request('/api/auth/resend_mfa_code/', json('POST', { email }));
    // Within the maximum the user starts a login and gets a code; then the plan allows two accounts and nobody selected them.
    expect((await (await obtain(accounts.user.email)).json()).code).toBe('MFA_CODE_REQUIRED');
    expect(await mailTo(h, accounts.user.email)).toHaveLength(1);
    expect((await editUnlimitedPlan(h, superAdmin, 2)).status).toBe(200);
    try {
      await later(h, 31, async () => {
        const before = await eventCount(h);
        const left = await resend(accounts.user.email);
        const unknown = await resend('nobody@mfa-seats.example');
        expect(left.status).toBe(202);
        expect(await left.json()).toEqual(await unknown.json());
        expect(await mailTo(h, accounts.user.email)).toHaveLength(1);
        expect(await eventCount(h)).toBe(before);

        expect((await editUnlimitedPlan(h, superAdmin, 5)).status).toBe(200);
        await resend(accounts.user.email);
        expect(await mailTo(h, accounts.user.email)).toHaveLength(2);
      });
    } finally {
      expect((await editUnlimitedPlan(h, superAdmin, 5)).status).toBe(200);
    }
  });
});
