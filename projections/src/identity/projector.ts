import { readFileSync } from 'node:fs';
import { readEvent, type PacklensEvent } from '@packlens/contracts';
import type { RecordedEvent } from '@packlens/kernel';
import type { ReadModel } from '../read-model';
import { notifyApiKeyChange } from '../api-keys/changes';

type Db = Parameters<ReadModel['apply']>[1];
type Tables = Parameters<ReadModel['apply']>[2];

/** Event fields -> columns, for the events that carry a partial set of changes. */
const clientColumns: Record<string, string> = {
  company: 'company',
  department: 'department',
  headquarters: 'headquarters',
  accountType: 'account_type',
  country: 'country',
  zipCode: 'zip_code',
  address: 'address',
  building: 'building',
  telephone: 'telephone',
  ownerName: 'owner_name',
  mfaEnabled: 'mfa_enabled',
  mfaPhone: 'mfa_phone',
  maxImages: 'max_images',
  status: 'status',
  requestPayment: 'request_payment',
};
const userColumns: Record<string, string> = { name: 'name', furigana: 'furigana', department: 'department', email: 'email', language: 'language' };

/** `update table set a = $2, b = $3 ... where key = $1` for the changed fields that map to columns. */
async function updateChanged(db: Db, table: string, key: string, id: string, changes: Record<string, unknown>, columns: Record<string, string>, extra: Record<string, unknown> = {}) {
  const sets = Object.entries(changes).filter(([field, value]) => columns[field] && value !== undefined).map(([field, value]) => [columns[field], value] as const);
  const all = [...sets, ...Object.entries(extra)];
  if (!all.length) return;
  await db.query(`update ${table} set ${all.map(([column], i) => `${column} = $${i + 2}`).join(', ')} where ${key} = $1`, [id, ...all.map(([, value]) => value)]);
}

async function applyOne(event: PacklensEvent, recorded: RecordedEvent, db: Db, t: Tables): Promise<void> {
  switch (event.type) {
    case 'ClientRegistered': {
      const d = event.data;
      await db.query(
        `insert into ${t.clients} (client_id, group_id, company, department, headquarters, account_type, country, zip_code, address,
           building, telephone, owner_name, plan_id, max_images, mfa_enabled, mfa_phone, request_payment, status, registered_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'valid', $18, $18)`,
        [d.clientId, d.groupId, d.company, d.department, d.headquarters, d.accountType, d.country, d.zipCode, d.address, d.building,
          d.telephone, d.ownerName, d.planId, d.maxImages, d.mfaEnabled, d.mfaPhone, d.requestPayment, d.registeredAt],
      );
      return;
    }
    case 'ClientDetailsChanged':
    case 'ClientSettingsChanged': {
      const d = event.data;
      await updateChanged(db, t.clients, 'client_id', d.clientId, d.changes, clientColumns, { updated_at: d.changedAt });
      return;
    }
    case 'ContractCancelled':
      await db.query(`update ${t.clients} set status = 'cancelled', cancelled_at = $2, updated_at = $2 where client_id = $1`, [event.data.clientId, event.data.cancelledAt]);
      return;
    case 'AdministratorChanged': {
      const d = event.data;
      await db.query(`update ${t.users} set role = case when user_id = $2 then 1 else 0 end where user_id in ($1, $2)`, [d.previousAdminId, d.newAdminId]);
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
        `insert into ${t.users} (user_id, client_id, email, name, furigana, department, role, status, language, origin, password_hash, registered_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [d.userId, d.clientId, d.email, d.name, d.furigana, d.department, d.role, d.status, d.language, d.origin, d.passwordHash, d.registeredAt],
      );
      return;
    }
    case 'UserDetailsChanged':
      await updateChanged(db, t.users, 'user_id', event.data.userId, event.data.changes, userColumns);
      return;
    case 'UserStatusChanged':
      // A lock (or invalidation) ends the user's sessions: unlocking lets them log in again, not use an old token.
      await db.query(
        `update ${t.users} set status = $2, sessions_valid_after = case when $2 <> 'valid' then $3::timestamptz else sessions_valid_after end where user_id = $1`,
        [event.data.userId, event.data.status, event.data.changedAt],
      );
      return;
    case 'UserPasswordChanged': {
      const d = event.data;
      // A reset means the password may have leaked: sessions started before it end. A change by the user keeps theirs.
      await db.query(
        `update ${t.users} set password_hash = $2, password_changed_at = $3,
           sessions_valid_after = case when $4 then $3::timestamptz else sessions_valid_after end
         where user_id = $1`,
        [d.userId, d.passwordHash, d.changedAt, d.reason !== 'self'],
      );
      return;
    }
    case 'UserDeleted':
      await db.query(`delete from ${t.users} where user_id = $1`, [event.data.userId]);
      return;
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
  handles: [
    'ClientRegistered',
    'ClientDetailsChanged',
    'ClientSettingsChanged',
    'ContractCancelled',
    'AdministratorChanged',
    'PlanChanged',
    'UserRegistered',
    'UserDetailsChanged',
    'UserStatusChanged',
    'UserPasswordChanged',
    'UserDeleted',
    'SessionStarted',
  ],
  async apply(events, db, tables) {
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      await applyOne(event, recorded, db, tables);
      // An API key acts with its client's status, plan and administrator: processes that keep keys read them again.
      if (keyPrincipalEvents.has(recorded.type)) await notifyApiKeyChange(db, (event.data as { clientId?: string }).clientId ?? recorded.metadata.clientId);
    }
  },
};

const keyPrincipalEvents = new Set(['ClientSettingsChanged', 'ClientDetailsChanged', 'ContractCancelled', 'AdministratorChanged', 'PlanChanged', 'UserRegistered', 'UserDetailsChanged', 'UserStatusChanged', 'UserDeleted']);
