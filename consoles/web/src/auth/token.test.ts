import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/fixtures';
import { decodeTokenClaims, isExpired, needsRefresh, refreshThresholdSeconds } from './token';

describe('token refresh decision', () => {
  const now = 1_800_000_000;

  it('uses the 1800 s threshold of section 9', () => {
    expect(refreshThresholdSeconds).toBe(1800);
  });

  it('does not refresh with exactly 1800 s left', () => {
    expect(needsRefresh(now + 1800, now)).toBe(false);
  });

  it('refreshes with 1799 s left', () => {
    expect(needsRefresh(now + 1799, now)).toBe(true);
  });

  it('refreshes an expired token and does not refresh a fresh one', () => {
    expect(needsRefresh(now - 10, now)).toBe(true);
    expect(needsRefresh(now + 7200, now)).toBe(false);
  });

  it('treats a token as expired from its exp second on', () => {
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(now + 1, now)).toBe(false);
  });
});

describe('reading the token payload', () => {
  it('decodes user id, exp and role without verifying the signature', () => {
    const token = makeToken({ user_id: 'u-1', exp: 123, role: 2 });
    expect(decodeTokenClaims(token)).toEqual({ user_id: 'u-1', exp: 123, role: 2 });
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ user_id: 'ユーザー?>', exp: 1 }))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeTokenClaims(`h.${payload}.s`)).toEqual({ user_id: 'ユーザー?>', exp: 1, role: undefined });
  });

  it('rejects what is not a JWT with user id and exp', () => {
    expect(decodeTokenClaims('not-a-token')).toBeUndefined();
    expect(decodeTokenClaims('a.b.c')).toBeUndefined();
    expect(decodeTokenClaims(makeToken({ user_id: 'u', exp: 'soon' as unknown as number }))).toBeUndefined();
  });
});
