import {
  DomainError,
  type EventOf,
  type UserDeleted,
  type UserDetailsChanged,
  type UserPasswordChanged,
  type UserRegistered,
  type UserStatus,
  type UserStatusChanged,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

export type UserEvent =
  | EventOf<typeof UserRegistered>
  | EventOf<typeof UserDetailsChanged>
  | EventOf<typeof UserStatusChanged>
  | EventOf<typeof UserPasswordChanged>
  | EventOf<typeof UserDeleted>;

type Registration = EventOf<typeof UserRegistered>['data'];
export type UserDetails = EventOf<typeof UserDetailsChanged>['data']['changes'];

export type UserState =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      userId: string;
      clientId: string | null;
      role: 0 | 1 | 2;
      details: Required<UserDetails>;
      userStatus: UserStatus;
      passwordChangedAt: string | null;
    }
  | { status: 'deleted'; userId: string; clientId: string | null };
type RegisteredUser = Extract<UserState, { status: 'registered' }>;

export type RegisterUser = { type: 'RegisterUser'; data: Registration };
export type UserCommand =
  | RegisterUser
  | { type: 'ChangeUserDetails'; changes: UserDetails; now: string }
  | { type: 'ChangeUserStatus'; status: UserStatus; now: string }
  | { type: 'ChangePassword'; passwordHash: string; reason: EventOf<typeof UserPasswordChanged>['data']['reason']; now: string }
  | { type: 'DeleteUser'; now: string };

const detailKeys = ['name', 'furigana', 'department', 'email', 'language'] as const;

function live(state: UserState): RegisteredUser {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND');
  return state;
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve: (state, event) => {
    if (event.type === 'UserRegistered') {
      const d = event.data;
      return {
        status: 'registered',
        userId: d.userId,
        clientId: d.clientId,
        role: d.role,
        details: { name: d.name, furigana: d.furigana, department: d.department, email: d.email, language: d.language },
        userStatus: d.status,
        passwordChangedAt: null,
      };
    }
    if (state.status !== 'registered') return state;
    switch (event.type) {
      case 'UserDetailsChanged':
        return { ...state, details: { ...state.details, ...event.data.changes } };
      case 'UserStatusChanged':
        return { ...state, userStatus: event.data.status };
      case 'UserPasswordChanged':
        return { ...state, passwordChangedAt: event.data.changedAt };
      case 'UserDeleted':
        return { status: 'deleted', userId: state.userId, clientId: state.clientId };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'unregistered') throw new DomainError('ALREADY_EXISTS');
        // Super admins belong to the platform, everyone else to a client.
        if ((command.data.role === 2) !== (command.data.clientId === null)) throw new DomainError('VALIDATION_FAILED');
        return { type: 'UserRegistered', data: command.data };
      case 'ChangeUserDetails': {
        const user = live(state);
        const changes: UserDetails = {};
        for (const key of detailKeys) {
          if (command.changes[key] !== undefined && command.changes[key] !== user.details[key]) Object.assign(changes, { [key]: command.changes[key] });
        }
        if (!Object.keys(changes).length) return [];
        return { type: 'UserDetailsChanged', data: { userId: user.userId, changes, changedAt: command.now } };
      }
      case 'ChangeUserStatus': {
        const user = live(state);
        if (user.userStatus === command.status) return [];
        return { type: 'UserStatusChanged', data: { userId: user.userId, status: command.status, changedAt: command.now } };
      }
      case 'ChangePassword': {
        const user = live(state);
        return { type: 'UserPasswordChanged', data: { userId: user.userId, passwordHash: command.passwordHash, reason: command.reason, changedAt: command.now } };
      }
      case 'DeleteUser':
        if (state.status === 'deleted') return [];
        return { type: 'UserDeleted', data: { userId: live(state).userId, clientId: live(state).clientId, deletedAt: command.now } };
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
