import { readFileSync } from 'node:fs';
import { SessionStarted } from '@packlens/contracts';
import type { ReadModel } from '../read-model';

/** Logins (sessions started): who, when, from where, and whether a mail code was needed. */
export const loginHistoryReadModel: ReadModel = {
  name: 'login-history',
  tables: ['login_history'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'),
  keys: { login_history: 'session_id' },
  handles: ['SessionStarted'],
  async apply(events, db, t) {
    for (const recorded of events) {
      const d = SessionStarted.read(recorded.data, recorded.schemaVersion);
      await db.query(
        `insert into ${t.login_history} (session_id, user_id, client_id, logged_in_at, ip, user_agent, mfa)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (session_id) do nothing`,
        [d.sessionId, d.userId, d.clientId, d.startedAt, d.ip ?? null, d.userAgent ?? null, d.mfa],
      );
    }
  },
};
