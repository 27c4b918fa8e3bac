import { DomainError, type EventOf, type UniqueValueReleased, type UniqueValueReserved } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

type ReservationEvent = EventOf<typeof UniqueValueReserved> | EventOf<typeof UniqueValueReleased>;
type Kind = ReservationEvent['data']['kind'];
export type ReservationState = { status: 'free' } | { status: 'taken'; ownerId: string };
export type Reserve = { type: 'Reserve'; kind: Kind; value: string; ownerId: string };
export type Release = { type: 'Release'; kind: Kind; value: string; ownerId: string };
export type ReservationCommand = Reserve | Release;

/**
 * A unique value (e-mail, group id): the first owner keeps it; the same owner asking again changes nothing; only
 * its owner can give it up, after which anyone may take it.
 */
export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent> = {
  initialState: () => ({ status: 'free' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'UniqueValueReserved':
        return { status: 'taken', ownerId: event.data.ownerId };
      case 'UniqueValueReleased':
        return { status: 'free' };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    const data = { kind: command.kind, value: command.value, ownerId: command.ownerId };
    switch (command.type) {
      case 'Reserve':
        if (state.status === 'taken') {
          if (state.ownerId === command.ownerId) return [];
          throw new DomainError(command.kind === 'email' ? 'EMAIL_ALREADY_REGISTERED' : 'ALREADY_EXISTS');
        }
        return { type: 'UniqueValueReserved', data };
      case 'Release':
        return state.status === 'taken' && state.ownerId === command.ownerId ? { type: 'UniqueValueReleased', data } : [];
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};

/** Normalised so that `Taro@Example.com` and `taro@example.com` are one address. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
