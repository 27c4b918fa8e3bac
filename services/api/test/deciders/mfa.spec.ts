import { describe, expect, it } from 'vitest';
import { DomainError, MfaChallengeIssued, type ErrorCode } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { mfaDecider, mfaRules } from '../../src/identity/deciders';
import { at, secondsAfter, userId } from './fixtures';

const spec = deciderSpecification(mfaDecider);
const equal = (a: unknown, e: unknown) => expect(a).toEqual(e);
const refusedWith = (code: ErrorCode) => (error: unknown) => error instanceof DomainError && error.code === code;
const challengeId = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
const hashOf = (code: string) => `${code}`.padEnd(64, '0').replace(/[^0-9a-f]/g, '0');
const issued = (issuedAt = at, reason: 'login' | 'resend' = 'login', id = challengeId) =>
  MfaChallengeIssued({
    userId,
    challengeId: id,
    email: 'hanako@example.com',
    language: 'ja',
    codeHash: hashOf('123456'),
    reason,
    issuedAt,
    expiresAt: secondsAfter(issuedAt, mfaRules.codeTtlSeconds),
  });
const verify = (code: string, now: string) => ({ type: 'VerifyCode' as const, userId, codeHashFor: () => hashOf(code), now });
const rejected = (attempt: number, rejectedAt = secondsAfter(at, 10)) => ({ type: 'MfaCodeRejected' as const, data: { userId, challengeId, attempt, rejectedAt } });

describe('MFA: a code by mail per login (section 4)', () => {
  it('passes with the mailed code', () => {
    const now = secondsAfter(at, 60);
    spec.given([issued()]).when(verify('123456', now)).then([{ type: 'MfaChallengePassed', data: { userId, challengeId, passedAt: now } }], equal);
  });

  it('records a wrong code as a rejected attempt', () => {
    const now = secondsAfter(at, 10);
    spec.given([issued()]).when(verify('654321', now)).then([rejected(1, now)], equal);
  });

  it('expires 10 minutes after it was sent: MFA_CODE_EXPIRED', () => {
    spec.given([issued()]).when(verify('123456', secondsAfter(at, mfaRules.codeTtlSeconds))).thenThrows(refusedWith('MFA_CODE_EXPIRED'));
  });

  it('allows 5 attempts: after 5 wrong codes even the right one gets MFA_TOO_MANY_ATTEMPTS', () => {
    spec.given([issued(), ...[1, 2, 3, 4, 5].map((n) => rejected(n))]).when(verify('123456', secondsAfter(at, 60))).thenThrows(refusedWith('MFA_TOO_MANY_ATTEMPTS'));
  });

  it('works once: a used code is refused', () => {
    spec.given([issued(), { type: 'MfaChallengePassed', data: { userId, challengeId, passedAt: at } }]).when(verify('123456', secondsAfter(at, 60))).thenThrows(refusedWith('MFA_CODE_INVALID'));
  });

  it('refuses a code when none was sent', () => {
    spec.given([]).when(verify('123456', at)).thenThrows(refusedWith('MFA_CODE_INVALID'));
  });

  it('a new code replaces the old one and resets the attempts', () => {
    const newId = '12121212-1212-4121-8121-121212121212';
    const later = secondsAfter(at, 120);
    spec
      .given([issued(), ...[1, 2, 3, 4, 5].map((n) => rejected(n)), issued(later, 'resend', newId)])
      .when(verify('123456', secondsAfter(later, 5)))
      .then([{ type: 'MfaChallengePassed', data: { userId, challengeId: newId, passedAt: secondsAfter(later, 5) } }], equal);
  });
});

describe('MFA: sending and resending codes', () => {
  it('does not send a second code within 30 seconds', () => {
    spec.given([issued()]).when({ type: 'IssueChallenge', data: issued(secondsAfter(at, 29), 'resend', '34343434-3434-4343-8343-343434343434').data }).thenNothingHappens();
  });

  it('resends after 30 seconds while the login waits', () => {
    const again = issued(secondsAfter(at, 31), 'resend', '34343434-3434-4343-8343-343434343434');
    spec.given([issued()]).when({ type: 'IssueChallenge', data: again.data }).then([again], equal);
  });

  it('has nothing to resend when no login is waiting', () => {
    spec.given([]).when({ type: 'IssueChallenge', data: issued(at, 'resend').data }).thenNothingHappens();
  });

  it('has nothing to resend 30 minutes after the login started', () => {
    spec.given([issued()]).when({ type: 'IssueChallenge', data: issued(secondsAfter(at, 1801), 'resend', '34343434-3434-4343-8343-343434343434').data }).thenNothingHappens();
  });
});
