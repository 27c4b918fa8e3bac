import { describe, expect, it } from 'vitest';
import { DomainError, PasswordResetRequested } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { passwordResetDecider } from '../../src/identity/deciders';
import { sha256Hex } from '../../src/identity/one-time-secrets';
import { at, hoursAfter, userId } from './fixtures';

const spec = deciderSpecification(passwordResetDecider);
const resetId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const secret = 'reset-secret-reset-secret-reset';
const requested = PasswordResetRequested({
  resetId,
  userId,
  email: 'hanako@example.com',
  language: 'en',
  tokenHash: sha256Hex(secret),
  requestedAt: at,
  expiresAt: hoursAfter(at, 24),
});
const completeAt = (now: string, passwordChangedAt: string | null = null, presented = secret) => ({
  type: 'CompletePasswordReset' as const,
  presentedHash: sha256Hex(presented),
  now,
  passwordChangedAt,
});
const urlInvalid = (e: unknown) => e instanceof DomainError && e.code === 'RESET_LINK_INVALID';

describe('password reset: /register/password_new/{token} is valid 24 hours, once', () => {
  it('completes within 24 hours', () => {
    const now = hoursAfter(at, 23);
    spec.given([requested]).when(completeAt(now)).then([{ type: 'PasswordResetCompleted', data: { resetId, userId, completedAt: now } }], (a, e) => expect(a).toEqual(e));
  });

  it('answers RESET_LINK_INVALID after 24 hours', () => {
    spec.given([requested]).when(completeAt(hoursAfter(at, 24))).thenThrows(urlInvalid);
  });

  it('answers RESET_LINK_INVALID when used again', () => {
    spec.given([requested, { type: 'PasswordResetCompleted', data: { resetId, userId, completedAt: at } }]).when(completeAt(hoursAfter(at, 1))).thenThrows(urlInvalid);
  });

  it('answers RESET_LINK_INVALID once the password changed after the link was sent (a newer reset was used)', () => {
    spec.given([requested]).when(completeAt(hoursAfter(at, 2), hoursAfter(at, 1))).thenThrows(urlInvalid);
  });

  it('answers RESET_LINK_INVALID for a wrong secret', () => {
    spec.given([requested]).when(completeAt(hoursAfter(at, 1), null, 'wrong-secret-wrong-secret-wrong')).thenThrows(urlInvalid);
  });
});
