import { DomainError, type ApiKeyScope } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';
import type { ClientEvent } from '../../identity/deciders/client';

/**
 * A client's partner API keys, decided on the client's stream (`client-<id>`): the keys belong to the client, so
 * they outlive the person who made them. Only the client's registration and cancellation matter here; every other
 * client event leaves the keys as they are.
 */
export type ApiKeysEvent = ClientEvent;

interface KeyRecord {
  status: 'active' | 'revoked';
  expiresAt: string | null;
}

export type ApiKeysState =
  | { status: 'unregistered' }
  | { status: 'registered'; clientId: string; cancelled: boolean; keys: Record<string, KeyRecord> };

/** Who acts on the keys: a person (the client's admin, the super admin); a key never manages keys. */
export interface KeyManager {
  kind: 'user' | 'system';
  id: string;
}

export type ApiKeysCommand =
  | {
      type: 'IssueApiKey';
      keyId: string;
      name: string;
      scopes: ApiKeyScope[];
      keyHash: string;
      lastFour: string;
      expiresAt: string | null;
      by: KeyManager;
      now: string;
    }
  | { type: 'RevokeApiKey'; keyId: string; by: KeyManager; now: string };

function registered(state: ApiKeysState) {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND');
  return state;
}

export const apiKeysDecider: Decider<ApiKeysState, ApiKeysCommand, ApiKeysEvent> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve: (state, event) => {
    if (event.type === 'ClientRegistered') return { status: 'registered', clientId: event.data.clientId, cancelled: false, keys: {} };
    if (state.status !== 'registered') return state;
    switch (event.type) {
      case 'ContractCancelled':
        return { ...state, cancelled: true };
      case 'ApiKeyIssued': {
        const d = event.data;
        return { ...state, keys: { ...state.keys, [d.keyId]: { status: 'active', expiresAt: d.expiresAt } } };
      }
      case 'ApiKeyRevoked': {
        const d = event.data;
        const key = state.keys[d.keyId];
        return key ? { ...state, keys: { ...state.keys, [d.keyId]: { ...key, status: 'revoked' } } } : state;
      }
      default:
        // The client's other events (plan, details, members) do not touch its keys.
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueApiKey': {
        const client = registered(state);
        if (client.cancelled) throw new DomainError('ACCOUNT_INACTIVE');
        // A retried command with the same key id issued it already.
        if (client.keys[command.keyId]) return [];
        if (command.expiresAt !== null && command.expiresAt <= command.now) throw new DomainError('VALIDATION_FAILED');
        const { keyId, name, keyHash, lastFour, expiresAt, by, now } = command;
        return {
          type: 'ApiKeyIssued',
          data: { clientId: client.clientId, keyId, name, scopes: [...new Set(command.scopes)], keyHash, lastFour, expiresAt, issuedAt: now, issuedBy: by },
        };
      }
      case 'RevokeApiKey': {
        const client = registered(state);
        const key = client.keys[command.keyId];
        if (!key) throw new DomainError('NOT_FOUND');
        if (key.status === 'revoked') return [];
        return { type: 'ApiKeyRevoked', data: { clientId: client.clientId, keyId: command.keyId, revokedAt: command.now, revokedBy: command.by } };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
