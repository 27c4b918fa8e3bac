import { readFileSync } from 'node:fs';
import { readEvent } from '@packlens/contracts';
import type { ReadModel } from '../read-model';

/** Where each registration stands (section 2's steps), without its secrets. */
export const registrationsReadModel: ReadModel = {
  name: 'registrations',
  tables: ['registrations'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'),
  keys: { registrations: 'registration_id' },
  handles: ['RegistrationRequested', 'RegistrationFormSubmitted', 'RegistrationPlanSelected', 'RegistrationCompleted'],
  async apply(events, db, t) {
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      switch (event.type) {
        case 'RegistrationRequested': {
          const d = event.data;
          await db.query(
            `insert into ${t.registrations} (registration_id, kind, email, country, language, status, requested_at, expires_at)
             values ($1, $2, $3, $4, $5, 'requested', $6, $7)`,
            [d.registrationId, d.kind, d.email, d.country, d.language, d.requestedAt, d.expiresAt],
          );
          break;
        }
        case 'RegistrationFormSubmitted':
          await db.query(`update ${t.registrations} set status = 'submitted', organization = $2, submitted_at = $3 where registration_id = $1`, [
            event.data.registrationId,
            event.data.form.organization || event.data.form.name,
            event.data.submittedAt,
          ]);
          break;
        case 'RegistrationPlanSelected':
          await db.query(`update ${t.registrations} set status = 'plan_selected', plan_id = $2 where registration_id = $1`, [event.data.registrationId, event.data.planId]);
          break;
        case 'RegistrationCompleted':
          await db.query(`update ${t.registrations} set status = 'completed', plan_id = $2, client_id = $3, completed_at = $4 where registration_id = $1`, [
            event.data.registrationId,
            event.data.planId,
            event.data.clientId,
            event.data.completedAt,
          ]);
          break;
        default:
          throw new Error(`registrations read model cannot apply ${recorded.type}`);
      }
    }
  },
};
