import { DomainError, type EventOf, type MfaChallengeIssued, type MfaChallengePassed, type MfaCodeRejected } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';
import { sameHash } from '../one-time-secrets';

export type MfaEvent = EventOf<typeof MfaChallengeIssued> | EventOf<typeof MfaCodeRejected> | EventOf<typeof MfaChallengePassed>;
type Issued = EventOf<typeof MfaChallengeIssued>['data'];

/** The rules of the mail code (section 4: MFA per client; codes expire, attempts are limited). */
export const mfaRules = {
  /** A code works for 10 minutes. */
  codeTtlSeconds: 600,
  /** Five wrong codes end a challenge; the user asks for a new code. */
  maxAttempts: 5,
  /** No second mail within 30 s of the last one: a double click or a retry does not send two codes. */
  resendIntervalSeconds: 30,
  /** A code can be resent while a login started within 30 minutes; otherwise there is nothing to resend. */
  resendWindowSeconds: 1800,
} as const;

export interface MfaChallenge {
  challengeId: string;
  codeHash: string;
  issuedAt: string;
  expiresAt: string;
  attempts: number;
  passed: boolean;
}
export type MfaState = { challenge: MfaChallenge | null };

export type MfaCommand =
  | { type: 'IssueChallenge'; data: Issued }
  /** `codeHashFor` hashes the presented code for a challenge id (the HMAC key stays outside the decider). */
  | { type: 'VerifyCode'; userId: string; codeHashFor: (challengeId: string) => string; now: string };

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/** The outcome a verification's events stand for: a rejection means the code was wrong. */
export const codeWasRejected = (events: MfaEvent[]) => events.some((e) => e.type === 'MfaCodeRejected');

export const mfaDecider: Decider<MfaState, MfaCommand, MfaEvent> = {
  initialState: () => ({ challenge: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'MfaChallengeIssued': {
        const { challengeId, codeHash, issuedAt, expiresAt } = event.data;
        return { challenge: { challengeId, codeHash, issuedAt, expiresAt, attempts: 0, passed: false } };
      }
      case 'MfaCodeRejected':
        return state.challenge?.challengeId === event.data.challengeId
          ? { challenge: { ...state.challenge, attempts: event.data.attempt } }
          : state;
      case 'MfaChallengePassed':
        return state.challenge?.challengeId === event.data.challengeId ? { challenge: { ...state.challenge, passed: true } } : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    const current = state.challenge;
    switch (command.type) {
      case 'IssueChallenge': {
        const now = command.data.issuedAt;
        if (current && !current.passed && secondsBetween(current.issuedAt, now) < mfaRules.resendIntervalSeconds) return [];
        if (command.data.reason === 'resend') {
          // Only a login in progress (a correct password, no code yet) has a code to resend.
          if (!current || current.passed || secondsBetween(current.issuedAt, now) > mfaRules.resendWindowSeconds) return [];
        }
        return { type: 'MfaChallengeIssued', data: command.data };
      }
      case 'VerifyCode': {
        if (!current || current.passed) throw new DomainError('MFA_CODE_INVALID');
        if (command.now >= current.expiresAt) throw new DomainError('MFA_CODE_EXPIRED');
        if (current.attempts >= mfaRules.maxAttempts) throw new DomainError('MFA_TOO_MANY_ATTEMPTS');
        if (!sameHash(current.codeHash, command.codeHashFor(current.challengeId))) {
          return { type: 'MfaCodeRejected', data: { userId: command.userId, challengeId: current.challengeId, attempt: current.attempts + 1, rejectedAt: command.now } };
        }
        return { type: 'MfaChallengePassed', data: { userId: command.userId, challengeId: current.challengeId, passedAt: command.now } };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
