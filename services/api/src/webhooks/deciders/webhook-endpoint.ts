import { DomainError, type WebhookEvent, type WebhookEventKind } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';
import type { ClientEvent } from '../../identity/deciders/client';

/**
 * A client's webhook endpoints, decided on the client's stream (`client-<id>`) beside its API keys: they belong to
 * the client. Only the client's registration and cancellation matter here besides the endpoints' own events. Pure:
 * the URL's check (which resolves names) and the sealing of the secret happen before the command.
 */
export type WebhooksEvent = ClientEvent;

interface EndpointRecord {
  status: 'enabled' | 'disabled' | 'removed';
}

export type WebhooksState =
  | { status: 'unregistered' }
  | { status: 'registered'; clientId: string; cancelled: boolean; endpoints: Record<string, EndpointRecord> };

/** Who acts on the endpoints: the client's admin, a partner's key with `webhooks:write`, or the system. */
export interface WebhookManager {
  kind: 'user' | 'apiKey' | 'system';
  id: string;
}

/** How long the previous secret keeps signing beside a new one. */
export const previousSecretHours = 24;

export type WebhooksCommand =
  | {
      type: 'RegisterWebhookEndpoint';
      endpointId: string;
      url: string;
      description: string;
      events: WebhookEventKind[];
      secretSealed: string;
      by: WebhookManager;
      now: string;
    }
  | { type: 'DisableWebhookEndpoint'; endpointId: string; by: WebhookManager; now: string }
  | { type: 'EnableWebhookEndpoint'; endpointId: string; by: WebhookManager; now: string }
  | { type: 'RemoveWebhookEndpoint'; endpointId: string; by: WebhookManager; now: string }
  | { type: 'RotateWebhookSecret'; endpointId: string; secretSealed: string; by: WebhookManager; now: string }
  | { type: 'SendWebhookTest'; endpointId: string; testId: string; by: WebhookManager; now: string }
  | { type: 'ReplayWebhookDelivery'; endpointId: string; deliveryId: string; by: WebhookManager; now: string };

function registered(state: WebhooksState) {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND');
  return state;
}

/** An endpoint that exists (a removed one is gone: WEBHOOK_NOT_FOUND). */
function endpointOf(state: WebhooksState, endpointId: string) {
  const client = registered(state);
  const endpoint = client.endpoints[endpointId];
  if (!endpoint || endpoint.status === 'removed') throw new DomainError('WEBHOOK_NOT_FOUND');
  return { client, endpoint };
}

const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3600_000).toISOString();

const isWebhookEvent = (event: WebhooksEvent): event is Extract<WebhooksEvent, WebhookEvent> => event.type.startsWith('Webhook');

export const webhooksDecider: Decider<WebhooksState, WebhooksCommand, WebhooksEvent> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve: (state, event) => {
    if (event.type === 'ClientRegistered') return { status: 'registered', clientId: event.data.clientId, cancelled: false, endpoints: {} };
    if (state.status !== 'registered') return state;
    if (event.type === 'ContractCancelled') return { ...state, cancelled: true };
    // The client's other events (plan, details, members, keys) do not touch its endpoints.
    if (!isWebhookEvent(event)) return state;
    const set = (endpointId: string, status: EndpointRecord['status']) => ({ ...state, endpoints: { ...state.endpoints, [endpointId]: { status } } });
    switch (event.type) {
      case 'WebhookEndpointRegistered':
        return set(event.data.endpointId, 'enabled');
      case 'WebhookEndpointDisabled':
        return set(event.data.endpointId, 'disabled');
      case 'WebhookEndpointEnabled':
        return set(event.data.endpointId, 'enabled');
      case 'WebhookEndpointRemoved':
        return set(event.data.endpointId, 'removed');
      default:
        // A rotation, a test or a replay leaves the endpoint as it is.
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterWebhookEndpoint': {
        const client = registered(state);
        if (client.cancelled) throw new DomainError('ACCOUNT_INACTIVE');
        // A retried command with the same endpoint id registered it already.
        if (client.endpoints[command.endpointId]) return [];
        if (command.events.length === 0) throw new DomainError('VALIDATION_FAILED', {}, { events: 'VALIDATION_FAILED' });
        const { endpointId, url, description, secretSealed, by, now } = command;
        return {
          type: 'WebhookEndpointRegistered',
          data: { clientId: client.clientId, endpointId, url, description, events: [...new Set(command.events)], secretSealed, registeredAt: now, registeredBy: by },
        };
      }
      case 'DisableWebhookEndpoint': {
        const { client, endpoint } = endpointOf(state, command.endpointId);
        if (endpoint.status === 'disabled') return [];
        return { type: 'WebhookEndpointDisabled', data: { clientId: client.clientId, endpointId: command.endpointId, at: command.now, by: command.by } };
      }
      case 'EnableWebhookEndpoint': {
        const { client, endpoint } = endpointOf(state, command.endpointId);
        if (client.cancelled) throw new DomainError('ACCOUNT_INACTIVE');
        if (endpoint.status === 'enabled') return [];
        return { type: 'WebhookEndpointEnabled', data: { clientId: client.clientId, endpointId: command.endpointId, at: command.now, by: command.by } };
      }
      case 'RemoveWebhookEndpoint': {
        const { client } = endpointOf(state, command.endpointId);
        return { type: 'WebhookEndpointRemoved', data: { clientId: client.clientId, endpointId: command.endpointId, removedAt: command.now, removedBy: command.by } };
      }
      case 'RotateWebhookSecret': {
        const { client } = endpointOf(state, command.endpointId);
        return {
          type: 'WebhookSecretRotated',
          data: {
            clientId: client.clientId,
            endpointId: command.endpointId,
            secretSealed: command.secretSealed,
            rotatedAt: command.now,
            previousValidUntil: hoursAfter(command.now, previousSecretHours),
            rotatedBy: command.by,
          },
        };
      }
      case 'SendWebhookTest': {
        const { client } = endpointOf(state, command.endpointId);
        if (client.cancelled) throw new DomainError('ACCOUNT_INACTIVE');
        return { type: 'WebhookTestRequested', data: { clientId: client.clientId, endpointId: command.endpointId, testId: command.testId, requestedAt: command.now, requestedBy: command.by } };
      }
      case 'ReplayWebhookDelivery': {
        const { client } = endpointOf(state, command.endpointId);
        if (client.cancelled) throw new DomainError('ACCOUNT_INACTIVE');
        return {
          type: 'WebhookDeliveryReplayRequested',
          data: { clientId: client.clientId, endpointId: command.endpointId, deliveryId: command.deliveryId, requestedAt: command.now, requestedBy: command.by },
        };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
