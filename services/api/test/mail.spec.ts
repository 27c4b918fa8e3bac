import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@packlens/contracts';
import type { RecordedEvent } from '@packlens/kernel';
import { createApp, createHttpApp, linksIn, mailerReactor, mailKinds, mailTransport, renderMail, type MailTransport } from '../src';
import { oneTimeSecrets } from '../src/identity/one-time-secrets';
import { givenAccounts, json, loginAs, mailTo, publicUrl, useApi, type Accounts } from './harness';

const h = useApi();

const sampleParams = {
  registration_link: { url: `${publicUrl}/register/abc`, hours: 24 },
  trial_link: { url: `${publicUrl}/register/abc`, hours: 24 },
  already_registered: { loginUrl: `${publicUrl}/login`, resetUrl: `${publicUrl}/register/password_reset` },
  registration_complete: { company: 'Acme', groupId: '12345', planName: 'Trial', loginUrl: `${publicUrl}/login` },
  mfa_code: { code: '042917', minutes: 10 },
  password_reset: { url: `${publicUrl}/register/password_new/abc`, hours: 24 },
  invitation: { url: `${publicUrl}/register/password_new/abc`, hours: 24, company: 'Acme' },
  user_added: { company: 'Acme', loginUrl: `${publicUrl}/login` },
  password_changed: { loginUrl: `${publicUrl}/login`, resetUrl: `${publicUrl}/register/password_reset` },
} as const;

describe('mail templates in ja, en and zh-CN', () => {
  it.each(mailKinds.flatMap((kind) => languages.map((language) => [kind, language] as const)))('%s in %s has a subject, its values and clickable links', (kind, language) => {
    const mail = renderMail(kind, language, sampleParams[kind] as never);
    expect(mail.subject).toContain('Packlens');
    for (const value of Object.values(sampleParams[kind])) expect(mail.text).toContain(String(value));
    for (const url of Object.values(sampleParams[kind]).filter((v) => String(v).startsWith('http'))) expect(mail.html).toContain(`<a href="${url}">`);
  });

  it('says the same thing in each language, in that language', () => {
    const subjects = languages.map((language) => renderMail('password_reset', language, sampleParams.password_reset).subject);
    expect(subjects).toEqual(['【Packlens】パスワード再設定のご案内', '[Packlens] Reset your password', '【Packlens】重新设置密码']);
  });

  it.each(languages)('puts no link into mail from a company name (issue 20, item 9), in %s', (language) => {
    const company = 'Probe<a href="https://evil.example/x">www.evil.example';
    for (const kind of ['registration_complete', 'invitation', 'user_added'] as const) {
      const mail = renderMail(kind, language, { ...sampleParams[kind], company } as never);
      expect(mail.html).not.toMatch(/<a href="https?:\/\/evil/);
      expect(linksIn(mail.text).some((link) => link.includes('evil'))).toBe(false);
      // What a mail client would take for a web address: scheme or www. followed by a domain.
      expect(mail.text).not.toMatch(/(https?:\/\/|www\.)evil\.example/);
      expect(mail.text.replace(/\u200b/g, '')).toContain('Probe<a href="https://evil.example/x">www.evil.example');
    }
  });

  it('escapes what it puts into HTML', () => {
    const mail = renderMail('user_added', 'en', { company: '<script>alert(1)</script>', loginUrl: `${publicUrl}/login` });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('the mail reactor', () => {
  async function resetEvent(email: string): Promise<RecordedEvent> {
    await h.request('/api/reset_password', json('POST', { email }));
    await h.settled();
    const { rows } = await h.deps.pool.query<{ stream_id: string }>(
      `select stream_id from events where event_type = 'PasswordResetRequested' and data->>'email' = $1 order by global_position desc limit 1`,
      [email],
    );
    return (await h.deps.store.readStream(rows[0].stream_id)).events[0];
  }

  const reactorWith = (transport: MailTransport, maxAttempts = 5) =>
    mailerReactor({
      pool: h.deps.pool,
      store: h.deps.store,
      secrets: oneTimeSecrets(h.deps.config.jwtSecret),
      settings: h.accounts.mail,
      transport,
      logger: pino({ level: 'silent' }),
      maxAttempts,
    });

  it('sends a replayed event once (the outbox remembers it by a deterministic message id)', async () => {
    const identity = h.app.identity;
    const { clientId } = await identity.registerClient({ company: 'Replay', accountType: 'personal', country: 'jp', planId: 1, maxImages: 1 }, { kind: 'system', id: 'spec' }, 'spec');
    await identity.registerUser({ clientId, email: 'replay@example.com', name: 'R', role: 1, password: 'Replay2026' }, { kind: 'system', id: 'spec' }, 'spec');
    const event = await resetEvent('replay@example.com');
    const sent: string[] = [];
    const counting = reactorWith({ send: async (mail) => void sent.push(mail.messageId), close: () => undefined });
    await counting.react(event);
    await counting.react(event);
    expect(sent).toEqual([]); // the running mailer had sent it already
    expect(await mailTo(h, 'replay@example.com')).toHaveLength(1);
  });

  it('retries a failed delivery, then gives it up after the last attempt without holding back later mail', async () => {
    const { clientId } = await h.app.identity.registerClient({ company: 'Flaky', accountType: 'personal', country: 'jp', planId: 1, maxImages: 1 }, { kind: 'system', id: 'spec' }, 'spec');
    await h.app.identity.registerUser({ clientId, email: 'flaky@example.com', name: 'F', role: 1, password: 'Flaky20266' }, { kind: 'system', id: 'spec' }, 'spec');
    const event = await resetEvent('flaky@example.com');
    const replayed = { ...event, id: randomUUID() }; // a new message id: as if the mailer saw it first
    const failing = reactorWith({ send: async () => Promise.reject(new Error('SMTP down')), close: () => undefined }, 2);
    await expect(failing.react(replayed)).rejects.toThrow('SMTP down');
    await failing.react(replayed);
    const { rows } = await h.deps.pool.query(`select status, attempts, last_error from mail_outbox where event_id = $1`, [replayed.id]);
    expect(rows).toEqual([{ status: 'failed', attempts: 2, last_error: 'SMTP down' }]);
  });
});

describe('delivery over SMTP (nodemailer to a local smtp-server)', () => {
  const received: { from: string; to: string[]; raw: string; user?: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends with authentication, the Japanese subject encoded, a stable Message-ID and the link intact', async () => {
    const transport = mailTransport(
      { transport: { kind: 'smtp', host: '127.0.0.1', port, secure: false, user: 'mailer', pass: 'secret' }, from: 'Packlens <no-reply@packlens.example>', publicUrl },
      h.deps.pool,
    );
    const messageId = randomUUID();
    const rendered = renderMail('registration_link', 'ja', { url: `${publicUrl}/register/${messageId}${'x'.repeat(43)}`, hours: 24 });
    await transport.send({ messageId, to: 'smtp-user@example.com', kind: 'registration_link', language: 'ja', ...rendered });
    transport.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'no-reply@packlens.example', to: ['smtp-user@example.com'], user: 'mailer' });
    expect(decodeHeader(mail.raw, 'Subject')).toBe('【Packlens】会員登録のご案内');
    expect(mail.raw).toContain(`Message-ID: <${messageId}@packlens.example>`);
    expect(mail.raw).toContain('X-Packlens-Mail-Kind: registration_link');
    expect(decodedText(mail.raw)).toContain(`${publicUrl}/register/${messageId}${'x'.repeat(43)}`);
  });

  it('fails loudly with a wrong password, so the mailer retries', async () => {
    const transport = mailTransport(
      { transport: { kind: 'smtp', host: '127.0.0.1', port, secure: false, user: 'mailer', pass: 'wrong' }, from: 'Packlens <no-reply@packlens.example>', publicUrl },
      h.deps.pool,
    );
    await expect(transport.send({ messageId: randomUUID(), to: 'x@example.com', kind: 'mfa_code', language: 'en', ...renderMail('mfa_code', 'en', { code: '123456', minutes: 10 }) })).rejects.toThrow();
    transport.close();
  });
});

describe('the development mailbox', () => {
  let accounts: Accounts;
  beforeAll(async () => {
    accounts = await givenAccounts(h, 'mailbox');
  });

  it('is no way into an account: an anonymous caller cannot read the reset link it asked for (issue 20, item 1)', async () => {
    expect((await h.request('/api/reset_password', json('POST', { email: accounts.user.email }))).status).toBe(202);
    await h.settled();
    const anonymous = await h.request(`/api/dev/mail?to=${encodeURIComponent(accounts.user.email)}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('/register/password_new/');
    expect((await h.request('/api/dev/mail')).status).toBe(401);
  });

  it('shows captured mail to a logged-in super admin only', async () => {
    const forUser = await loginAs(h, accounts.user.email);
    const forAdmin = await loginAs(h, accounts.admin.email);
    const forSuper = await loginAs(h, accounts.superAdmin.email);
    expect((await h.request('/api/dev/mail', { token: forUser.token })).status).toBe(403);
    expect((await h.request('/api/dev/mail', { token: forAdmin.token })).status).toBe(403);
    const mails = await (await h.request(`/api/dev/mail?to=${encodeURIComponent(accounts.user.email)}`, { token: forSuper.token })).json();
    expect(mails[0].links.some((link: string) => link.includes('/register/password_new/'))).toBe(true);
  });

  it('answers a control character in the address with a catalogue 400, never 500', async () => {
    const { token } = await loginAs(h, accounts.superAdmin.email);
    const response = await h.request('/api/dev/mail?to=a%00', { token, language: 'en' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION_FAILED');
  });

  it('is not listed in the public OpenAPI document', async () => {
    const doc = await (await h.request('/api/doc')).json();
    expect(Object.keys(doc.paths).filter((p) => p.includes('dev'))).toEqual([]);
  });

  it('/dev/mail shows no mail to anyone: it sends the browser to the console, where the super admin logs in', async () => {
    const { app } = createHttpApp(h.deps, { accounts: h.accounts, webDist: '/nonexistent', adminDist: '/nonexistent' });
    const page = await app.request(`/dev/mail?to=${encodeURIComponent(accounts.user.email)}`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/admin/#/dev_mail?filter=${encodeURIComponent(JSON.stringify({ to: accounts.user.email }))}`);
    expect(await page.text()).not.toContain('password_new');
  });

  it('is off in production: no page, no JSON, not even for the super admin', async () => {
    const production = { ...h.deps, config: { ...h.deps.config, production: true } };
    const { app } = createHttpApp(production, { accounts: { ...h.accounts, devMail: false }, webDist: '/nonexistent', adminDist: '/nonexistent' });
    expect((await app.request('/dev/mail')).status).not.toBe(302);
    const { api } = createApp(production, { ...h.accounts, devMail: false });
    const { token } = await loginAs(h, accounts.superAdmin.email);
    expect((await api.request('/api/dev/mail', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('asks browsers for HTTPS only in production (HSTS), where the product is served over TLS (issue 17, item 5)', async () => {
    const production = { ...h.deps, config: { ...h.deps.config, production: true } };
    const served = createHttpApp(production, { accounts: { ...h.accounts, devMail: false }, webDist: '/nonexistent', adminDist: '/nonexistent' }).app;
    const health = await served.request('/api/health');
    expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    const development = createHttpApp(h.deps, { accounts: h.accounts, webDist: '/nonexistent', adminDist: '/nonexistent' }).app;
    expect((await development.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });
});

/** A header's value with RFC 2047 encoded words decoded (nodemailer encodes non-ASCII subjects). */
function decodeHeader(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'm').exec(raw);
  const value = (match?.[1] ?? '').replace(/\r\n[ \t]/g, ' ');
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_w, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

/** The text/plain part, decoded from quoted-printable or base64. */
function decodedText(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([\s\S]*?)\r\n--/.exec(raw);
  if (!part) return raw;
  const [, encoding, body] = part;
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
