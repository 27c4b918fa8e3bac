import { describe, expect, it } from 'vitest';
import { secondsUntilExpiry } from '../src/auth/jwt';
import { refreshWindowSeconds, tokenAction } from '../src/auth/tokenLifetime';
import { tokenExpiringIn } from './fakeApi';

describe('when to refresh the token (section 4: fewer than 1800 s left)', () => {
  it.each([
    [7200, 'keep'],
    [1800, 'keep'],
    [1799, 'refresh'],
    [1, 'refresh'],
    [0, 'expired'],
    [-30, 'expired'],
    [undefined, 'expired'],
  ] as const)('with %s s left: %s', (secondsLeft, action) => {
    expect(tokenAction(secondsLeft)).toBe(action);
  });

  it('uses the product description\'s window of 1800 s', () => {
    expect(refreshWindowSeconds).toBe(1800);
  });
});

describe('reading the expiry from the token', () => {
  const now = Date.parse('2026-11-21T09:00:00Z');

  it('counts the seconds to the payload\'s exp', () => {
    expect(secondsUntilExpiry(tokenExpiringIn(1234, now), now)).toBe(1234);
    expect(secondsUntilExpiry(tokenExpiringIn(1234, now), now + 1000 * 1000)).toBe(234);
  });

  it('finds no expiry in something that is not a JWT', () => {
    expect(secondsUntilExpiry('not-a-token', now)).toBeUndefined();
    expect(secondsUntilExpiry('a.%%%.c', now)).toBeUndefined();
  });
});
