import { randomBytes, randomUUID } from 'node:crypto';
import { DomainError, isAddOn, planById, type AdminClient, type AdminClientCreate, type AdminClientUpdate, type Language } from '@packlens/contracts';
import { getClient, type ClientRow } from '@packlens/projections';
import type { IdentityContext } from '../identity/context';
import { normaliseEmail, reservationDecider } from '../identity/deciders';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../identity/identity-service';
import type { PasswordResetService } from '../identity/password-reset-service';
import { hashPassword } from '../identity/passwords';
import { commandMetadata, furthest, lastPosition, loadState, streams } from '../identity/streams';

export function toAdminClient(row: ClientRow, language: Language): AdminClient {
  return {
    id: row.client_id,
    group_id: row.group_id,
    company: row.company,
    department: row.department,
    headquarters: row.headquarters,
    account_type: row.account_type,
    country: row.country as AdminClient['country'],
    zip_code: row.zip_code,
    address: row.address,
    building: row.building,
    telephone: row.telephone,
    owner_name: row.owner_name,
    administrator: row.admin_user_id ? { id: row.admin_user_id, name: row.admin_name ?? '', email: row.admin_email ?? '' } : null,
    plan_id: row.plan_id,
    plan_name: planById(row.plan_id)?.name[language] ?? String(row.plan_id),
    plan_expires_at: row.plan_expires_at?.toISOString() ?? null,
    max_images: row.max_images,
    mfa_enabled: row.mfa_enabled,
    mfa_phone: row.mfa_phone,
    request_payment: row.request_payment,
    status: row.status,
    user_count: row.user_count,
    registered_at: row.registered_at.toISOString(),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
  };
}

const detailsOf = (input: AdminClientUpdate) => ({
  company: input.company,
  department: input.department,
  headquarters: input.headquarters,
  accountType: input.account_type,
  country: input.country,
  zipCode: input.zip_code,
  address: input.address,
  building: input.building,
  telephone: input.telephone,
  ownerName: input.owner_name,
});
const settingsOf = (input: AdminClientUpdate) => ({
  mfaEnabled: input.mfa_enabled,
  mfaPhone: input.mfa_phone,
  maxImages: input.max_images,
  status: input.status,
  requestPayment: input.request_payment,
});

function assertBasePlan(planId: number) {
  const plan = planById(planId);
  if (!plan || isAddOn(plan)) throw new DomainError('VALIDATION_FAILED', {}, { plan_id: 'PLAN_NOT_SELECTABLE' });
}

/** The super admin's clients: add (with an invited administrator) and edit. */
export function clientsService(ctx: IdentityContext, identity: IdentityService, resets: PasswordResetService) {
  const { handlers } = ctx;

  async function row(clientId: string): Promise<ClientRow> {
    const found = await getClient(ctx.deps.pool, clientId);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  return {
    row,

    async create(auth: AuthContext, input: AdminClientCreate, info: RequestInfo): Promise<ClientRow> {
      assertBasePlan(input.plan_id);
      const email = normaliseEmail(input.admin_email);
      const taken = await loadState(ctx.deps.store, reservationDecider, streams.reservation('email', email));
      if (taken.status === 'taken') throw new DomainError('EMAIL_ALREADY_REGISTERED');
      const clientId = randomUUID();
      const userId = randomUUID();
      const metadata = commandMetadata(actorOf(auth), clientId, info.requestId, ctx.now());
      const settings = settingsOf(input);
      const client = await identity.creation.createClient(
        { ...detailsOf(input), planId: input.plan_id, maxImages: settings.maxImages, mfaEnabled: settings.mfaEnabled, mfaPhone: settings.mfaPhone, requestPayment: settings.requestPayment },
        clientId,
        metadata,
      );
      const status =
        input.status === 'valid'
          ? undefined
          : await handlers.clients(streams.client(clientId), { type: 'ChangeClientSettings', changes: { status: input.status }, now: metadata.at }, { commandId: randomUUID(), metadata });
      const admin = await identity.creation.createUser(
        {
          clientId,
          email,
          name: input.admin_name,
          role: 1,
          passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
          language: input.admin_language,
          origin: 'invitation',
        },
        userId,
        metadata,
      );
      const invitation = await resets.issue({ user_id: userId, email, client_id: clientId }, 'invitation', input.admin_language, actorOf(auth), info.requestId);
      await ctx.settle(furthest(client.position, lastPosition(status), admin.position, lastPosition(invitation)));
      return row(clientId);
    },

    async update(auth: AuthContext, clientId: string, input: AdminClientUpdate, info: RequestInfo): Promise<ClientRow> {
      await row(clientId);
      assertBasePlan(input.plan_id);
      const now = ctx.now();
      const context = () => ({ commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), clientId, info.requestId, now) });
      const stream = streams.client(clientId);
      const details = await handlers.clients(stream, { type: 'ChangeClientDetails', changes: detailsOf(input), now: now.toISOString() }, context());
      const settings = await handlers.clients(stream, { type: 'ChangeClientSettings', changes: settingsOf(input), now: now.toISOString() }, context());
      const plan = await handlers.clients(stream, { type: 'ChangeBasePlan', planId: input.plan_id, now: now.toISOString() }, context());
      await ctx.settle(lastPosition(details, settings, plan));
      return row(clientId);
    },
  };
}
