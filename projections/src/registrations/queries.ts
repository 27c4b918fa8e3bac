import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface TemporaryRegistrationRow {
  email: string;
  kind: 'full' | 'trial';
  status: 'requested' | 'submitted' | 'plan_selected';
  organization: string;
  country: string;
  language: string;
  requested_at: Date;
  expires_at: Date;
  attempts: number;
}

/**
 * Temporary registrations (the super admin's e-mail export): addresses that asked to register but never completed
 * and have no account. One row per address, its latest request, newest first.
 */
export async function temporaryRegistrations(db: Db): Promise<TemporaryRegistrationRow[]> {
  const { rows } = await db.query<TemporaryRegistrationRow>(
    `select distinct on (lower(r.email)) r.email, r.kind, r.status, r.organization, r.country, r.language, r.requested_at, r.expires_at,
            count(*) over (partition by lower(r.email))::int as attempts
     from registrations r
     where not exists (select 1 from registrations done where lower(done.email) = lower(r.email) and done.status = 'completed')
       and not exists (select 1 from users u where lower(u.email) = lower(r.email))
     order by lower(r.email), r.requested_at desc`,
  );
  return rows.sort((a, b) => b.requested_at.getTime() - a.requested_at.getTime());
}
