import { DomainError, type EventOf, type SessionEnded, type SessionRefreshed, type SessionStarted } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

export type SessionEvent = EventOf<typeof SessionStarted> | EventOf<typeof SessionRefreshed> | EventOf<typeof SessionEnded>;

export type SessionState =
  | { status: 'none' }
  /** `generation`: how many times the session was refreshed; only the token of the newest generation works. */
  | { status: 'active'; sessionId: string; userId: string; startedAt: string; expiresAt: string; generation: number; refreshedAt: string | null }
  | { status: 'ended'; sessionId: string; userId: string };

export type SessionCommand =
  | { type: 'StartSession'; data: EventOf<typeof SessionStarted>['data'] }
  | { type: 'RefreshSession'; now: string; expiresAt: string }
  | { type: 'EndSession'; now: string; reason: 'logout' | 'revoked' | 'token_reused' };

/**
 * A login session: the `jti` of every token issued for it. Refreshing moves its expiry and retires the token it
 * replaces (rotation); it times out when a token is not refreshed in time; logout ends it and with it every token it
 * issued; a retired token presented again ends it too (reuse detection: someone else holds a copy).
 */
export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SessionStarted':
        return { status: 'active', sessionId: event.data.sessionId, userId: event.data.userId, startedAt: event.data.startedAt, expiresAt: event.data.expiresAt, generation: 0, refreshedAt: null };
      case 'SessionRefreshed':
        return state.status === 'active' ? { ...state, expiresAt: event.data.expiresAt, generation: state.generation + 1, refreshedAt: event.data.refreshedAt ?? null } : state;
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
        return { type: 'SessionRefreshed', data: { sessionId: state.sessionId, expiresAt: command.expiresAt, refreshedAt: command.now } };
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

/**
 * Two tabs of one browser may refresh the same token at the same moment: the token the other just retired is still
 * taken for a refresh this long after, and answered with the session's newest token, instead of counting as reuse.
 */
export const concurrentRefreshSeconds = 30;

/** Whether a token of `generation` is the one the latest refresh retired, within {@link concurrentRefreshSeconds}. */
export function isConcurrentRefresh(state: SessionState, generation: number, now: string): boolean {
  if (state.status !== 'active' || state.refreshedAt === null || generation !== state.generation - 1) return false;
  return Date.parse(now) - Date.parse(state.refreshedAt) <= concurrentRefreshSeconds * 1000;
}

/** Active and not timed out at `now` (ISO times compare as strings). */
export function isLive(state: SessionState, now: string): state is Extract<SessionState, { status: 'active' }> {
  return state.status === 'active' && state.expiresAt > now;
}
