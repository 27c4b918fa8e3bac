import { DomainError, type EventOf, type PasswordResetCompleted, type PasswordResetRequested } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';
import { sameHash } from '../one-time-secrets';

export type PasswordResetEvent = EventOf<typeof PasswordResetRequested> | EventOf<typeof PasswordResetCompleted>;
type Requested = EventOf<typeof PasswordResetRequested>['data'];

export type PasswordResetState = { status: 'none' } | { status: 'requested'; request: Requested } | { status: 'completed'; request: Requested };

export type PasswordResetCommand =
  | { type: 'RequestPasswordReset'; data: Requested }
  /** `passwordChangedAt`: when the user's password last changed; a link older than that is dead. */
  | { type: 'CompletePasswordReset'; presentedHash: string; now: string; passwordChangedAt: string | null };

/**
 * A password-reset link (`/register/password_new/{token}`): valid 24 h, once, and only while the password has not
 * changed since it was sent (a newer reset or a change of password kills older links).
 */
export function openPasswordReset(state: PasswordResetState, presentedHash: string, now: string, passwordChangedAt: string | null) {
  if (
    state.status !== 'requested' ||
    !sameHash(state.request.tokenHash, presentedHash) ||
    now >= state.request.expiresAt ||
    (passwordChangedAt !== null && passwordChangedAt >= state.request.requestedAt)
  ) {
    throw new DomainError('RESET_LINK_INVALID');
  }
  return state;
}

export const passwordResetDecider: Decider<PasswordResetState, PasswordResetCommand, PasswordResetEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PasswordResetRequested':
        return { status: 'requested', request: event.data };
      case 'PasswordResetCompleted':
        return state.status === 'requested' ? { status: 'completed', request: state.request } : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestPasswordReset':
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS');
        return { type: 'PasswordResetRequested', data: command.data };
      case 'CompletePasswordReset': {
        const { request } = openPasswordReset(state, command.presentedHash, command.now, command.passwordChangedAt);
        return { type: 'PasswordResetCompleted', data: { resetId: request.resetId, userId: request.userId, completedAt: command.now } };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
