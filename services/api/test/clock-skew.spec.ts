import { describe, expect, it } from 'vitest';
import { clockSkewToleranceSeconds, createApp } from '../src';
import { givenAccounts, json, loginAs, useApi } from './harness';

/**
 * Issue 17, item 4: clock skew between replicas. Two API replicas on one database, the second one's clock ahead of
 * the first's. What one issues — a login token, a signed link to a file — the other honours while the difference
 * stays within `clockSkewToleranceSeconds` (60 s), also at the edge of its expiry; beyond it, the usual refusal.
 */
const h = useApi();

function replicaAhead(seconds: number) {
  const app = createApp({ ...h.deps, clock: () => new Date(h.now.getTime() + seconds * 1000) }, h.accounts);
  return (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    headers.set('X-Language', 'en');
    return Promise.resolve(app.api.request(path, { ...init, headers }));
  };
}

describe('replicas whose clocks differ', () => {
  it('given a token from one replica, when another replica whose clock is ahead reads it near its expiry, then it is honoured within the tolerance and refused beyond it', async () => {
    const accounts = await givenAccounts(h, 'clock-skew');
    const { token, expires_in } = await loginAs(h, accounts.user.email);
    // Issued by this replica, used at once on one ahead by 45 s: fine.
    expect((await replicaAhead(45)('/api/user_detail/', { token })).status).toBe(200);
    // By the other replica's clock the token expired 30 s ago (inside the tolerance), then 90 s ago (outside).
    expect((await replicaAhead(expires_in + clockSkewToleranceSeconds - 30)('/api/user_detail/', { token })).status).toBe(200);
    const late = await replicaAhead(expires_in + clockSkewToleranceSeconds + 30)('/api/user_detail/', { token });
    expect(late.status).toBe(401);
    expect(((await late.json()) as { code: string }).code).toBe('SESSION_EXPIRED');
    // A token issued by the replica ahead (its iat in this one's future) is taken here.
    const ahead = await replicaAhead(50)('/api/auth/obtain_token/', { ...json('POST', { email: accounts.user.email, password: accounts.password }) });
    expect(ahead.status).toBe(200);
    expect((await h.request('/api/user_detail/', { token: ((await ahead.json()) as { token: string }).token })).status).toBe(200);
  });

  it('given a signed file link from one replica, when another opens it after its expiry by its own clock, then within the tolerance it is served, beyond it refused', async () => {
    const accounts = await givenAccounts(h, 'clock-skew-files');
    const admin = (await loginAs(h, accounts.admin.email)).token;
    const project = await (await h.request('/api/projects/', { ...json('POST', { name: 'Skew' }), token: admin, language: 'en' })).json();
    const form = new FormData();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const { default: sharp } = await import('sharp');
    form.append('files', new Blob([new Uint8Array(await sharp(png).resize(200, 300).png().toBuffer())]), 'pack.png');
    form.append('names', 'Pack');
    const uploaded = await h.request(`/api/projects/${project.id}/images`, { method: 'POST', body: form, token: admin, language: 'en' });
    expect(uploaded.status).toBeLessThan(300);
    await h.settled();
    const detail = await (await h.request(`/api/projects/${project.id}`, { token: admin })).json();
    const link = String(detail.images[0].preview_url);
    const token = link.split('/api/files/')[1];
    const expires = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')).e as number;
    const secondsToExpiry = expires - Math.floor(h.now.getTime() / 1000);
    expect((await replicaAhead(secondsToExpiry + clockSkewToleranceSeconds - 20)(`/api/files/${token}`)).status).toBe(200);
    expect((await replicaAhead(secondsToExpiry + clockSkewToleranceSeconds + 20)(`/api/files/${token}`)).status).not.toBe(200);
  });
});
