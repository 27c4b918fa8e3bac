import { DomainError, type EventOf, type UserRegistered } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

export type UserEvent = EventOf<typeof UserRegistered>;
export type UserState = { status: 'unregistered' } | { status: 'registered'; userId: string; clientId: string | null; role: 0 | 1 | 2 };
export type RegisterUser = { type: 'RegisterUser'; data: UserEvent['data'] };
export type UserCommand = RegisterUser;

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve: (_state, event) => ({ status: 'registered', userId: event.data.userId, clientId: event.data.clientId, role: event.data.role }),
  decide: (command, state) => {
    if (state.status === 'registered') throw new DomainError('ALREADY_EXISTS');
    // Super admins belong to the platform, everyone else to a client.
    if ((command.data.role === 2) !== (command.data.clientId === null)) throw new DomainError('VALIDATION_FAILED');
    return { type: 'UserRegistered', data: command.data };
  },
};
