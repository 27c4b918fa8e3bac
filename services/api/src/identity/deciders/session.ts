import { DomainError, type EventOf, type SessionEnded, type SessionRefreshed, type SessionStarted } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

export type SessionEvent = EventOf<typeof SessionStarted> | EventOf<typeof SessionRefreshed> | EventOf<typeof SessionEnded>;

export type SessionState =
  | { status: 'none' }
  | { status: 'active'; sessionId: string; userId: string; startedAt: string; expiresAt: string }
  | { status: 'ended'; sessionId: string; userId: string };

export type SessionCommand =
  | { type: 'StartSession'; data: EventOf<typeof SessionStarted>['data'] }
  | { type: 'RefreshSession'; now: string; expiresAt: string }
  | { type: 'EndSession'; now: string; reason: 'logout' | 'revoked' };

/**
 * A login session: the `jti` of every token issued for it. Refreshing moves its expiry; it times out when a
 * token is not refreshed in time; logout ends it and with it every token it issued.
 */
export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SessionStarted':
        return { status: 'active', sessionId: event.data.sessionId, userId: event.data.userId, startedAt: event.data.startedAt, expiresAt: event.data.expiresAt };
      case 'SessionRefreshed':
        return state.status === 'active' ? { ...state, expiresAt: event.data.expiresAt } : state;
      case 'SessionEnded':
        return state.status === 'none' ? state : { status: 'ended', sessionId: state.sessionId, userId: state.userId };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'StartSession':
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS');
        return { type: 'SessionStarted', data: command.data };
      case 'RefreshSession':
        if (!isLive(state, command.now)) throw new DomainError('SESSION_EXPIRED');
        return { type: 'SessionRefreshed', data: { sessionId: state.sessionId, expiresAt: command.expiresAt } };
      case 'EndSession':
        if (state.status !== 'active') return [];
        return { type: 'SessionEnded', data: { sessionId: state.sessionId, reason: command.reason, endedAt: command.now } };
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};

/** Active and not timed out at `now` (ISO times compare as strings). */
export function isLive(state: SessionState, now: string): state is Extract<SessionState, { status: 'active' }> {
  return state.status === 'active' && state.expiresAt > now;
}
