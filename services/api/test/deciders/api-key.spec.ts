import { describe, expect, it } from 'vitest';
import { ApiKeyIssued, ApiKeyRevoked, DomainError, type ErrorCode } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { apiKeysDecider, type ApiKeysCommand } from '../../src/api-keys/deciders/api-key';
import { adminId, at, clientId, clientRegistered, hoursAfter, member } from './fixtures';

const spec = deciderSpecification(apiKeysDecider);
const refusedWith = (code: ErrorCode) => (error: unknown) => error instanceof DomainError && error.code === code;
const keyId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const by = { kind: 'user' as const, id: adminId };
const hash = 'a'.repeat(64);

const issueKey = (overrides: Partial<Extract<ApiKeysCommand, { type: 'IssueApiKey' }>> = {}): ApiKeysCommand => ({
  type: 'IssueApiKey',
  keyId,
  name: 'PIM sync',
  scopes: ['projects:read', 'results:read'],
  keyHash: hash,
  lastFour: 'x9Qz',
  expiresAt: null,
  by,
  now: at,
  ...overrides,
});
const revokeKey = (now = hoursAfter(at, 1)): ApiKeysCommand => ({ type: 'RevokeApiKey', keyId, by, now });
const issued = (expiresAt: string | null = null) =>
  ApiKeyIssued({ clientId, keyId, name: 'PIM sync', scopes: ['projects:read', 'results:read'], keyHash: hash, lastFour: 'x9Qz', expiresAt, issuedAt: at, issuedBy: by });
const revoked = (revokedAt = hoursAfter(at, 1)) => ApiKeyRevoked({ clientId, keyId, revokedAt, revokedBy: by });
const same = (actual: unknown, expected: unknown) => expect(actual).toEqual(expected);

describe('API keys: a client’s keys on its stream (issue 15)', () => {
  describe('when the client is registered', () => {
    it('issues a key with its hash, last four, scopes and expiry, never the key itself', () => {
      spec.given([clientRegistered(), member(adminId, 1)]).when(issueKey()).then([issued()], same);
    });

    it('issues a key that expires later', () => {
      spec.given([clientRegistered()]).when(issueKey({ expiresAt: hoursAfter(at, 24) })).then([issued(hoursAfter(at, 24))], same);
    });

    it('keeps each scope once', () => {
      spec.given([clientRegistered()]).when(issueKey({ scopes: ['projects:read', 'results:read', 'projects:read'] })).then([issued()], same);
    });

    it('refuses an expiry that is not in the future with VALIDATION_FAILED', () => {
      spec.given([clientRegistered()]).when(issueKey({ expiresAt: at })).thenThrows(refusedWith('VALIDATION_FAILED'));
    });

    it('issues a retried command once', () => {
      spec.given([clientRegistered(), issued()]).when(issueKey()).then([], same);
    });

    it('ignores the client’s other events: a plan change or a new member leaves the keys', () => {
      spec.given([clientRegistered(), issued(), member(adminId, 1)]).when(revokeKey()).then([revoked()], same);
    });
  });

  describe('revoking', () => {
    it('revokes an active key', () => {
      spec.given([clientRegistered(), issued()]).when(revokeKey()).then([revoked()], same);
    });

    it('revokes a revoked key once: nothing more happens', () => {
      spec.given([clientRegistered(), issued(), revoked()]).when(revokeKey(hoursAfter(at, 2))).then([], same);
    });

    it('refuses a key the client does not have with NOT_FOUND', () => {
      spec.given([clientRegistered()]).when(revokeKey()).thenThrows(refusedWith('NOT_FOUND'));
    });
  });

  describe('when the client is unknown or cancelled', () => {
    it('refuses a key for an unknown client with NOT_FOUND', () => {
      spec.given([]).when(issueKey()).thenThrows(refusedWith('NOT_FOUND'));
    });

    it('refuses a key for a cancelled contract with ACCOUNT_INACTIVE', () => {
      spec
        .given([clientRegistered(), { type: 'ContractCancelled', data: { clientId, cancelledBy: adminId, cancelledAt: at } }])
        .when(issueKey())
        .thenThrows(refusedWith('ACCOUNT_INACTIVE'));
    });
  });
});
