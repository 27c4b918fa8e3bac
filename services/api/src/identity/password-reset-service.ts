import { randomUUID } from 'node:crypto';
import { DomainError, type Language } from '@packlens/contracts';
import { findAccountByEmail, type UserAccountRow } from '@packlens/projections';
import type { IdentityContext } from './context';
import { normaliseEmail, openPasswordReset, passwordResetDecider, userDecider } from './deciders';
import type { RequestInfo } from './identity-service';
import { linkExpiry, presentedToken } from './one-time-secrets';
import { hashPassword } from './passwords';
import { commandMetadata, furthest, lastPosition, loadState, streams, type Actor } from './streams';

/** `taro@example.com` -> `ta***@example.com`: enough to recognise, not to read out of a forwarded link. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 1)))}***@${domain ?? ''}`;
}

/**
 * Password reset (section 2: /register/password_reset -> mail -> /register/password_new/{token} -> complete) and
 * the invitation of users added without a password, which uses the same link.
 */
export function passwordResetService(ctx: IdentityContext) {
  const { handlers, secrets } = ctx;

  /** Sends a reset (or invitation) link to an account; the link is valid 24 h and once. */
  async function issue(account: Pick<UserAccountRow, 'user_id' | 'email' | 'client_id'>, purpose: 'reset' | 'invitation', language: Language, actor: Actor, requestId: string) {
    const resetId = randomUUID();
    const requestedAt = ctx.now();
    return handlers.passwordResets(
      streams.passwordReset(resetId),
      {
        type: 'RequestPasswordReset',
        data: {
          resetId,
          userId: account.user_id,
          email: account.email,
          language,
          purpose,
          tokenHash: secrets.link('password-reset', resetId).hash,
          requestedAt: requestedAt.toISOString(),
          expiresAt: linkExpiry(requestedAt),
        },
      },
      { commandId: resetId, metadata: commandMetadata(actor, account.client_id, requestId, requestedAt) },
    );
  }

  async function open(token: string) {
    const { id, presentedHash } = presentedToken(token, 'RESET_LINK_INVALID');
    const state = await loadState(ctx.deps.store, passwordResetDecider, streams.passwordReset(id));
    if (state.status === 'none') throw new DomainError('RESET_LINK_INVALID');
    const user = await loadState(ctx.deps.store, userDecider, streams.user(state.request.userId));
    if (user.status !== 'registered') throw new DomainError('RESET_LINK_INVALID');
    const opened = openPasswordReset(state, presentedHash, ctx.now().toISOString(), user.passwordChangedAt);
    return { request: opened.request, user, presentedHash };
  }

  return {
    issue,

    /** POST /reset_password: a link by mail when the address has an account; the same answer either way. */
    async request(email: string, language: Language | undefined, info: RequestInfo): Promise<void> {
      await ctx.limiter.check(['passwordResetPerIp', info.ip ?? 'unknown'], ['passwordResetPerEmail', normaliseEmail(email)]);
      const account = await findAccountByEmail(ctx.deps.pool, email);
      // Invalid accounts and cancelled contracts get nothing; a locked user may reset but stays locked.
      if (!account || account.status === 'invalid' || account.client_status === 'cancelled') return;
      // The recipient's language, unless the request names one.
      await issue(account, 'reset', language ?? account.language, { kind: 'system', id: 'password-reset' }, info.requestId);
    },

    /** GET /reset_password?token=: the masked address and expiry, while the link is valid. */
    async link(token: string) {
      const { request } = await open(token);
      return { email: maskEmail(request.email), expires_at: request.expiresAt };
    },

    /** PUT /reset_password: the new password; the link is used up and sessions started before end. */
    async complete(token: string, password: string, info: RequestInfo): Promise<void> {
      await ctx.limiter.check(['passwordNewPerIp', info.ip ?? 'unknown']);
      const { request, user, presentedHash } = await open(token);
      const now = ctx.now();
      const actor: Actor = { kind: 'user', id: user.userId, role: user.role, clientId: user.clientId };
      const metadata = commandMetadata(actor, user.clientId, info.requestId, now);
      const passwordHash = await hashPassword(password);
      // Use the link up first: of two requests racing with one link, only one gets past this.
      const completed = await handlers.passwordResets(
        streams.passwordReset(request.resetId),
        { type: 'CompletePasswordReset', presentedHash, now: now.toISOString(), passwordChangedAt: user.passwordChangedAt },
        { commandId: randomUUID(), metadata },
      );
      const changed = await handlers.users(
        streams.user(user.userId),
        { type: 'ChangePassword', passwordHash, reason: request.purpose === 'invitation' ? 'invitation' : 'reset', now: now.toISOString() },
        { commandId: randomUUID(), metadata },
      );
      await ctx.settle(furthest(lastPosition(changed), lastPosition(completed)));
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
