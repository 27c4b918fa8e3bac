import { readFileSync } from 'node:fs';
import { readEvent, type PacklensEvent } from '@packlens/contracts';
import type { RecordedEvent } from '@packlens/kernel';
import type { ReadModel } from '../read-model';

type Db = Parameters<ReadModel['apply']>[1];
type Tables = Parameters<ReadModel['apply']>[2];

async function applyOne(event: PacklensEvent, recorded: RecordedEvent, db: Db, t: Tables): Promise<void> {
  switch (event.type) {
    case 'ClientRegistered': {
      const d = event.data;
      await db.query(
        `insert into ${t.clients} (client_id, group_id, company, department, account_type, country, address, telephone,
           owner_name, plan_id, max_images, mfa_enabled, status, registered_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'valid', $13, $13)`,
        [d.clientId, d.groupId, d.company, d.department, d.accountType, d.country, d.address, d.telephone, d.ownerName, d.planId,
          d.maxImages, d.mfaEnabled, d.registeredAt],
      );
      return;
    }
    case 'PlanChanged': {
      const d = event.data;
      await db.query(
        `update ${t.clients} set plan_id = $2, plan_option_id = $3, plan_generate_id = $4, plan_key_visual_id = $5,
           plan_expires_at = $6, updated_at = $7 where client_id = $1`,
        [d.clientId, d.planId, d.planOptionId, d.planGenerateId, d.planKeyVisualId, d.expiresAt, d.changedAt],
      );
      return;
    }
    case 'UserRegistered': {
      const d = event.data;
      await db.query(
        `insert into ${t.users} (user_id, client_id, email, name, role, status, password_hash, registered_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [d.userId, d.clientId, d.email, d.name, d.role, d.status, d.passwordHash, d.registeredAt],
      );
      return;
    }
    case 'SessionStarted': {
      await db.query(`update ${t.users} set last_login_at = $2, login_count = login_count + 1 where user_id = $1`, [
        event.data.userId,
        event.data.startedAt,
      ]);
      return;
    }
    default:
      // The subscription only delivers the types in `handles`; anything else here is a programming error.
      throw new Error(`identity read model cannot apply ${recorded.type}`);
  }
}

/** Clients and users, for login, account pages and the admin console's client list. */
export const identityReadModel: ReadModel = {
  name: 'identity',
  tables: ['clients', 'users'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'),
  keys: { clients: 'client_id', users: 'user_id' },
  handles: ['ClientRegistered', 'PlanChanged', 'UserRegistered', 'SessionStarted'],
  async apply(events, db, tables) {
    for (const recorded of events) {
      await applyOne(readEvent(recorded.type, recorded.data, recorded.schemaVersion), recorded, db, tables);
    }
  },
};
