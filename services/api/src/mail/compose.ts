import { planById, readEvent, timeLimits, type Language, type PacklensEvent } from '@packlens/contracts';
import type { EventStore, RecordedEvent } from '@packlens/kernel';
import { clientDecider, mfaRules, registrationDecider, reservationDecider, userDecider } from '../identity/deciders';
import type { OneTimeSecrets } from '../identity/one-time-secrets';
import { loadState, streams } from '../identity/streams';
import type { MailKind, MailParams } from './templates';

export interface MailOrder<K extends MailKind = MailKind> {
  kind: K;
  to: string;
  language: Language;
  params: MailParams[K];
}

/** The events that send mail. */
export const mailingEvents = [
  'RegistrationRequested',
  'RegistrationCompleted',
  'MfaChallengeIssued',
  'PasswordResetRequested',
  'UserRegistered',
  'UserPasswordChanged',
] as const;

export interface ComposeContext {
  store: EventStore;
  secrets: OneTimeSecrets;
  publicUrl: string;
}

const order = <K extends MailKind>(kind: K, to: string, language: Language, params: MailParams[K]): MailOrder<K> => ({ kind, to, language, params });

/**
 * What mail an event sends, if any. Links and codes are derived again from the event's ids (only their hashes were
 * stored); anything else comes from the aggregates' streams, which are always up to date, unlike read models.
 */
export async function composeMail(recorded: RecordedEvent, ctx: ComposeContext): Promise<MailOrder | undefined> {
  const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion) as PacklensEvent;
  const url = (path: string) => `${ctx.publicUrl}${path}`;
  const hours = timeLimits.urlValidityHours;
  const companyOf = async (clientId: string | null) => {
    if (!clientId) return 'Packlens';
    const client = await loadState(ctx.store, clientDecider, streams.client(clientId));
    return client.status === 'registered' ? client.details.company || 'Packlens' : 'Packlens';
  };
  const userOf = async (userId: string) => {
    const user = await loadState(ctx.store, userDecider, streams.user(userId));
    return user.status === 'registered' ? user : undefined;
  };

  switch (event.type) {
    case 'RegistrationRequested': {
      const d = event.data;
      // Registering an address that has an account: the visitor is told so by mail, never on the screen.
      const reservation = await loadState(ctx.store, reservationDecider, streams.reservation('email', d.email));
      if (reservation.status === 'taken') {
        return order('already_registered', d.email, d.language, { loginUrl: url('/login'), resetUrl: url('/register/password_reset') });
      }
      const link = url(`/register/${ctx.secrets.link('registration', d.registrationId).token}`);
      return order(d.kind === 'trial' ? 'trial_link' : 'registration_link', d.email, d.language, { url: link, hours });
    }
    case 'RegistrationCompleted': {
      const d = event.data;
      const registration = await loadState(ctx.store, registrationDecider, streams.registration(d.registrationId));
      if (registration.status === 'none') return undefined;
      const { email, language } = registration.request;
      const plan = planById(d.planId);
      return order('registration_complete', email, language, {
        company: await companyOf(d.clientId),
        groupId: d.groupId,
        planName: plan ? plan.name[language] : String(d.planId),
        loginUrl: url('/login'),
      });
    }
    case 'MfaChallengeIssued': {
      const d = event.data;
      return order('mfa_code', d.email, d.language, { code: ctx.secrets.mfaCode(d.challengeId), minutes: mfaRules.codeTtlSeconds / 60 });
    }
    case 'PasswordResetRequested': {
      const d = event.data;
      const link = url(`/register/password_new/${ctx.secrets.link('password-reset', d.resetId).token}`);
      if (d.purpose === 'invitation') {
        const user = await userOf(d.userId);
        return order('invitation', d.email, d.language, { url: link, hours, company: await companyOf(user?.clientId ?? null) });
      }
      return order('password_reset', d.email, d.language, { url: link, hours });
    }
    case 'UserRegistered': {
      const d = event.data;
      if (d.origin !== 'admin') return undefined;
      return order('user_added', d.email, d.language, { company: await companyOf(d.clientId), loginUrl: url('/login') });
    }
    case 'UserPasswordChanged': {
      const d = event.data;
      if (d.reason === 'invitation') return undefined; // the first password of an invited user: nothing to warn about
      const user = await userOf(d.userId);
      if (!user) return undefined;
      return order('password_changed', user.details.email, user.details.language, { loginUrl: url('/login'), resetUrl: url('/register/password_reset') });
    }
    default:
      return undefined;
  }
}
