import { randomBytes, randomUUID } from 'node:crypto';
import { DomainError, trialPlanId, type Language, type UserStatus, type UserSummary } from '@packlens/contracts';
import { clientUsers, findAccountById, findScopedAccount, listClientUsers, type UserAccountRow } from '@packlens/projections';
import { deterministicUuid, type GlobalPosition } from '@packlens/kernel';
import type { z } from 'zod';
import type { ClientStaff, TrialUserDetails, TrialUserUpdate, UserAddRequest, UserProfile, UserUpdate, UserVerificationInfo } from '@packlens/contracts';
import type { IdentityContext } from './context';
import { clientPlanUsers } from '../billing/plan-users';
import { mfaDecider, normaliseEmail, type ClientState, type UserDetails } from './deciders';
import { clientDetailsOf, registrationFormData } from './registration-service';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from './identity-service';
import { maskEmail, type PasswordResetService } from './password-reset-service';
import { hashPassword, verifyPassword } from './passwords';
import { commandMetadata, furthest, lastPosition, loadState, streams } from './streams';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toUserSummary(row: UserAccountRow): UserSummary {
  return {
    id: row.user_id,
    email: row.email,
    name: row.name,
    furigana: row.furigana,
    department: row.department,
    role: row.role,
    status: row.status,
    login_count: row.login_count,
    last_login_at: iso(row.last_login_at),
    registered_at: row.registered_at.toISOString(),
  };
}

const toProfile = (row: UserAccountRow): z.infer<typeof UserProfile> => ({ ...toUserSummary(row), client_id: row.client_id, company: row.company, language: row.language });

/** `0312345678` -> `******5678`. */
const maskPhone = (phone: string) => (phone ? `${'*'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}` : null);

/** The update's fields that were given (absent ones keep their value). */
const withoutUndefined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };

/** The information form's values as the company registered them (a personal account is named after its owner). */
function trialDetailsOf(row: UserAccountRow, details: Extract<ClientState, { status: 'registered' }>['details']): TrialUserDetails {
  return {
    account_type: details.accountType,
    organization: details.accountType === 'corporation' ? details.company : '',
    headquarters: details.headquarters,
    department: details.department || row.department,
    name: row.name,
    furigana: row.furigana,
    zip_code: details.zipCode,
    address: details.address,
    building: details.building,
    telephone: details.telephone,
    country: details.country,
  };
}

/** Client admins manage their client's users; super admins may act on anyone. */
const manages = (auth: AuthContext) => auth.role === 1 || auth.role === 2;
/** The client whose users the caller may see: their own; none (all) for a super admin. */
const scopeOf = (auth: AuthContext) => (auth.role === 2 ? null : auth.clientId);

function requireAdministrator(auth: AuthContext): string {
  if (auth.role !== 1 || !auth.clientId) throw new DomainError('FORBIDDEN');
  return auth.clientId;
}

/**
 * A client's users (section 6): an admin adds users within the plan's maximum, changes them, hands over the
 * administrator role, locks and deletes them, and cancels the contract. Every lookup is scoped to the caller's
 * client: another client's user reads as not found.
 */
export function usersService(ctx: IdentityContext, identity: IdentityService, resets: PasswordResetService) {
  const { handlers } = ctx;
  const creation = identity.creation;
  const meta = (auth: AuthContext, info: RequestInfo) => ({ commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), auth.clientId, info.requestId, ctx.now()) });

  /** A user the caller may see, or NOT_FOUND. */
  async function visibleUser(auth: AuthContext, userId: string): Promise<UserAccountRow> {
    const row = await findScopedAccount(ctx.deps.pool, userId, scopeOf(auth));
    if (!row) throw new DomainError('NOT_FOUND');
    if (auth.role === 0 && row.user_id !== auth.userId) throw new DomainError('NOT_FOUND');
    return row;
  }

  async function managedUser(auth: AuthContext, userId: string): Promise<UserAccountRow> {
    const clientId = requireAdministrator(auth);
    const row = await findScopedAccount(ctx.deps.pool, userId, clientId);
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  async function changeStatus(auth: AuthContext, userId: string, status: UserStatus, info: RequestInfo) {
    return handlers.users(streams.user(userId), { type: 'ChangeUserStatus', status, now: ctx.now().toISOString() }, meta(auth, info));
  }

  async function changeEmail(auth: AuthContext, row: UserAccountRow, email: string, info: RequestInfo): Promise<GlobalPosition | undefined> {
    const { metadata } = meta(auth, info);
    const reserved = await creation.reserve('email', email, row.user_id, metadata);
    const changed = await handlers.users(streams.user(row.user_id), { type: 'ChangeUserDetails', changes: { email }, now: metadata.at }, meta(auth, info));
    const released = await creation.release('email', row.email, row.user_id, metadata);
    return furthest(lastPosition(reserved), lastPosition(changed), lastPosition(released));
  }

  /** The client, its accounts and the maximum of its plans in force (the catalogue as edited). */
  /** The caller's own account on the trial plan, with its client: the information form is only theirs. */
  async function trialAccount(auth: AuthContext, userId: string) {
    if (userId !== auth.userId) throw new DomainError('NOT_FOUND');
    const row = await visibleUser(auth, userId);
    if (!row.client_id || row.plan_id !== trialPlanId) throw new DomainError('NOT_A_TRIAL_ACCOUNT');
    return { row, client: await creation.loadClient(row.client_id) };
  }

  async function accountLimits(clientId: string) {
    const [client, plan] = await Promise.all([creation.loadClient(clientId), clientPlanUsers(ctx.deps, clientId, ctx.now())]);
    return { client, account_count: Object.keys(client.members).length, max_accounts: plan.maxAccounts };
  }

  return {
    visibleUser,

    /** GET|POST /user_list/: one page of the caller's client's users. */
    async list(auth: AuthContext, query: { page: number; page_size: number; search?: string; status?: UserStatus; role?: number }) {
      const clientId = requireAdministrator(auth);
      const page = await listClientUsers(ctx.deps.pool, {
        clientId,
        search: query.search || undefined,
        status: query.status,
        role: query.role,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      const { account_count, max_accounts } = await accountLimits(clientId);
      return { count: page.total, page: query.page, page_size: query.page_size, results: page.rows.map(toUserSummary), account_count, max_accounts };
    },

    /** POST /user_add/: a user of the admin's client, within the plan's account maximum. */
    async add(auth: AuthContext, input: z.infer<typeof UserAddRequest>, info: RequestInfo): Promise<UserSummary> {
      const clientId = requireAdministrator(auth);
      const userId = randomUUID();
      const language: Language = input.language ?? info.language ?? 'ja';
      const invited = !input.password;
      const { metadata } = meta(auth, info);
      const created = await creation.createUser(
        {
          clientId,
          email: input.email,
          name: input.name,
          furigana: input.furigana,
          department: input.department,
          role: 0,
          // An invited user sets their own password from the mail; until then no password can match this one.
          passwordHash: await hashPassword(input.password ?? randomBytes(24).toString('base64url')),
          language,
          origin: invited ? 'invitation' : 'admin',
        },
        userId,
        metadata,
      );
      const invitation = invited
        ? await resets.issue({ user_id: userId, email: normaliseEmail(input.email), client_id: clientId }, 'invitation', language, actorOf(auth), info.requestId)
        : undefined;
      await ctx.settle(furthest(created.position, lastPosition(invitation)));
      return toUserSummary((await findAccountById(ctx.deps.pool, userId)) as UserAccountRow);
    },

    /** GET /user_detail/{id}. */
    async detail(auth: AuthContext, userId: string) {
      return toProfile(await visibleUser(auth, userId));
    },

    /** PUT /user_detail/{id}: users change their own name fields; admins also e-mail and status of their users. */
    async update(auth: AuthContext, userId: string, input: z.infer<typeof UserUpdate>, info: RequestInfo) {
      const row = manages(auth) ? await findScopedAccount(ctx.deps.pool, userId, scopeOf(auth)) : await visibleUser(auth, userId);
      if (!row) throw new DomainError('NOT_FOUND');
      const self = row.user_id === auth.userId;
      if (!manages(auth) && (input.email !== undefined || input.status !== undefined)) throw new DomainError('FORBIDDEN');
      if (self && input.status !== undefined && input.status !== row.status) throw new DomainError('OWN_ACCOUNT_NOT_ALLOWED');
      const email = input.email === undefined ? undefined : normaliseEmail(input.email);
      const changes: UserDetails = { name: input.name, furigana: input.furigana, department: input.department, language: input.language };
      const positions: (GlobalPosition | undefined)[] = [];
      if (email !== undefined && email !== row.email) positions.push(await changeEmail(auth, row, email, info));
      const changed = await handlers.users(streams.user(row.user_id), { type: 'ChangeUserDetails', changes, now: ctx.now().toISOString() }, meta(auth, info));
      positions.push(lastPosition(changed));
      if (input.status !== undefined) positions.push(lastPosition(await changeStatus(auth, row.user_id, input.status, info)));
      await ctx.settle(furthest(...positions));
      return toProfile((await findAccountById(ctx.deps.pool, row.user_id)) as UserAccountRow);
    },

    /** DELETE /user_delete/{id}: the account goes, its seat and e-mail are free again. */
    async remove(auth: AuthContext, userId: string, info: RequestInfo) {
      const row = await managedUser(auth, userId);
      if (row.user_id === auth.userId || row.role === 1) throw new DomainError('OWN_ACCOUNT_NOT_ALLOWED');
      const { metadata } = meta(auth, info);
      const deleted = await handlers.users(streams.user(row.user_id), { type: 'DeleteUser', now: metadata.at }, meta(auth, info));
      const released = await handlers.clients(streams.client(row.client_id as string), { type: 'ReleaseMember', userId: row.user_id }, meta(auth, info));
      const freed = await creation.release('email', row.email, row.user_id, metadata);
      await ctx.settle(furthest(lastPosition(deleted), lastPosition(released), lastPosition(freed)));
    },

    /** POST /lock_user/: locks (or unlocks) every listed user of the caller's client, or none if any is not theirs. */
    async lock(auth: AuthContext, userIds: string[], lock: boolean, info: RequestInfo) {
      const rows = await Promise.all(userIds.map((id) => managedUser(auth, id)));
      if (rows.some((row) => row.user_id === auth.userId)) throw new DomainError('OWN_ACCOUNT_NOT_ALLOWED');
      const status: UserStatus = lock ? 'lock' : 'valid';
      const results = [];
      for (const row of rows) results.push(await changeStatus(auth, row.user_id, status, info));
      await ctx.settle(lastPosition(...results));
      return { users: rows.map((row) => ({ id: row.user_id, status })) };
    },

    /** PUT /change_manager/: the administrator role goes to `userId`; the caller becomes a user. */
    async changeManager(auth: AuthContext, userId: string, groupId: string, info: RequestInfo) {
      const clientId = requireAdministrator(auth);
      const target = await managedUser(auth, userId);
      const result = await handlers.clients(
        streams.client(clientId),
        { type: 'ChangeAdministrator', byUserId: auth.userId, newAdminId: target.user_id, groupId, newAdminValid: target.status === 'valid', now: ctx.now().toISOString() },
        meta(auth, info),
      );
      await ctx.settle(lastPosition(result));
      return { administrator_id: target.user_id, previous_administrator_id: auth.userId };
    },

    /** GET /user_staff/{clientId}: the client's users, for its own members and super admins. */
    async staff(auth: AuthContext, clientId: string): Promise<z.infer<typeof ClientStaff>> {
      if (auth.role !== 2 && auth.clientId !== clientId) throw new DomainError('NOT_FOUND');
      const { client, account_count, max_accounts } = await accountLimits(clientId);
      const users = await clientUsers(ctx.deps.pool, clientId);
      return {
        client_id: clientId,
        company: client.details.company,
        group_id: client.groupId,
        account_count,
        max_accounts,
        users: users.map((u) => ({ id: u.user_id, name: u.name, email: u.email, role: u.role, status: u.status })),
      };
    },

    /** GET /user_verification_info/{id}: how the user's logins are verified. */
    async verificationInfo(auth: AuthContext, userId: string): Promise<z.infer<typeof UserVerificationInfo>> {
      const row = await visibleUser(auth, userId);
      const mfa = await loadState(ctx.deps.store, mfaDecider, streams.mfa(row.user_id));
      const now = ctx.now().toISOString();
      const pending = Boolean(mfa.challenge && !mfa.challenge.passed && now < mfa.challenge.expiresAt);
      return {
        user_id: row.user_id,
        email: maskEmail(row.email),
        status: row.status,
        mfa_enabled: Boolean(row.mfa_enabled),
        mfa_channel: 'email',
        mfa_phone: maskPhone(row.mfa_phone ?? ''),
        mfa_pending: pending,
        last_login_at: iso(row.last_login_at),
        password_changed_at: iso(row.password_changed_at),
      };
    },

    /** GET /update_password_user_trial/{id}: what the trial user's company registered. */
    async trialUserDetails(auth: AuthContext, userId: string): Promise<TrialUserDetails> {
      const { row, client } = await trialAccount(auth, userId);
      return trialDetailsOf(row, client.details);
    },

    /**
     * PUT /update_password_user_trial/{id}: a trial user completes their details and may change their password.
     * What the request leaves out keeps its registered value; only what differs is recorded.
     */
    async updateTrialUser(auth: AuthContext, userId: string, input: z.infer<typeof TrialUserUpdate>, info: RequestInfo) {
      const { row, client: current } = await trialAccount(auth, userId);
      if (input.new_password && !(await verifyPassword(input.current_password ?? '', row.password_hash))) throw new DomainError('CURRENT_PASSWORD_INCORRECT');
      const { current_password: _current, new_password: _new, ...given } = input;
      const merged = { ...trialDetailsOf(row, current.details), ...withoutUndefined(given) };
      if (merged.account_type === 'corporation' && !merged.organization) throw new DomainError('VALIDATION_FAILED', {}, { organization: 'FIELD_REQUIRED' });
      const now = ctx.now().toISOString();
      const client = await handlers.clients(streams.client(current.clientId), { type: 'ChangeClientDetails', changes: clientDetailsOf(registrationFormData(merged)), now }, meta(auth, info));
      const user = await handlers.users(
        streams.user(userId),
        { type: 'ChangeUserDetails', changes: { name: merged.name, furigana: merged.furigana, department: merged.department }, now },
        meta(auth, info),
      );
      const password = input.new_password
        ? await handlers.users(streams.user(userId), { type: 'ChangePassword', passwordHash: await hashPassword(input.new_password), reason: 'self', now }, meta(auth, info))
        : undefined;
      await ctx.settle(lastPosition(client, user, password));
      return identity.account(auth);
    },

    /** GET /cancel_contract/: what cancelling would end. */
    async cancellationPreview(auth: AuthContext) {
      const clientId = requireAdministrator(auth);
      const { client, account_count } = await accountLimits(clientId);
      return { client_id: clientId, company: client.details.company, group_id: client.groupId, plan_id: client.plans.planId, account_count, effective: 'immediately' as const };
    },

    /** POST /cancel_contract/: no user of the client can log in any more, the caller included. */
    async cancelContract(auth: AuthContext, groupId: string, info: RequestInfo) {
      const clientId = requireAdministrator(auth);
      const now = ctx.now();
      const result = await handlers.clients(
        streams.client(clientId),
        { type: 'CancelContract', byUserId: auth.userId, groupId, now: now.toISOString() },
        { commandId: deterministicUuid('cancel-contract', clientId), metadata: commandMetadata(actorOf(auth), clientId, info.requestId, now) },
      );
      await ctx.settle(lastPosition(result));
      const cancelled = result.newEvents.find((e) => e.type === 'ContractCancelled');
      return { status: 'cancelled' as const, cancelled_at: cancelled?.type === 'ContractCancelled' ? cancelled.data.cancelledAt : now.toISOString() };
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
