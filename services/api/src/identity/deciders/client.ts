import { DomainError, planById, type ClientRegistered, type EventOf, type PlanChanged } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

export type ClientEvent = EventOf<typeof ClientRegistered> | EventOf<typeof PlanChanged>;

export type ClientState =
  | { status: 'unregistered' }
  | { status: 'registered'; clientId: string; planId: number };

export type RegisterClient = { type: 'RegisterClient'; data: EventOf<typeof ClientRegistered>['data'] };
export type ClientCommand = RegisterClient;

export const clientDecider: Decider<ClientState, ClientCommand, ClientEvent> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ClientRegistered':
        return { status: 'registered', clientId: event.data.clientId, planId: event.data.planId };
      case 'PlanChanged':
        return state.status === 'registered' ? { ...state, planId: event.data.planId } : state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterClient':
        if (state.status === 'registered') throw new DomainError('ALREADY_EXISTS');
        if (!planById(command.data.planId)) throw new DomainError('VALIDATION_FAILED');
        return { type: 'ClientRegistered', data: command.data };
      default: {
        const unreachable: never = command.type;
        return unreachable;
      }
    }
  },
};
