import { randomUUID } from 'node:crypto';
import {
  DomainError,
  addOnsOfKind,
  currencyOf,
  hasFee,
  isExpired,
  isDomainError,
  paymentAmountsVisible,
  planPricesVisible,
  planIn,
  renewablePlans,
  userPlanFields,
  type CatalogPlan,
  type ClientPlanStatus,
  type Currency,
  type Plan,
  type PlanCatalogue,
  type PlanChangeRequest as PlanChangeBody,
  type PlanChoice,
  type PlanSetting,
  type UsageMonth,
} from '@packlens/contracts';
import { countrySettingOf, getClient, planCatalogue, salesMonths, systemSettings, type SystemSettingsRow } from '@packlens/projections';
import type { IdentityContext } from '../identity/context';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../identity/identity-service';
import { commandMetadata, lastPosition, loadState } from '../identity/streams';
import { accountMaximumOf, assertMayChangePlans, clientPlanDecider, decidePlanChange, runningPeriods, type ClientPlanState } from './deciders';
import { billingStreams, type BillingHandlers } from './streams';

type Registered = Extract<ClientPlanState, { status: 'registered' }>;

/** A plan as the screens show it; prices only where the caller may see payment amounts. */
export function toCatalogPlan(plan: Plan, showPrices: boolean, refusal: string | null = null): CatalogPlan {
  const price = (amount: number | null) => (showPrices ? amount : null);
  return {
    ...userPlanFields(plan),
    kind: plan.kind,
    validity_period: plan.validityPeriod,
    price: price(plan.price.JPY),
    price_cn: price(plan.price.CNY),
    price_th: price(plan.price.THB),
    price_id: price(plan.price.IDR),
    has_fee: hasFee(plan),
    refusal,
  };
}

function planStatus(state: Registered, now: Date): ClientPlanStatus {
  const iso = now.toISOString();
  return {
    client_id: state.clientId,
    plan_id: state.planId,
    plan_option_id: state.addOns.option,
    plan_generate_id: state.addOns.generate,
    plan_key_visual_id: state.addOns.key_visual,
    expired_at: state.expiresAt,
    expired: isExpired(state.expiresAt, now),
    running_periods: runningPeriods(state, iso).map((period) => ({ kind: period.slot, plan_id: period.planId, until: period.until })),
    left_free: state.leftFree,
    selected_user_ids: state.selectedUserIds,
    changed_at: null,
  };
}

/** What a client's payment amounts depend on (section 6): role, plan, payment requested, cost display, country. */
export async function paymentVisibility(ctx: IdentityContext, auth: AuthContext, catalogue: PlanCatalogue, settings: SystemSettingsRow) {
  if (!auth.clientId) return { show: false, prices: false, currency: 'JPY' as Currency, country: undefined };
  const client = await getClient(ctx.deps.pool, auth.clientId);
  if (!client) throw new DomainError('NOT_FOUND');
  const country = await countrySettingOf(ctx.deps.pool, client.country);
  const viewer = { role: auth.role, costDisplay: settings.cost_display, countryStatus: country?.status ?? 1 };
  const show = paymentAmountsVisible({ ...viewer, plan: planIn(catalogue, client.plan_id), requestPayment: client.request_payment });
  return { show, prices: planPricesVisible(viewer), currency: currencyOf(client.country), country };
}

/** Plan changes (PUT /change_plan/{id}), what PlanRenew offers, and the client's usage amounts. */
export function planService(ctx: IdentityContext, identity: IdentityService, handlers: BillingHandlers) {
  const { pool, store } = ctx.deps;

  async function registeredPlan(clientId: string): Promise<Registered> {
    const state = await loadState(store, clientPlanDecider, billingStreams.clientPlan(clientId));
    if (state.status !== 'registered') throw new DomainError('NOT_FOUND');
    return state;
  }

  /** The code a rule refuses with, or null: PlanRenew disables with it. */
  function refusalBy(rule: () => unknown): string | null {
    try {
      rule();
      return null;
    } catch (error) {
      if (isDomainError(error)) return error.code;
      throw error;
    }
  }

  /** The change to `planId` alone, as the decider would judge it now. */
  const refusalOf = (state: Registered, auth: AuthContext, planId: number, planSetting: PlanSetting, catalogue: PlanCatalogue) =>
    refusalBy(() =>
      decidePlanChange(state, {
        type: 'ChangePlan',
        request: { planId, addOns: { option: null, generate: null, key_visual: null }, selectedUserIds: [], confirmEndOptionPeriod: true },
        byUserId: auth.userId,
        planSetting,
        catalogue,
        now: ctx.now().toISOString(),
      }),
    );

  return {
    async choice(auth: AuthContext): Promise<PlanChoice> {
      if (!auth.clientId) throw new DomainError('NOT_FOUND');
      const [state, catalogue, settings] = await Promise.all([registeredPlan(auth.clientId), planCatalogue(pool), systemSettings(pool)]);
      // Prices of what can be bought, not what was spent: a trial's admin sees them too.
      const { prices: show, currency } = await paymentVisibility(ctx, auth, catalogue, settings);
      const planSetting = settings.plan_setting;
      // Add-ons share the change's common refusals (role, setting, cancelled); the covered-option rule depends on the base chosen.
      const common = refusalBy(() => assertMayChangePlans(state, auth.userId, planSetting));
      const addOns = (kind: Plan['kind']) => addOnsOfKind(catalogue, kind).map((plan) => toCatalogPlan(plan, show, common));
      return {
        current: planStatus(state, ctx.now()),
        plans: renewablePlans(catalogue).map((plan) => toCatalogPlan(plan, show, refusalOf(state, auth, plan.id, planSetting, catalogue))),
        options: addOns('option'),
        generate: addOns('generate'),
        key_visual: addOns('key_visual'),
        setting_plan: planSetting,
        show_prices: show,
        currency,
        account_count: Object.keys(state.members).length,
        max_accounts: accountMaximumOf(state, catalogue, ctx.now().toISOString()),
      };
    },

    async change(auth: AuthContext, clientId: string, body: PlanChangeBody, info: RequestInfo) {
      if (auth.role === 0) throw new DomainError('FORBIDDEN');
      // Another client's id reads as not found, as every client-scoped resource does.
      if (auth.clientId !== clientId) throw new DomainError('NOT_FOUND');
      const [catalogue, settings] = await Promise.all([planCatalogue(pool), systemSettings(pool)]);
      const now = ctx.now();
      const result = await handlers.clientPlans(
        billingStreams.clientPlan(clientId),
        {
          type: 'ChangePlan',
          request: {
            planId: body.plan_id,
            addOns: { option: body.plan_option_id, generate: body.plan_generate_id, key_visual: body.plan_key_visual_id },
            selectedUserIds: body.user_data,
            confirmEndOptionPeriod: body.confirm_end_option_period,
          },
          byUserId: auth.userId,
          planSetting: settings.plan_setting,
          catalogue,
          now: now.toISOString(),
        },
        { commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), clientId, info.requestId, now) },
      );
      await ctx.settle(lastPosition(result));
      const changed = result.newEvents[0];
      const state = result.newState as Registered;
      return {
        current: { ...planStatus(state, now), changed_at: now.toISOString() },
        ended_periods: changed?.type === 'PlanChanged' ? (changed.data.endedPeriods ?? []) : [],
        user: await identity.account(auth),
      };
    },

    /** The client's usage per month; amounts only for whom section 6 shows them. */
    async usage(auth: AuthContext, query: { from?: string; to?: string }) {
      if (auth.role !== 1 || !auth.clientId) throw new DomainError('FORBIDDEN');
      const [catalogue, settings] = await Promise.all([planCatalogue(pool), systemSettings(pool)]);
      const { show } = await paymentVisibility(ctx, auth, catalogue, settings);
      const { rows } = await salesMonths(pool, { clientId: auth.clientId, from: query.from, to: query.to, sort: 'month', order: 'asc', offset: 0, limit: 240 });
      const amount = (value: number) => (show ? value : null);
      return {
        show_amounts: show,
        months: rows.map((row) => ({ ...toUsageMonth(row), plan_fees: amount(row.plan_fees), usage_fees: amount(row.usage_fees), total: amount(row.total) })),
      };
    },
  };
}

export function toUsageMonth(row: Awaited<ReturnType<typeof salesMonths>>['rows'][number]): UsageMonth {
  return {
    client_id: row.client_id,
    month: row.month,
    currency: row.currency,
    plan_fees: row.plan_fees,
    usage_fees: row.usage_fees,
    total: row.total,
    images_calculated: row.images_calculated,
    images_refunded: row.images_refunded,
    tokens_used: row.tokens_used,
    tickets_used: row.tickets_used,
  };
}

export type PlanService = ReturnType<typeof planService>;
