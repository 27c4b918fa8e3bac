import { randomUUID } from 'node:crypto';
import { DomainError, mayUsePlan, planById, planTypes, type ApiKeyScope, type Language, type TokenResponse } from '@packlens/contracts';
import { deterministicUuid, type CommandMetadata } from '@packlens/kernel';
import { findAccountByEmail, findAccountById, loggedInFrom, type UserAccountRow } from '@packlens/projections';
import type { AppDeps } from '../app/deps';
import { clientPlanUsers } from '../billing/plan-users';
import { accountCreation, type ClientInput } from './accounts';
import { authenticatedUserOf } from './authenticated-user';
import { identityContext, type IdentityContext } from './context';
import { codeWasRejected, isConcurrentRefresh, isLive, mfaRules, normaliseEmail, sessionDecider } from './deciders';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { accountsOptionsFromEnv, type AccountsOptions } from './settings';
import { commandMetadata, lastPosition, loadState, streams } from './streams';
import { tokenSigner } from './tokens';
import { clockSkewToleranceSeconds } from '../config';

export interface AuthContext {
  /** The person; for an API key, the client's administrator, whose plan, quota and gates the key works within. */
  userId: string;
  role: 0 | 1 | 2;
  clientId: string | null;
  /** The login session; empty for an API key. */
  sessionId: string;
  /** Set when the caller is a partner's API key (api-keys/): events name the key, never a person. */
  apiKey?: { keyId: string; name: string; scopes: readonly ApiKeyScope[]; expiresAt: string | null };
}

export interface RequestInfo {
  requestId: string;
  ip?: string;
  userAgent?: string;
  language?: Language;
}

export const sessionStream = streams.session;
export const actorOf = (auth: AuthContext): CommandMetadata['actor'] =>
  auth.apiKey ? { kind: 'apiKey', id: auth.apiKey.keyId, role: auth.role, clientId: auth.clientId } : { kind: 'user', id: auth.userId, role: auth.role, clientId: auth.clientId };

/** Whether the account may use the product now: locked, invalid and cancelled accounts may not (section 4). */
export function assertAccountUsable(account: UserAccountRow): void {
  if (account.status === 'lock') throw new DomainError('ACCOUNT_LOCKED');
  if (account.status !== 'valid' || (account.client_status !== null && account.client_status !== 'valid')) throw new DomainError('ACCOUNT_INACTIVE');
}

/** Identity use cases: clients and users, login (with the mail code of MFA clients), and the session's life. */
export function identityService(deps: AppDeps, options: AccountsOptions = accountsOptionsFromEnv(process.env, deps.config), context?: IdentityContext) {
  const ctx = context ?? identityContext(deps, options);
  const signer = tokenSigner(deps.config.jwtSecret);
  const creation = accountCreation(ctx);
  const { handlers } = ctx;

  /**
   * On the unlimited plan with more accounts than it allows, only the users the admin selected (and the admin) may
   * log in (section 4). Only users of a client on that plan need the client's stream; a plan's type is never edited.
   */
  async function mayUseThePlan(account: UserAccountRow): Promise<boolean> {
    const plan = account.plan_id === null ? undefined : planById(account.plan_id);
    if (!account.client_id || account.role !== 0 || plan?.planType !== planTypes.byMonth) return true;
    const { facts } = await clientPlanUsers(deps, account.client_id, ctx.now());
    return mayUsePlan(facts, { id: account.user_id, administrator: false });
  }

  async function assertMayUsePlan(account: UserAccountRow): Promise<void> {
    if (!(await mayUseThePlan(account))) throw new DomainError('PLAN_USER_NOT_SELECTED');
  }

  /** The user of section 3 with the client's used_amount, its plans in force and the plan setting (billing). */
  const authenticatedUser = (account: UserAccountRow) => authenticatedUserOf(deps.pool, account, ctx.now());

  async function issueToken(account: UserAccountRow, sessionId: string, expiresAt: Date, generation = 0): Promise<TokenResponse> {
    const user = await authenticatedUser(account);
    const token = await signer.sign(
      {
        user_id: account.user_id,
        plan: account.plan_id,
        max_images: account.max_images,
        country: account.country,
        expired_at: user.expired_at,
        role: account.role,
        client_id: account.client_id,
        jti: sessionId,
        gen: generation,
      },
      expiresAt,
    );
    return { token, expires_in: Math.round((expiresAt.getTime() - ctx.now().getTime()) / 1000), user };
  }

  /** Starts a session for an account whose credentials (and code) were checked, and issues its first token. */
  async function startSession(account: UserAccountRow, request: RequestInfo, mfa: boolean): Promise<TokenResponse> {
    const sessionId = randomUUID();
    const startedAt = ctx.now();
    const expiresAt = new Date(startedAt.getTime() + deps.config.tokenTtlSeconds * 1000);
    const actor = { kind: 'user' as const, id: account.user_id, role: account.role, clientId: account.client_id };
    const result = await handlers.sessions(
      streams.session(sessionId),
      {
        type: 'StartSession',
        data: {
          sessionId,
          userId: account.user_id,
          clientId: account.client_id,
          startedAt: startedAt.toISOString(),
          expiresAt: expiresAt.toISOString(),
          ip: request.ip?.slice(0, 64),
          userAgent: request.userAgent?.slice(0, 400),
          mfa,
        },
      },
      { commandId: sessionId, metadata: commandMetadata(actor, account.client_id, request.requestId, startedAt) },
    );
    await ctx.settle(lastPosition(result)); // the login count and history show this login at once
    return issueToken(account, sessionId, expiresAt);
  }

  /**
   * Failed logins slow down who fails, not the owner (issue 20): a source that failed too often for an address waits
   * (Retry-After); guesses spread over many sources make every source wait, except the ones the account logged in
   * from in the last 90 days. Successful logins are never counted.
   */
  async function assertLoginNotThrottled(address: string, source: string, account: UserAccountRow | undefined): Promise<void> {
    if (await ctx.limiter.reached('loginFailuresPerSource', `${address} ${source}`)) throw ctx.limiter.refuse('loginFailuresPerSource');
    if (!(await ctx.limiter.reached('loginFailuresPerEmail', address))) return;
    if (account && (await loggedInFrom(deps.pool, account.user_id, source, new Date(ctx.now().getTime() - 90 * 86_400_000)))) return;
    throw ctx.limiter.refuse('loginFailuresPerEmail');
  }

  /** Another tab refreshed the same token a moment ago: this one gets the session's newest token. */
  async function concurrentRefresh(token: string): Promise<TokenResponse | undefined> {
    const verified = await signer.verify(token, ctx.now());
    if (!verified.ok) return undefined;
    const session = await loadState(deps.store, sessionDecider, streams.session(verified.payload.jti));
    if (!isLive(session, ctx.now().toISOString()) || !isConcurrentRefresh(session, verified.payload.gen, ctx.now().toISOString())) return undefined;
    const account = await findAccountById(deps.pool, verified.payload.user_id);
    if (!account) return undefined;
    assertAccountUsable(account);
    return issueToken(account, session.sessionId, new Date(session.expiresAt), session.generation);
  }

  /** A signed, live session's retired token: ends the session (reuse detection), then refuses. */
  async function endSessionOnReuse(token: string, request: RequestInfo): Promise<void> {
    const verified = await signer.verify(token, ctx.now());
    if (!verified.ok) return;
    const session = await loadState(deps.store, sessionDecider, streams.session(verified.payload.jti));
    if (!isLive(session, ctx.now().toISOString()) || verified.payload.gen >= session.generation) return;
    const actor = { kind: 'user' as const, id: session.userId, role: verified.payload.role as 0 | 1 | 2, clientId: verified.payload.client_id };
    await handlers.sessions(
      streams.session(session.sessionId),
      { type: 'EndSession', now: ctx.now().toISOString(), reason: 'token_reused' },
      { commandId: deterministicUuid('token-reused', session.sessionId), metadata: commandMetadata(actor, verified.payload.client_id, request.requestId, ctx.now()) },
    );
    throw new DomainError('SESSION_EXPIRED');
  }

  /** Sends a new mail code for a login in progress (or the first one); a code sent seconds ago is not sent again. */
  async function issueMfaChallenge(account: UserAccountRow, reason: 'login' | 'resend', request: RequestInfo) {
    const challengeId = randomUUID();
    const issuedAt = ctx.now();
    const actor = { kind: 'user' as const, id: account.user_id, role: account.role, clientId: account.client_id };
    await handlers.mfa(
      streams.mfa(account.user_id),
      {
        type: 'IssueChallenge',
        data: {
          userId: account.user_id,
          challengeId,
          email: account.email,
          language: account.language,
          codeHash: ctx.secrets.mfaCodeHash(challengeId, ctx.secrets.mfaCode(challengeId)),
          reason,
          issuedAt: issuedAt.toISOString(),
          expiresAt: new Date(issuedAt.getTime() + mfaRules.codeTtlSeconds * 1000).toISOString(),
        },
      },
      { commandId: challengeId, metadata: commandMetadata(actor, account.client_id, request.requestId, issuedAt) },
    );
  }

  /** Checks a mail code; a wrong one is recorded (attempts are limited) and refused. */
  async function verifyMfaCode(account: UserAccountRow, code: string, request: RequestInfo) {
    const now = ctx.now();
    const actor = { kind: 'user' as const, id: account.user_id, role: account.role, clientId: account.client_id };
    const result = await handlers.mfa(
      streams.mfa(account.user_id),
      { type: 'VerifyCode', userId: account.user_id, codeHashFor: (challengeId) => ctx.secrets.mfaCodeHash(challengeId, code), now: now.toISOString() },
      { commandId: randomUUID(), metadata: commandMetadata(actor, account.client_id, request.requestId, now) },
    );
    if (codeWasRejected(result.newEvents)) throw new DomainError('MFA_CODE_INVALID');
  }

  return {
    context: ctx,
    creation,

    /** A new client with a fresh group id (section 5: 5 digits, unique). */
    async registerClient(data: ClientInput, actor: CommandMetadata['actor'], correlationId: string) {
      const clientId = randomUUID();
      const created = await creation.createClient(data, clientId, commandMetadata(actor, clientId, correlationId, ctx.now()));
      await ctx.settle(created.position);
      return { clientId: created.clientId, groupId: created.groupId };
    },

    /** A user of a client (within its account maximum) or a platform super admin (clientId null); the e-mail must be free. */
    async registerUser(
      input: { clientId: string | null; email: string; name: string; role: 0 | 1 | 2; password: string; language?: Language },
      actor: CommandMetadata['actor'],
      correlationId: string,
    ) {
      const userId = randomUUID();
      const { password, ...rest } = input;
      const created = await creation.createUser(
        { ...rest, passwordHash: await hashPassword(password) },
        userId,
        commandMetadata(actor, input.clientId, correlationId, ctx.now()),
      );
      await ctx.settle(created.position);
      return { userId };
    },

    /**
     * Checks the credentials and, for a client with MFA enabled, the mail code: without a code one is sent and the
     * answer is MFA_CODE_REQUIRED. Then starts a session and issues its first token.
     */
    async login(email: string, password: string, request: RequestInfo, mfaCode?: string): Promise<TokenResponse> {
      const source = request.ip ?? 'unknown';
      const address = normaliseEmail(email);
      await ctx.limiter.check(['loginPerIp', source]);
      const account = await findAccountByEmail(deps.pool, email);
      await assertLoginNotThrottled(address, source, account);
      // Verify against a decoy when the address is unknown, so timing does not tell which addresses exist.
      const passwordMatches = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
      if (!account || !passwordMatches) {
        await ctx.limiter.record('loginFailuresPerSource', `${address} ${source}`);
        await ctx.limiter.record('loginFailuresPerEmail', address);
        throw new DomainError('INVALID_CREDENTIALS');
      }
      assertAccountUsable(account);
      await assertMayUsePlan(account);
      const mfa = Boolean(account.client_id && account.mfa_enabled);
      if (mfa) {
        if (!mfaCode) {
          await issueMfaChallenge(account, 'login', request);
          throw new DomainError('MFA_CODE_REQUIRED');
        }
        await verifyMfaCode(account, mfaCode, request);
      }
      return startSession(account, request, mfa);
    },

    /** resend_mfa_code: a new code when a login is waiting for one. The answer never depends on the address. */
    async resendMfaCode(email: string, request: RequestInfo): Promise<void> {
      await ctx.limiter.check(['loginPerIp', request.ip ?? 'unknown'], ['mfaResendPerEmail', normaliseEmail(email)]);
      const account = await findAccountByEmail(deps.pool, email);
      if (!account || !account.mfa_enabled || account.status !== 'valid' || account.client_status !== 'valid') return;
      // A user left out of the unlimited plan's users cannot log in, so gets no code either (the same answer).
      if (!(await mayUseThePlan(account))) return;
      await issueMfaChallenge(account, 'resend', request);
    },

    /** The caller of a token, when the token is valid, its session live, and the account still usable. */
    async authenticate(token: string): Promise<AuthContext> {
      const verified = await signer.verify(token, ctx.now());
      if (!verified.ok) throw new DomainError(verified.reason === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
      const { payload } = verified;
      const session = await loadState(deps.store, sessionDecider, streams.session(payload.jti));
      // The session's timeout was set by the replica that issued the token, whose clock may differ a little.
      const skewed = new Date(ctx.now().getTime() - clockSkewToleranceSeconds * 1000).toISOString();
      if (!isLive(session, skewed)) throw new DomainError(session.status === 'none' ? 'UNAUTHENTICATED' : 'SESSION_EXPIRED');
      // A refresh retired this token: only the session's newest token works.
      if (payload.gen !== session.generation) throw new DomainError('SESSION_EXPIRED');
      const account = await findAccountById(deps.pool, payload.user_id);
      if (!account) throw new DomainError('UNAUTHENTICATED');
      assertAccountUsable(account);
      // A user the admin left out of the unlimited plan's users stops at once, as a locked one does.
      await assertMayUsePlan(account);
      // A password reset ends the sessions started before it.
      if (account.sessions_valid_after && session.startedAt < account.sessions_valid_after.toISOString()) throw new DomainError('SESSION_EXPIRED');
      // Role and client come from the account, not the token: a hand-over of the administrator role applies at once.
      return { userId: account.user_id, role: account.role, clientId: account.client_id, sessionId: payload.jti };
    },

    /**
     * A new token for a live session, moving its timeout and retiring the one presented; the account must still be
     * allowed in. A retired token presented again means a copy is in other hands: the session ends.
     */
    async refresh(token: string, request: RequestInfo): Promise<TokenResponse> {
      const concurrent = await concurrentRefresh(token);
      if (concurrent) return concurrent;
      await endSessionOnReuse(token, request);
      const auth = await this.authenticate(token);
      const session = await loadState(deps.store, sessionDecider, streams.session(auth.sessionId));
      const generation = session.status === 'active' ? session.generation + 1 : 1;
      const account = await findAccountById(deps.pool, auth.userId);
      if (!account) throw new DomainError('UNAUTHENTICATED');
      const expiresAt = new Date(ctx.now().getTime() + deps.config.tokenTtlSeconds * 1000);
      await handlers.sessions(
        streams.session(auth.sessionId),
        { type: 'RefreshSession', now: ctx.now().toISOString(), expiresAt: expiresAt.toISOString() },
        { commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), auth.clientId, request.requestId, ctx.now()) },
      );
      return issueToken(account, auth.sessionId, expiresAt, generation);
    },

    /** Ends the session: every token it issued stops working. */
    async logout(auth: AuthContext, request: RequestInfo): Promise<void> {
      await handlers.sessions(
        streams.session(auth.sessionId),
        { type: 'EndSession', now: ctx.now().toISOString(), reason: 'logout' },
        { commandId: deterministicUuid('logout', auth.sessionId), metadata: commandMetadata(actorOf(auth), auth.clientId, request.requestId, ctx.now()) },
      );
    },

    async account(auth: AuthContext) {
      const account = await findAccountById(deps.pool, auth.userId);
      if (!account) throw new DomainError('NOT_FOUND');
      return authenticatedUser(account);
    },

    /** Logs in an account that was just created (registration), without asking for its password again. */
    async loginCreatedAccount(userId: string, request: RequestInfo): Promise<TokenResponse> {
      const account = await findAccountById(deps.pool, userId);
      if (!account) throw new DomainError('NOT_FOUND');
      return startSession(account, request, false);
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
