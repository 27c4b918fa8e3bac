import {
  DomainError,
  isAddOn,
  planById,
  type AdministratorChanged,
  type ApiKeyEvent,
  type ClientDetailsChanged,
  type ClientMemberAdmitted,
  type ClientMemberReleased,
  type ClientRegistered,
  type ClientSettingsChanged,
  type ContractCancelled,
  type EventOf,
  type PlanChanged,
  type PlanUsersSelected,
  type WebhookEvent,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

export type ClientEvent =
  | EventOf<typeof ClientRegistered>
  | EventOf<typeof PlanChanged>
  | EventOf<typeof PlanUsersSelected>
  | EventOf<typeof ClientDetailsChanged>
  | EventOf<typeof ClientSettingsChanged>
  | EventOf<typeof ClientMemberAdmitted>
  | EventOf<typeof ClientMemberReleased>
  | EventOf<typeof AdministratorChanged>
  | EventOf<typeof ContractCancelled>
  /** Keys live on the client's stream but are decided apart (api-keys/deciders). */
  | ApiKeyEvent
  /** So do webhook endpoints (webhooks/deciders). */
  | WebhookEvent;

type Registered = EventOf<typeof ClientRegistered>['data'];
export type ClientDetails = EventOf<typeof ClientDetailsChanged>['data']['changes'];
export type ClientSettings = EventOf<typeof ClientSettingsChanged>['data']['changes'];
type Plans = Pick<EventOf<typeof PlanChanged>['data'], 'planId' | 'planOptionId' | 'planGenerateId' | 'planKeyVisualId' | 'expiresAt'>;

export type ClientState =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      clientId: string;
      groupId: string;
      details: Required<ClientDetails>;
      settings: Required<ClientSettings>;
      plans: Plans;
      cancelled: boolean;
      /** The client's users and their roles (1 admin, 0 user). */
      members: Record<string, 0 | 1>;
    };
type RegisteredClient = Extract<ClientState, { status: 'registered' }>;

export type ClientCommand =
  | { type: 'RegisterClient'; data: Registered }
  | { type: 'ChangeClientDetails'; changes: ClientDetails; now: string }
  | { type: 'ChangeClientSettings'; changes: ClientSettings; now: string }
  /** The super admin moves a client to another base plan; add-ons and expiry stay. */
  | { type: 'ChangeBasePlan'; planId: number; now: string }
  /** `maxAccounts`: the accounts the client may have on its plans in force (the catalogue as edited), as the caller read it. */
  | { type: 'AdmitMember'; userId: string; role: 0 | 1; maxAccounts: number }
  | { type: 'ReleaseMember'; userId: string }
  | { type: 'ChangeAdministrator'; byUserId: string; newAdminId: string; groupId: string; newAdminValid: boolean; now: string }
  | { type: 'CancelContract'; byUserId: string; groupId: string; now: string };

const detailKeys = ['company', 'department', 'headquarters', 'accountType', 'country', 'zipCode', 'address', 'building', 'telephone', 'ownerName'] as const;
const settingKeys = ['mfaEnabled', 'mfaPhone', 'maxImages', 'status', 'requestPayment'] as const;

/** Only the keys whose value differs from the current one. */
function differences<T extends Record<string, unknown>>(current: T, changes: Partial<T>, keys: readonly (keyof T)[]): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of keys) {
    if (changes[key] !== undefined && changes[key] !== current[key]) changed[key] = changes[key];
  }
  return changed;
}

const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;

export const administratorOf = (state: RegisteredClient) =>
  Object.entries(state.members).find(([, role]) => role === 1)?.[0];

function registered(state: ClientState): RegisteredClient {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND');
  return state;
}

/** The admin acting must be the client's administrator, and confirm the company by its group id. */
function assertAdministratorConfirms(state: RegisteredClient, byUserId: string, groupId: string) {
  if (state.members[byUserId] !== 1) throw new DomainError('FORBIDDEN');
  if (groupId !== state.groupId) throw new DomainError('GROUP_ID_MISMATCH');
}

export const clientDecider: Decider<ClientState, ClientCommand, ClientEvent> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve: (state, event) => {
    if (event.type === 'ClientRegistered') {
      const d = event.data;
      return {
        status: 'registered',
        clientId: d.clientId,
        groupId: d.groupId,
        details: pick(d, detailKeys),
        settings: { mfaEnabled: d.mfaEnabled, mfaPhone: d.mfaPhone, maxImages: d.maxImages, status: 'valid', requestPayment: d.requestPayment },
        plans: { planId: d.planId, planOptionId: null, planGenerateId: null, planKeyVisualId: null, expiresAt: null },
        cancelled: false,
        members: {},
      };
    }
    if (state.status !== 'registered') return state;
    switch (event.type) {
      case 'PlanChanged':
        return { ...state, plans: pick(event.data, ['planId', 'planOptionId', 'planGenerateId', 'planKeyVisualId', 'expiresAt']) };
      case 'PlanUsersSelected':
        return state;
      case 'ClientDetailsChanged':
        return { ...state, details: { ...state.details, ...event.data.changes } };
      case 'ClientSettingsChanged':
        return { ...state, settings: { ...state.settings, ...event.data.changes } };
      case 'ClientMemberAdmitted':
        return { ...state, members: { ...state.members, [event.data.userId]: event.data.role } };
      case 'ClientMemberReleased': {
        const { [event.data.userId]: _released, ...members } = state.members;
        return { ...state, members };
      }
      case 'AdministratorChanged':
        return { ...state, members: { ...state.members, [event.data.previousAdminId]: 0, [event.data.newAdminId]: 1 } };
      case 'ContractCancelled':
        return { ...state, cancelled: true };
      case 'ApiKeyIssued':
      case 'ApiKeyRevoked':
      case 'WebhookEndpointRegistered':
      case 'WebhookEndpointDisabled':
      case 'WebhookEndpointEnabled':
      case 'WebhookEndpointRemoved':
      case 'WebhookSecretRotated':
      case 'WebhookTestRequested':
      case 'WebhookDeliveryReplayRequested':
        return state;
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
      case 'ChangeClientDetails': {
        const client = registered(state);
        const changes = differences(client.details, command.changes, detailKeys);
        if (!Object.keys(changes).length) return [];
        return { type: 'ClientDetailsChanged', data: { clientId: client.clientId, changes, changedAt: command.now } };
      }
      case 'ChangeClientSettings': {
        const client = registered(state);
        // A cancelled contract stays cancelled; the other settings can still be corrected.
        const requested = client.cancelled ? { ...command.changes, status: undefined } : command.changes;
        const changes = differences(client.settings, requested, settingKeys);
        if (!Object.keys(changes).length) return [];
        return { type: 'ClientSettingsChanged', data: { clientId: client.clientId, changes, changedAt: command.now } };
      }
      case 'ChangeBasePlan': {
        const client = registered(state);
        const plan = planById(command.planId);
        if (!plan || isAddOn(plan)) throw new DomainError('PLAN_NOT_SELECTABLE');
        if (plan.id === client.plans.planId) return [];
        return { type: 'PlanChanged', data: { clientId: client.clientId, ...client.plans, planId: plan.id, selectedUserIds: [], changedAt: command.now } };
      }
      case 'AdmitMember': {
        const client = registered(state);
        if (client.cancelled) throw new DomainError('ACCOUNT_INACTIVE');
        if (client.members[command.userId] !== undefined) return [];
        const max = command.maxAccounts;
        if (Object.keys(client.members).length >= max) throw new DomainError('USER_LIMIT_REACHED', { max });
        // One administrator per client (section 6: the owner); the role moves only by change_manager.
        if (command.role === 1 && administratorOf(client) !== undefined) throw new DomainError('ALREADY_EXISTS');
        return { type: 'ClientMemberAdmitted', data: { clientId: client.clientId, userId: command.userId, role: command.role } };
      }
      case 'ReleaseMember': {
        const client = registered(state);
        const role = client.members[command.userId];
        if (role === undefined) return [];
        // The administrator hands the role over before leaving.
        if (role === 1) throw new DomainError('OWN_ACCOUNT_NOT_ALLOWED');
        return { type: 'ClientMemberReleased', data: { clientId: client.clientId, userId: command.userId } };
      }
      case 'ChangeAdministrator': {
        const client = registered(state);
        assertAdministratorConfirms(client, command.byUserId, command.groupId);
        if (command.newAdminId === command.byUserId) throw new DomainError('OWN_ACCOUNT_NOT_ALLOWED');
        if (client.members[command.newAdminId] === undefined) throw new DomainError('NOT_FOUND');
        if (!command.newAdminValid) throw new DomainError('USER_NOT_VALID');
        return {
          type: 'AdministratorChanged',
          data: { clientId: client.clientId, previousAdminId: command.byUserId, newAdminId: command.newAdminId, changedAt: command.now },
        };
      }
      case 'CancelContract': {
        const client = registered(state);
        assertAdministratorConfirms(client, command.byUserId, command.groupId);
        if (client.cancelled) return [];
        return { type: 'ContractCancelled', data: { clientId: client.clientId, cancelledBy: command.byUserId, cancelledAt: command.now } };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
