import { readFileSync } from 'node:fs';
import { readEvent } from '@packlens/contracts';
import type { ReadModel } from '../read-model';
import { notifyApiKeyChange } from './changes';

/** The partner API keys of every client, by hash for authentication and by client for the lists. */
export const apiKeysReadModel: ReadModel = {
  name: 'api-keys',
  tables: ['api_keys'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'),
  keys: { api_keys: 'key_id' },
  handles: ['ApiKeyIssued', 'ApiKeyRevoked'],
  async apply(events, db, t) {
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      switch (event.type) {
        case 'ApiKeyIssued': {
          const d = event.data;
          await db.query(
            `insert into ${t.api_keys} (key_id, client_id, name, scopes, key_hash, last_four, created_at, expires_at, issued_by)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (key_id) do nothing`,
            [d.keyId, d.clientId, d.name, d.scopes, d.keyHash, d.lastFour, d.issuedAt, d.expiresAt, `${d.issuedBy.kind}:${d.issuedBy.id}`],
          );
          break;
        }
        case 'ApiKeyRevoked':
          await db.query(`update ${t.api_keys} set revoked_at = $2 where key_id = $1 and revoked_at is null`, [event.data.keyId, event.data.revokedAt]);
          await notifyApiKeyChange(db, event.data.clientId);
          break;
        default:
          throw new Error(`api-keys read model cannot apply ${recorded.type}`);
      }
    }
  },
};
