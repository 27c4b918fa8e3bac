import { randomInt, randomUUID } from 'node:crypto';
import { DomainError, readEvent, type ClientRegistered, type TokenResponse } from '@packlens/contracts';
import { commandHandler, deterministicUuid, type CommandMetadata, type Decider, type DomainEvent } from '@packlens/kernel';
import { findAccountByEmail, findAccountById, type UserAccountRow } from '@packlens/projections';
import type { AppDeps } from '../app/deps';
import { toAuthenticatedUser } from './authenticated-user';
import { clientDecider, isLive, normaliseEmail, reservationDecider, sessionDecider, userDecider, type Reserve } from './deciders';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { tokenSigner } from './tokens';

export interface AuthContext {
  userId: string;
  role: 0 | 1 | 2;
  clientId: string | null;
  sessionId: string;
}

export interface RequestInfo {
  requestId: string;
  ip?: string;
  userAgent?: string;
}

type ClientData = Omit<ReturnType<typeof ClientRegistered>['data'], 'clientId' | 'groupId' | 'registeredAt'>;

const handlerFor = <S, C, E extends DomainEvent>(deps: AppDeps, decider: Decider<S, C, E>) =>
  commandHandler(deps.store, decider, { readEvent: (type, data, version) => readEvent(type, data, version) as unknown as E });

export const sessionStream = (sessionId: string) => `session-${sessionId}`;

/** Identity use cases: registering clients and users, and the login session's life. */
export function identityService(deps: AppDeps) {
  const signer = tokenSigner(deps.config.jwtSecret);
  const clients = handlerFor(deps, clientDecider);
  const users = handlerFor(deps, userDecider);
  const reservations = handlerFor(deps, reservationDecider);
  const sessions = handlerFor(deps, sessionDecider);
  const now = () => deps.clock();

  const metadata = (actor: CommandMetadata['actor'], clientId: string | null, correlationId: string): CommandMetadata => ({
    correlationId,
    actor,
    clientId,
    at: now().toISOString(),
  });

  async function reserve(command: Omit<Reserve, 'type'>, meta: CommandMetadata) {
    const stream = `${command.kind === 'email' ? 'email' : 'group'}-${deterministicUuid(command.kind, command.value)}`;
    await reservations(stream, { type: 'Reserve', ...command }, { commandId: deterministicUuid('reserve', stream, command.ownerId), metadata: meta });
  }

  async function issueToken(account: UserAccountRow, sessionId: string, expiresAt: Date): Promise<TokenResponse> {
    const user = toAuthenticatedUser(account);
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
      },
      expiresAt,
    );
    return { token, expires_in: Math.round((expiresAt.getTime() - now().getTime()) / 1000), user };
  }

  return {
    /** A new client with a fresh group id (section 5: 5 digits, unique). */
    async registerClient(data: ClientData, actor: CommandMetadata['actor'], correlationId: string) {
      const clientId = randomUUID();
      const meta = metadata(actor, clientId, correlationId);
      let groupId = '';
      for (let attempt = 0; ; attempt++) {
        groupId = String(randomInt(10000, 100000));
        try {
          await reserve({ kind: 'groupId', value: groupId, ownerId: clientId }, meta);
          break;
        } catch (error) {
          if (!(error instanceof DomainError) || attempt > 20) throw error;
        }
      }
      await clients(
        `client-${clientId}`,
        { type: 'RegisterClient', data: { ...data, clientId, groupId, registeredAt: meta.at } },
        { commandId: deterministicUuid('register-client', clientId), metadata: meta },
      );
      return { clientId, groupId };
    },

    /** A user of a client (or a platform super admin when clientId is null); the e-mail must be free. */
    async registerUser(
      input: { clientId: string | null; email: string; name: string; role: 0 | 1 | 2; password: string },
      actor: CommandMetadata['actor'],
      correlationId: string,
    ) {
      const userId = randomUUID();
      const meta = metadata(actor, input.clientId, correlationId);
      const email = normaliseEmail(input.email);
      await reserve({ kind: 'email', value: email, ownerId: userId }, meta);
      await users(
        `user-${userId}`,
        {
          type: 'RegisterUser',
          data: {
            userId,
            clientId: input.clientId,
            email,
            name: input.name,
            role: input.role,
            status: 'valid',
            passwordHash: await hashPassword(input.password),
            registeredAt: meta.at,
          },
        },
        { commandId: deterministicUuid('register-user', userId), metadata: meta },
      );
      return { userId };
    },

    /** Checks the credentials, starts a session and issues its first token. */
    async login(email: string, password: string, request: RequestInfo): Promise<TokenResponse> {
      const account = await findAccountByEmail(deps.pool, email);
      // Verify against a decoy when the address is unknown, so timing does not tell which addresses exist.
      const passwordMatches = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
      if (!account || !passwordMatches) throw new DomainError('INVALID_CREDENTIALS');
      if (account.status === 'lock') throw new DomainError('ACCOUNT_LOCKED');
      if (account.status !== 'valid' || (account.client_status && account.client_status !== 'valid')) {
        throw new DomainError('ACCOUNT_INACTIVE');
      }
      const sessionId = randomUUID();
      const startedAt = now();
      const expiresAt = new Date(startedAt.getTime() + deps.config.tokenTtlSeconds * 1000);
      const actor = { kind: 'user' as const, id: account.user_id, role: account.role, clientId: account.client_id };
      await sessions(
        sessionStream(sessionId),
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
          },
        },
        { commandId: sessionId, metadata: metadata(actor, account.client_id, request.requestId) },
      );
      return issueToken(account, sessionId, expiresAt);
    },

    /** The caller of a token, when the token is valid and its session neither ended nor timed out. */
    async authenticate(token: string): Promise<AuthContext> {
      const verified = await signer.verify(token, now());
      if (!verified.ok) throw new DomainError(verified.reason === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
      const { payload } = verified;
      const stored = await deps.store.readStream(sessionStream(payload.jti));
      const state = stored.events.reduce(
        (s, e) => sessionDecider.evolve(s, readEvent(e.type, e.data, e.schemaVersion) as never),
        sessionDecider.initialState(),
      );
      if (!isLive(state, now().toISOString())) throw new DomainError(state.status === 'none' ? 'UNAUTHENTICATED' : 'SESSION_EXPIRED');
      return { userId: payload.user_id, role: payload.role as 0 | 1 | 2, clientId: payload.client_id, sessionId: payload.jti };
    },

    /** A new token for a live session, moving its timeout; the account must still be allowed in. */
    async refresh(token: string, request: RequestInfo): Promise<TokenResponse> {
      const auth = await this.authenticate(token);
      const account = await findAccountById(deps.pool, auth.userId);
      if (!account || account.status !== 'valid') throw new DomainError('ACCOUNT_INACTIVE');
      const expiresAt = new Date(now().getTime() + deps.config.tokenTtlSeconds * 1000);
      await sessions(
        sessionStream(auth.sessionId),
        { type: 'RefreshSession', now: now().toISOString(), expiresAt: expiresAt.toISOString() },
        { commandId: randomUUID(), metadata: metadata(actorOf(auth), auth.clientId, request.requestId) },
      );
      return issueToken(account, auth.sessionId, expiresAt);
    },

    /** Ends the session: every token it issued stops working. */
    async logout(auth: AuthContext, request: RequestInfo): Promise<void> {
      await sessions(
        sessionStream(auth.sessionId),
        { type: 'EndSession', now: now().toISOString(), reason: 'logout' },
        { commandId: deterministicUuid('logout', auth.sessionId), metadata: metadata(actorOf(auth), auth.clientId, request.requestId) },
      );
    },

    async account(auth: AuthContext) {
      const account = await findAccountById(deps.pool, auth.userId);
      if (!account) throw new DomainError('NOT_FOUND');
      return toAuthenticatedUser(account);
    },
  };
}

export const actorOf = (auth: AuthContext): CommandMetadata['actor'] => ({ kind: 'user', id: auth.userId, role: auth.role, clientId: auth.clientId });

export type IdentityService = ReturnType<typeof identityService>;
