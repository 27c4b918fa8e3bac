import { randomUUID } from 'node:crypto';
import {
  DomainError,
  hasFee,
  planById,
  planIdentityFields,
  planPriceFields,
  trialPlanId,
  type CountryCode,
  type Language,
  type Plan,
  type RegistrationForm,
} from '@packlens/contracts';
import { deterministicUuid } from '@packlens/kernel';
import type { z } from 'zod';
import type { RegistrationLink, RegistrationPlanChoice, RegistrationSummary, SelectablePlan } from '@packlens/contracts';
import type { IdentityContext } from './context';
import { normaliseEmail, openRegistration, registrationDecider, registrationPlanIds, reservationDecider, type ClientDetails, type RegistrationFormData, type RegistrationState } from './deciders';
import type { IdentityService, RequestInfo } from './identity-service';
import { linkExpiry, presentedToken, randomToken } from './one-time-secrets';
import { hashPassword } from './passwords';
import { commandMetadata, furthest, lastPosition, loadState, streams, type Actor } from './streams';

/**
 * The image limit a client starts with on a plan whose catalogue entry sets none (unlimited, ad hoc); the super
 * admin changes it per client in the console.
 */
export const defaultClientMaxImages = 100;
const registrationActor: Actor = { kind: 'system', id: 'registration' };

export function toSelectablePlan(plan: Plan): z.infer<typeof SelectablePlan> {
  return {
    ...planIdentityFields(plan),
    ...planPriceFields(plan),
    has_fee: hasFee(plan),
  };
}

type CompanyForm = Pick<RegistrationForm, 'account_type' | 'organization' | 'headquarters' | 'department' | 'name' | 'furigana' | 'zip_code' | 'address' | 'building' | 'telephone' | 'country'>;

/** The form's fields as events keep them. */
export function registrationFormData(form: CompanyForm): RegistrationFormData {
  return {
    accountType: form.account_type,
    organization: form.organization,
    headquarters: form.headquarters,
    department: form.department,
    name: form.name,
    furigana: form.furigana,
    zipCode: form.zip_code,
    address: form.address,
    building: form.building,
    telephone: form.telephone,
    country: form.country,
  };
}

/** The client's details from the form: a personal account is named after its owner. */
export function clientDetailsOf(form: RegistrationFormData): Required<ClientDetails> {
  return {
    company: form.organization || form.name,
    department: form.department,
    headquarters: form.headquarters,
    accountType: form.accountType,
    country: form.country,
    zipCode: form.zipCode,
    address: form.address,
    building: form.building,
    telephone: form.telephone,
    ownerName: form.name,
  };
}

/**
 * Registration (section 2): trial (e-mail and password) and full (pre-registration mail -> form -> plan select ->
 * confirm -> complete). Requests always answer "mail sent"; whether the address had an account is said in the mail.
 */
export function registrationService(ctx: IdentityContext, identity: IdentityService) {
  const { handlers, secrets } = ctx;
  const nowIso = () => ctx.now().toISOString();

  async function load(registrationId: string) {
    return loadState(ctx.deps.store, registrationDecider, streams.registration(registrationId));
  }

  /** The registration a token or `user` parameter opens, and the hash of the secret presented. */
  async function open(token: string, stage: 'link' | 'continuation') {
    const { id, presentedHash } = presentedToken(token);
    const state = await load(id);
    return { state: openRegistration(state, presentedHash, nowIso(), stage), presentedHash, registrationId: id };
  }

  async function request(
    kind: 'full' | 'trial',
    input: { email: string; password?: string; country: CountryCode; language?: Language },
    info: RequestInfo,
  ): Promise<void> {
    const email = normaliseEmail(input.email);
    await ctx.limiter.check(['registrationPerIp', info.ip ?? 'unknown'], ['registrationPerEmail', email]);
    const registrationId = randomUUID();
    const requestedAt = ctx.now();
    await handlers.registrations(
      streams.registration(registrationId),
      {
        type: 'RequestRegistration',
        data: {
          registrationId,
          kind,
          email,
          tokenHash: secrets.link('registration', registrationId).hash,
          passwordHash: input.password ? await hashPassword(input.password) : null,
          country: input.country,
          language: input.language ?? info.language ?? 'ja',
          requestedAt: requestedAt.toISOString(),
          expiresAt: linkExpiry(requestedAt),
        },
      },
      { commandId: registrationId, metadata: commandMetadata(registrationActor, null, info.requestId, requestedAt) },
    );
  }

  /** Creates the client and its administrator for a registration, marks it completed, and logs the admin in. */
  async function complete(state: RegistrationState, registrationId: string, presentedHash: string, info: RequestInfo) {
    if (state.status !== 'requested' && state.status !== 'submitted') throw new DomainError('URL_INVALID');
    const clientId = deterministicUuid('registration-client', registrationId);
    const userId = deterministicUuid('registration-user', registrationId);
    // Run the rules first (link or continuation, plan chosen), so nothing is created for a request they refuse.
    registrationDecider.decide({ type: 'CompleteRegistration', presentedHash, now: nowIso(), clientId, userId, groupId: '00000' }, state);
    const { request } = state;
    const reservation = await loadState(ctx.deps.store, reservationDecider, streams.reservation('email', request.email));
    if (reservation.status === 'taken' && reservation.ownerId !== userId) throw new DomainError('EMAIL_ALREADY_REGISTERED');

    const planId = state.status === 'submitted' ? (state.planId as number) : trialPlanId;
    const plan = planById(planId) as Plan;
    const form = state.status === 'submitted' ? state.form : null;
    const metadata = commandMetadata(registrationActor, clientId, info.requestId, ctx.now());
    const client = await identity.creation.createClient(
      form
        ? { ...clientDetailsOf(form.form), planId, maxImages: plan.maxImages ?? defaultClientMaxImages, requestPayment: hasFee(plan) }
        : { company: '', accountType: 'personal', country: request.country, planId, maxImages: plan.maxImages ?? defaultClientMaxImages },
      clientId,
      metadata,
    );
    const user = await identity.creation.createUser(
      {
        clientId,
        email: request.email,
        name: form?.form.name ?? '',
        furigana: form?.form.furigana ?? '',
        department: form?.form.department ?? '',
        role: 1,
        passwordHash: form?.passwordHash ?? (request.passwordHash as string),
        language: request.language,
        origin: form ? 'registration' : 'trial',
      },
      userId,
      metadata,
    );
    const completed = await handlers.registrations(
      streams.registration(registrationId),
      { type: 'CompleteRegistration', presentedHash, now: nowIso(), clientId, userId, groupId: client.groupId },
      { commandId: deterministicUuid('complete-registration', registrationId), metadata },
    );
    await ctx.settle(furthest(lastPosition(completed), client.position, user.position));
    const login = await identity.loginCreatedAccount(userId, info);
    return { ...login, user_id: userId, client_id: clientId, group_id: client.groupId };
  }

  function summary(state: RegistrationState): z.infer<typeof RegistrationSummary> {
    if (state.status === 'none' || state.status === 'requested') throw new DomainError('URL_INVALID');
    const form = state.form?.form;
    const planId = state.status === 'completed' ? state.completion.planId : state.planId;
    const plan = planId ? planById(planId) : undefined;
    return {
      status: state.status === 'completed' ? 'completed' : planId ? 'confirm' : 'plan_select',
      email: state.request.email,
      account_type: form?.accountType ?? 'personal',
      organization: form?.organization ?? '',
      headquarters: form?.headquarters ?? '',
      department: form?.department ?? '',
      name: form?.name ?? '',
      furigana: form?.furigana ?? '',
      zip_code: form?.zipCode ?? '',
      address: form?.address ?? '',
      building: form?.building ?? '',
      telephone: form?.telephone ?? '',
      country: form?.country ?? state.request.country,
      plan: plan ? toSelectablePlan(plan) : null,
      group_id: state.status === 'completed' ? state.completion.groupId : null,
    };
  }

  function planChoice(state: RegistrationState): z.infer<typeof RegistrationPlanChoice> {
    if (state.status !== 'submitted') throw new DomainError('URL_INVALID');
    return {
      email: state.request.email,
      organization: state.form.form.organization,
      country: state.form.form.country,
      selected_plan_id: state.planId,
      plans: registrationPlanIds.map((id) => toSelectablePlan(planById(id) as Plan)),
    };
  }

  return {
    /** POST /register_user_trial/: a trial link by mail. */
    requestTrial: (input: { email: string; password: string; country: CountryCode; language?: Language }, info: RequestInfo) => request('trial', input, info),
    /** POST /pre_register/: a registration link by mail. */
    preRegister: (input: { email: string; country: CountryCode; language?: Language }, info: RequestInfo) => request('full', input, info),

    /** GET /register/{token}: what the link is for, while it is valid. */
    async link(token: string): Promise<z.infer<typeof RegistrationLink>> {
      const { state } = await open(token, 'link');
      const { request } = state as Extract<RegistrationState, { status: 'requested' }>;
      return { kind: request.kind, email: request.email, country: request.country, language: request.language, expires_at: request.expiresAt };
    },

    /** The link's kind decides what POST /register/{token} takes: the form (full) or the terms (trial). */
    async linkKind(token: string) {
      return (await this.link(token)).kind;
    },

    /** POST /register/{token} for a full registration: the form of section 3; the link is used up. */
    async submitForm(token: string, form: RegistrationForm, info: RequestInfo) {
      const { state, presentedHash, registrationId } = await open(token, 'link');
      const { request } = state as Extract<RegistrationState, { status: 'requested' }>;
      if (form.email && normaliseEmail(form.email) !== request.email) throw new DomainError('VALIDATION_FAILED', {}, { email: 'EMAIL_INVALID' });
      const continuation = randomToken(registrationId);
      const submittedAt = ctx.now();
      const result = await handlers.registrations(
        streams.registration(registrationId),
        {
          type: 'SubmitForm',
          presentedHash,
          now: submittedAt.toISOString(),
          data: {
            form: registrationFormData(form),
            passwordHash: await hashPassword(form.password),
            continuationHash: continuation.hash,
            expiresAt: linkExpiry(submittedAt),
          },
        },
        { commandId: randomUUID(), metadata: commandMetadata(registrationActor, null, info.requestId, submittedAt) },
      );
      await ctx.settle(lastPosition(result));
      return { user: continuation.token, next: 'plan_select' as const };
    },

    /** POST /register/{token} for a trial: the account is created and its admin logged in. */
    async completeTrial(token: string, info: RequestInfo) {
      const { state, presentedHash, registrationId } = await open(token, 'link');
      return complete(state, registrationId, presentedHash, info);
    },

    async planChoice(user: string) {
      return planChoice((await open(user, 'continuation')).state);
    },

    async selectPlan(user: string, planId: number, info: RequestInfo) {
      const { presentedHash, registrationId } = await open(user, 'continuation');
      const result = await handlers.registrations(
        streams.registration(registrationId),
        { type: 'SelectPlan', presentedHash, now: nowIso(), planId },
        { commandId: randomUUID(), metadata: commandMetadata(registrationActor, null, info.requestId, ctx.now()) },
      );
      return planChoice(result.newState);
    },

    /** GET /register/confirm and /register/complete: what was entered and chosen. */
    async summary(user: string, expected: 'confirm' | 'complete') {
      const result = summary((await open(user, 'continuation')).state);
      if (expected === 'confirm' && result.status === 'plan_select') throw new DomainError('PLAN_NOT_SELECTED');
      if (expected === 'complete' && result.status !== 'completed') throw new DomainError('URL_INVALID');
      return result;
    },

    /** POST /register/confirm: the client and its administrator are created; the admin is logged in. */
    async confirm(user: string, info: RequestInfo) {
      const { state, presentedHash, registrationId } = await open(user, 'continuation');
      return complete(state, registrationId, presentedHash, info);
    },
  };
}
export type RegistrationService = ReturnType<typeof registrationService>;
