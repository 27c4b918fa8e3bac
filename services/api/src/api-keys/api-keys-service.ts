import { randomUUID } from 'node:crypto';
import { DomainError, readEvent, type ApiKey, type ApiKeyIntrospection, type ApiKeyScope, type CreateApiKeyRequest, type CreatedApiKey } from '@packlens/contracts';
import { commandHandler } from '@packlens/kernel';
import { findApiKeyWithPrincipal, findScopedApiKey, listApiKeys, recordApiKeyUse, type ApiKeyRow } from '@packlens/projections';
import type { AppDeps } from '../app/deps';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { readYourWrites } from '../identity/read-your-writes';
import { commandMetadata, streams } from '../identity/streams';
import { apiKeysDecider, type ApiKeysEvent, type KeyManager } from './deciders/api-key';
import { apiKeyHash, isWellFormedApiKey, lastFourOf, newApiKey } from './key-secrets';

type ApiKeyWithPrincipalRow = NonNullable<Awaited<ReturnType<typeof findApiKeyWithPrincipal>>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toApiKey(row: ApiKeyRow, now: Date): ApiKey {
  const status = row.revoked_at ? 'revoked' : row.expires_at && row.expires_at <= now ? 'expired' : 'active';
  return {
    id: row.key_id,
    client_id: row.client_id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    last_four: row.last_four,
    created_at: row.created_at.toISOString(),
    last_used_at: iso(row.last_used_at),
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    status,
  };
}

/** Keys are managed by people only; the guard of the routes already refuses keys, this keeps the decider's word. */
const managerOf = (auth: AuthContext): KeyManager => ({ kind: 'user', id: auth.userId });

/**
 * Partner API keys (issue 15, item 1): a client's admin issues, lists and revokes its keys; the super admin lists and
 * revokes any client's. A request's key is found by its hash and acts for its client within its scopes.
 */
export function apiKeysService(deps: AppDeps) {
  const handle = commandHandler(deps.store, apiKeysDecider, { readEvent: (type, data, version) => readEvent(type, data, version) as ApiKeysEvent });
  const settle = readYourWrites(deps.pool, deps.logger);
  const now = () => deps.clock();
  /**
   * Keys this process authenticated lately, by hash, with when they were read (monotonic ms): a busy key costs one
   * read per `apiKeyCacheMs`, not one per request (see AppConfig.apiKeyCacheMs for what that delays).
   */
  const cacheMs = deps.config.apiKeyCacheMs ?? 0;
  const recentKeys = new Map<string, { row: ApiKeyWithPrincipalRow; readAt: number }>();
  async function keyByHash(hash: string): Promise<ApiKeyWithPrincipalRow | undefined> {
    const cached = recentKeys.get(hash);
    if (cached && performance.now() - cached.readAt < cacheMs) return cached.row;
    const row = await findApiKeyWithPrincipal(deps.pool, hash);
    if (cacheMs > 0 && row) {
      if (recentKeys.size >= 10_000) recentKeys.clear();
      recentKeys.set(hash, { row, readAt: performance.now() });
    }
    return row;
  }
  const forgetKey = (keyId: string) => {
    for (const [hash, { row }] of recentKeys) if (row.key_id === keyId) recentKeys.delete(hash);
  };
  const forgetClient = (clientId: string) => {
    for (const [hash, { row }] of recentKeys) if (row.client_id === clientId) recentKeys.delete(hash);
  };
  /** When this process last wrote each key's use: a busy key costs one write a minute, not one per request. */
  const usesWritten = new Map<string, number>();
  async function recordUse(keyId: string, at: Date) {
    const last = usesWritten.get(keyId);
    if (last !== undefined && at.getTime() - last < 60_000 && at.getTime() >= last) return;
    usesWritten.set(keyId, at.getTime());
    await recordApiKeyUse(deps.pool, keyId, at);
  }

  async function revokeFound(auth: AuthContext, row: ApiKeyRow, info: RequestInfo): Promise<ApiKey> {
    const at = now();
    const result = await handle(
      streams.client(row.client_id),
      { type: 'RevokeApiKey', keyId: row.key_id, by: managerOf(auth), now: at.toISOString() },
      { commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), row.client_id, info.requestId, at) },
    );
    // Revoked means refused on the very next request: answer once the read model holds it, and this process no longer
    // keeps the key (other replicas read it again within AppConfig.apiKeyCacheMs).
    await settle(result.append?.positions.at(-1));
    forgetKey(row.key_id);
    const revoked = await findScopedApiKey(deps.pool, row.key_id, row.client_id);
    return toApiKey(revoked ?? row, now());
  }

  return {
    /**
     * Drops what this process keeps of a client's keys: called when any replica changed a key or the client
     * (`apiKeyChangesChannel`), so a revocation or a suspension made elsewhere holds here at once.
     */
    forgetClient,
    /** A new key for the caller's client, shown this once. */
    async issue(auth: AuthContext, input: CreateApiKeyRequest, info: RequestInfo): Promise<CreatedApiKey> {
      if (!auth.clientId) throw new DomainError('FORBIDDEN');
      const key = newApiKey();
      const keyId = randomUUID();
      const at = now();
      const result = await handle(
        streams.client(auth.clientId),
        {
          type: 'IssueApiKey',
          keyId,
          name: input.name,
          scopes: input.scopes,
          keyHash: apiKeyHash(key),
          lastFour: lastFourOf(key),
          expiresAt: input.expires_at ? new Date(input.expires_at).toISOString() : null,
          by: managerOf(auth),
          now: at.toISOString(),
        },
        { commandId: keyId, metadata: commandMetadata(actorOf(auth), auth.clientId, info.requestId, at) },
      );
      await settle(result.append?.positions.at(-1));
      const row = await findScopedApiKey(deps.pool, keyId, auth.clientId);
      if (!row) throw new Error(`api key ${keyId} is not in the read model`);
      return { ...toApiKey(row, now()), key };
    },

    /** The keys of a client (the super admin: of `clientId`, or of every client when it is null). */
    async list(clientId: string | null): Promise<ApiKey[]> {
      const at = now();
      return (await listApiKeys(deps.pool, clientId)).map((row) => toApiKey(row, at));
    },

    /** Revokes a key of `scopeClientId` (null: the super admin, any client's); another client's key is not found. */
    async revoke(auth: AuthContext, keyId: string, scopeClientId: string | null, info: RequestInfo): Promise<ApiKey> {
      const row = await findScopedApiKey(deps.pool, keyId, scopeClientId);
      if (!row) throw new DomainError('NOT_FOUND');
      return revokeFound(auth, row, info);
    },

    /**
     * The caller a key stands for: its client, acting within the plan, quota and service gates of the client's
     * administrator account (so a key stops with its client, not with the person who made it).
     */
    async authenticate(credential: string): Promise<AuthContext> {
      if (!isWellFormedApiKey(credential)) throw new DomainError('API_KEY_INVALID');
      const row = await keyByHash(apiKeyHash(credential));
      if (!row) throw new DomainError('API_KEY_INVALID');
      if (row.revoked_at) throw new DomainError('API_KEY_REVOKED');
      const at = now();
      if (row.expires_at && row.expires_at <= at) throw new DomainError('API_KEY_EXPIRED');
      const { principal } = row;
      if (!principal?.administrator_id || principal.client_status !== 'valid') throw new DomainError('ACCOUNT_INACTIVE');
      await recordUse(row.key_id, at);
      return {
        userId: principal.administrator_id,
        // A key is never an administrator: user management and the like stay with people.
        role: 0,
        clientId: row.client_id,
        sessionId: '',
        apiKey: { keyId: row.key_id, name: row.name, scopes: row.scopes as ApiKeyScope[], expiresAt: iso(row.expires_at) },
      };
    },

    /** POST /api/user_token/ with a key: what it is and may do. */
    introspect(auth: AuthContext): ApiKeyIntrospection {
      if (!auth.apiKey || !auth.clientId) throw new DomainError('API_KEY_INVALID');
      const { keyId, name, scopes, expiresAt } = auth.apiKey;
      return { token_type: 'api_key', key_id: keyId, client_id: auth.clientId, name, scopes: [...scopes], expires_at: expiresAt };
    },
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;
