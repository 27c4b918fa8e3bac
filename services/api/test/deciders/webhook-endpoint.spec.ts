import { describe, expect, it } from 'vitest';
import {
  ApiKeyIssued,
  ContractCancelled,
  DomainError,
  WebhookDeliveryReplayRequested,
  WebhookEndpointDisabled,
  WebhookEndpointEnabled,
  WebhookEndpointRegistered,
  WebhookEndpointRemoved,
  WebhookSecretRotated,
  WebhookTestRequested,
  type ErrorCode,
} from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { webhooksDecider, type WebhooksCommand } from '../../src/webhooks/deciders/webhook-endpoint';
import { adminId, at, clientId, clientRegistered, hoursAfter, member } from './fixtures';

const spec = deciderSpecification(webhooksDecider);
const refusedWith = (code: ErrorCode) => (error: unknown) => error instanceof DomainError && error.code === code;
const endpointId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const otherEndpoint = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
const by = { kind: 'user' as const, id: adminId };
const sealedSecret = 'v1.aXY.dGFn.Ym9keQ';
const rotatedSecret = 'v1.bmV3.dGFn.bmV3Ym9keQ';
const later = hoursAfter(at, 1);
const deliveryId = `msg_${'a'.repeat(32)}`;
const testId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const same = (actual: unknown, expected: unknown) => expect(actual).toEqual(expected);

const register = (overrides: Partial<Extract<WebhooksCommand, { type: 'RegisterWebhookEndpoint' }>> = {}): WebhooksCommand => ({
  type: 'RegisterWebhookEndpoint',
  endpointId,
  url: 'https://hooks.example.com/packlens',
  description: 'PIM sync',
  events: ['calculation.completed', 'calculation.failed'],
  secretSealed: sealedSecret,
  by,
  now: at,
  ...overrides,
});
const registered = () =>
  WebhookEndpointRegistered({
    clientId,
    endpointId,
    url: 'https://hooks.example.com/packlens',
    description: 'PIM sync',
    events: ['calculation.completed', 'calculation.failed'],
    secretSealed: sealedSecret,
    registeredAt: at,
    registeredBy: by,
  });
const disabled = () => WebhookEndpointDisabled({ clientId, endpointId, at: later, by });
const enabled = () => WebhookEndpointEnabled({ clientId, endpointId, at: later, by });
const removed = () => WebhookEndpointRemoved({ clientId, endpointId, removedAt: later, removedBy: by });
const command = (type: 'DisableWebhookEndpoint' | 'EnableWebhookEndpoint' | 'RemoveWebhookEndpoint', id = endpointId): WebhooksCommand => ({ type, endpointId: id, by, now: later });
const cancelled = () => ContractCancelled({ clientId, cancelledBy: adminId, cancelledAt: at });

describe('webhook endpoints: a client’s endpoints on its stream (issue 15)', () => {
  describe('registering', () => {
    it('registers an endpoint with its URL, kinds and the sealed secret', () => {
      spec.given([clientRegistered(), member(adminId, 1)]).when(register()).then([registered()], same);
    });

    it('keeps each kind once', () => {
      spec.given([clientRegistered()]).when(register({ events: ['calculation.completed', 'calculation.failed', 'calculation.completed'] })).then([registered()], same);
    });

    it('registers a retried command once', () => {
      spec.given([clientRegistered(), registered()]).when(register()).then([], same);
    });

    it('refuses an endpoint without any kind', () => {
      spec.given([clientRegistered()]).when(register({ events: [] })).thenThrows(refusedWith('VALIDATION_FAILED'));
    });

    it('refuses a client that does not exist', () => {
      spec.given([]).when(register()).thenThrows(refusedWith('NOT_FOUND'));
    });

    it('refuses a cancelled client with ACCOUNT_INACTIVE', () => {
      spec.given([clientRegistered(), cancelled()]).when(register()).thenThrows(refusedWith('ACCOUNT_INACTIVE'));
    });

    it('ignores the client’s other events (keys, members)', () => {
      const key = ApiKeyIssued({ clientId, keyId: otherEndpoint, name: 'k', scopes: ['webhooks:write'], keyHash: 'a'.repeat(64), lastFour: 'abcd', expiresAt: null, issuedAt: at, issuedBy: by });
      spec.given([clientRegistered(), key, member(adminId, 1)]).when(register()).then([registered()], same);
    });
  });

  describe('disabling, enabling and removing', () => {
    it('disables an enabled endpoint, once', () => {
      spec.given([clientRegistered(), registered()]).when(command('DisableWebhookEndpoint')).then([disabled()], same);
      spec.given([clientRegistered(), registered(), disabled()]).when(command('DisableWebhookEndpoint')).thenNothingHappens();
    });

    it('enables a disabled endpoint, once', () => {
      spec.given([clientRegistered(), registered(), disabled()]).when(command('EnableWebhookEndpoint')).then([enabled()], same);
      spec.given([clientRegistered(), registered()]).when(command('EnableWebhookEndpoint')).thenNothingHappens();
    });

    it('removes an endpoint, enabled or disabled', () => {
      spec.given([clientRegistered(), registered()]).when(command('RemoveWebhookEndpoint')).then([removed()], same);
      spec.given([clientRegistered(), registered(), disabled()]).when(command('RemoveWebhookEndpoint')).then([removed()], same);
    });

    it('answers WEBHOOK_NOT_FOUND for an endpoint it does not have (another client’s) or one removed', () => {
      for (const type of ['DisableWebhookEndpoint', 'EnableWebhookEndpoint', 'RemoveWebhookEndpoint'] as const) {
        spec.given([clientRegistered(), registered()]).when(command(type, otherEndpoint)).thenThrows(refusedWith('WEBHOOK_NOT_FOUND'));
        spec.given([clientRegistered(), registered(), removed()]).when(command(type)).thenThrows(refusedWith('WEBHOOK_NOT_FOUND'));
      }
    });
  });

  describe('secrets, tests and replays', () => {
    it('rotates the secret; the previous one signs for 24 hours more', () => {
      spec
        .given([clientRegistered(), registered()])
        .when({ type: 'RotateWebhookSecret', endpointId, secretSealed: rotatedSecret, by, now: later })
        .then([WebhookSecretRotated({ clientId, endpointId, secretSealed: rotatedSecret, rotatedAt: later, previousValidUntil: hoursAfter(later, 24), rotatedBy: by })], same);
    });

    it('asks for a test delivery, by a partner’s key too', () => {
      const key = { kind: 'apiKey' as const, id: otherEndpoint };
      spec
        .given([clientRegistered(), registered()])
        .when({ type: 'SendWebhookTest', endpointId, testId, by: key, now: later })
        .then([WebhookTestRequested({ clientId, endpointId, testId, requestedAt: later, requestedBy: key })], same);
    });

    it('asks for a replay of a delivery of an endpoint it has', () => {
      spec
        .given([clientRegistered(), registered(), disabled()])
        .when({ type: 'ReplayWebhookDelivery', endpointId, deliveryId, by, now: later })
        .then([WebhookDeliveryReplayRequested({ clientId, endpointId, deliveryId, requestedAt: later, requestedBy: by })], same);
    });

    it('refuses all three for a removed endpoint', () => {
      for (const cmd of [
        { type: 'RotateWebhookSecret', endpointId, secretSealed: rotatedSecret, by, now: later },
        { type: 'SendWebhookTest', endpointId, testId, by, now: later },
        { type: 'ReplayWebhookDelivery', endpointId, deliveryId, by, now: later },
      ] as WebhooksCommand[]) {
        spec.given([clientRegistered(), registered(), removed()]).when(cmd).thenThrows(refusedWith('WEBHOOK_NOT_FOUND'));
      }
    });
  });
});
