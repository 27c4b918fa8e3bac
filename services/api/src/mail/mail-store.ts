import type pg from 'pg';
import type { CapturedMail, Language } from '@packlens/contracts';
import { linksIn } from './templates';

/**
 * The mailer's own tables. `mail_outbox` records each message's delivery (no body, no address: secrets and
 * personal data stay out of it); `mail_captured` is the development mailbox behind /dev/mail, filled only when
 * mail is captured instead of sent.
 */
export const mailMigration = {
  id: 'api/002-mail',
  sql: `create table mail_outbox (
          message_id uuid primary key,
          event_id uuid not null,
          kind text not null,
          status text not null,
          attempts int not null default 0,
          last_error text,
          created_at timestamptz not null default now(),
          sent_at timestamptz
        );
        create table mail_captured (
          message_id uuid primary key,
          recipient text not null,
          sender text not null,
          subject text not null,
          text_body text not null,
          html_body text not null,
          kind text not null,
          language text not null,
          created_at timestamptz not null default now()
        );
        create index on mail_captured (lower(recipient), created_at desc);`,
};

export interface StoredMail {
  messageId: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  language: Language;
}

export async function captureMail(pool: pg.Pool, mail: StoredMail): Promise<void> {
  await pool.query(
    `insert into mail_captured (message_id, recipient, sender, subject, text_body, html_body, kind, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (message_id) do nothing`,
    [mail.messageId, mail.to, mail.from, mail.subject, mail.text, mail.html, mail.kind, mail.language],
  );
}

/** Captured mail, newest first; `to` filters by recipient. */
export async function capturedMail(pool: pg.Pool, options: { to?: string; limit?: number } = {}): Promise<CapturedMail[]> {
  const { rows } = await pool.query<{
    message_id: string; recipient: string; sender: string; subject: string; text_body: string; html_body: string; kind: string; language: Language; created_at: Date;
  }>(
    `select * from mail_captured where ($1::text is null or lower(recipient) = lower($1))
     order by created_at desc, message_id limit $2`,
    [options.to?.trim() || null, options.limit ?? 200],
  );
  return rows.map((r) => ({
    id: r.message_id,
    to: r.recipient,
    from: r.sender,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    links: linksIn(r.text_body),
    kind: r.kind,
    language: r.language,
    created_at: r.created_at.toISOString(),
  }));
}

/** Claims a message for sending: false when it was sent before (the event came again after a restart). */
export async function claimForSending(pool: pg.Pool, messageId: string, eventId: string, kind: string): Promise<boolean> {
  await pool.query(
    `insert into mail_outbox (message_id, event_id, kind, status) values ($1, $2, $3, 'pending') on conflict (message_id) do nothing`,
    [messageId, eventId, kind],
  );
  const { rows } = await pool.query<{ status: string }>(
    `update mail_outbox set attempts = attempts + 1 where message_id = $1 and status = 'pending' returning status`,
    [messageId],
  );
  return rows.length === 1;
}

export async function markSent(pool: pg.Pool, messageId: string): Promise<void> {
  await pool.query(`update mail_outbox set status = 'sent', sent_at = now(), last_error = null where message_id = $1`, [messageId]);
}

/** Records a failed attempt; after `maxAttempts` the message is given up so later mail is not held back. */
export async function markFailed(pool: pg.Pool, messageId: string, error: unknown, maxAttempts: number): Promise<'retry' | 'given_up'> {
  const { rows } = await pool.query<{ attempts: number }>(
    `update mail_outbox set last_error = $2,
       status = case when attempts >= $3 then 'failed' else status end
     where message_id = $1 returning attempts`,
    [messageId, String((error as Error)?.message ?? error).slice(0, 500), maxAttempts],
  );
  return (rows[0]?.attempts ?? maxAttempts) >= maxAttempts ? 'given_up' : 'retry';
}
