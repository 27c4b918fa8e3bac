import type pg from 'pg';
import type { Logger } from 'pino';
import { deterministicUuid, startSubscription, type EventStore, type Reactor, type RunningSubscription, type SubscriptionOptions } from '@packlens/kernel';
import { oneTimeSecrets, type OneTimeSecrets } from '../identity/one-time-secrets';
import { composeMail, mailingEvents } from './compose';
import { claimForSending, markFailed, markSent } from './mail-store';
import type { MailSettings } from './mail-settings';
import { renderMail } from './templates';
import { mailTransport, type MailTransport } from './transport';

export interface MailerDeps {
  pool: pg.Pool;
  store: EventStore;
  secrets: OneTimeSecrets;
  settings: MailSettings;
  transport: MailTransport;
  logger: Logger;
  /** Attempts before a message is given up (logged as an error); until then the event is retried. */
  maxAttempts?: number;
}

export const mailerSubscription = 'reactor:mailer';

/**
 * Sends the mail events ask for (registration and reset links, MFA codes, notices). A reactor: at least once, after
 * the request's transaction, never inside it. The message id derives from the event id and the outbox remembers
 * what was sent, so a replayed event does not mail twice; SMTP receivers also see the same Message-ID.
 */
export function mailerReactor(deps: MailerDeps): Reactor {
  const maxAttempts = deps.maxAttempts ?? 5;
  return {
    kind: 'reactor',
    name: mailerSubscription,
    handles: mailingEvents,
    async react(event) {
      const mail = await composeMail(event, { store: deps.store, secrets: deps.secrets, publicUrl: deps.settings.publicUrl });
      if (!mail) return;
      const messageId = deterministicUuid('mail', event.id);
      if (!(await claimForSending(deps.pool, messageId, event.id, mail.kind))) return;
      const rendered = renderMail(mail.kind, mail.language, mail.params as never);
      try {
        await deps.transport.send({ messageId, to: mail.to, kind: mail.kind, language: mail.language, ...rendered });
        await markSent(deps.pool, messageId);
        deps.logger.info({ messageId, kind: mail.kind, eventId: event.id }, 'mail sent');
      } catch (error) {
        if ((await markFailed(deps.pool, messageId, error, maxAttempts)) === 'given_up') {
          deps.logger.error({ err: error, messageId, kind: mail.kind, eventId: event.id }, 'mail given up');
          return;
        }
        throw error; // the subscription retries this event
      }
    },
  };
}

export function startMailer(deps: MailerDeps, options: SubscriptionOptions): RunningSubscription {
  return startSubscription(mailerReactor(deps), options);
}

/** The mailer of an API process: nodemailer with the configured transport, links derived with the app's secret. */
export function startAppMailer(
  app: { pool: pg.Pool; store: EventStore; logger: Logger; config: { jwtSecret: string } },
  settings: MailSettings,
  options: SubscriptionOptions,
): RunningSubscription & { transport: MailTransport } {
  const transport = mailTransport(settings, app.pool);
  const running = startMailer(
    { pool: app.pool, store: app.store, secrets: oneTimeSecrets(app.config.jwtSecret), settings, transport, logger: app.logger.child({ component: 'mailer' }) },
    options,
  );
  return {
    ...running,
    transport,
    async stop() {
      await running.stop();
      transport.close();
    },
  };
}
