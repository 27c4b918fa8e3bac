import { DomainError, type EventOf, type UniqueValueReserved } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

type Reserved = EventOf<typeof UniqueValueReserved>;
export type ReservationState = { status: 'free' } | { status: 'taken'; ownerId: string };
export type Reserve = { type: 'Reserve'; kind: Reserved['data']['kind']; value: string; ownerId: string };

/** A unique value (e-mail, group id): the first owner keeps it; the same owner asking again changes nothing. */
export const reservationDecider: Decider<ReservationState, Reserve, Reserved> = {
  initialState: () => ({ status: 'free' }),
  evolve: (_state, event) => ({ status: 'taken', ownerId: event.data.ownerId }),
  decide: (command, state) => {
    if (state.status === 'taken') {
      if (state.ownerId === command.ownerId) return [];
      throw new DomainError(command.kind === 'email' ? 'EMAIL_ALREADY_REGISTERED' : 'ALREADY_EXISTS');
    }
    return { type: 'UniqueValueReserved', data: { kind: command.kind, value: command.value, ownerId: command.ownerId } };
  },
};

/** Normalised so that `Taro@Example.com` and `taro@example.com` are one address. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
