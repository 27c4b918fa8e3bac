import {
  addOnCovered,
  formatPrice,
  planTypes,
  type AddOnSlot,
  type CatalogPlan,
  type Currency,
  type Language,
  type PlanChangeRequest,
  type PlanChoice,
} from '@packlens/contracts';

/** What the admin picked on PlanRenew; carried to PlanConfirm in the URL, so a reload keeps it. */
export interface PlanSelection {
  planId: number | null;
  option: number | null;
  generate: number | null;
  keyVisual: number | null;
}

export const emptySelection: PlanSelection = { planId: null, option: null, generate: null, keyVisual: null };

const params = { planId: 'plan', option: 'option', generate: 'generate', keyVisual: 'key_visual' } as const;

const idOf = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

export function selectionFromSearch(search: URLSearchParams): PlanSelection {
  return {
    planId: idOf(search.get(params.planId)),
    option: idOf(search.get(params.option)),
    generate: idOf(search.get(params.generate)),
    keyVisual: idOf(search.get(params.keyVisual)),
  };
}

/**
 * The selection as PlanConfirm's (or PlanRenew's) query. `user` is section 2's parameter that lets a trial user
 * on the plan pages past the information form: once given, it travels with the selection, or the next page
 * would send them back to the form (issue 19: the trial could never reach the confirmation).
 */
export function searchOfSelection(selection: PlanSelection, user: string | null = null): string {
  const search = new URLSearchParams();
  if (user) search.set('user', user);
  for (const [field, name] of Object.entries(params)) {
    const value = selection[field as keyof PlanSelection];
    if (value !== null) search.set(name, String(value));
  }
  return `?${search}`;
}

/** Section 3's plan change payload for a selection. */
export function changeRequestOf(selection: PlanSelection & { planId: number }, extra: { confirm: boolean; users: string[] }): Partial<PlanChangeRequest> & { plan_id: number } {
  return {
    plan_id: selection.planId,
    plan_option_id: selection.option,
    plan_generate_id: selection.generate,
    plan_key_visual_id: selection.keyVisual,
    user_data: extra.users,
    confirm_end_option_period: extra.confirm,
  };
}

const slotOfField = { option: 'option', generate: 'generate', keyVisual: 'key_visual' } as const satisfies Record<Exclude<keyof PlanSelection, 'planId'>, AddOnSlot>;
export type AddOnField = keyof typeof slotOfField;

/** Why an add-on cannot go with the selection (a catalogue code), or null. */
export function addOnRefusal(field: AddOnField, selection: PlanSelection, choice: PlanChoice): string | null {
  const plan = [...choice.options, ...choice.generate, ...choice.key_visual].find((entry) => entry.id === selection[field]);
  if (plan?.refusal) return plan.refusal;
  const base = choice.plans.find((entry) => entry.id === selection.planId);
  return addOnCovered(slotOfField[field], base?.plan_type ?? null, selection.generate !== null) ? 'PLAN_OPTION_COVERED_BY_GENERATE_PLAN' : null;
}

/** A selection without add-ons the chosen base plan or generate plan already covers. */
export function withoutCoveredAddOns(selection: PlanSelection, choice: PlanChoice): PlanSelection {
  const next = { ...selection };
  for (const field of ['option', 'keyVisual'] as const) {
    if (next[field] !== null && addOnRefusal(field, next, choice) === 'PLAN_OPTION_COVERED_BY_GENERATE_PLAN') next[field] = null;
  }
  return next;
}

/** The plans a selection names, base plan first. */
export function selectedPlans(selection: PlanSelection, choice: PlanChoice): CatalogPlan[] {
  const all = [...choice.plans, ...choice.options, ...choice.generate, ...choice.key_visual];
  return [selection.planId, selection.option, selection.generate, selection.keyVisual]
    .map((id) => all.find((plan) => plan.id === id))
    .filter((plan): plan is CatalogPlan => plan !== undefined);
}

/** A plan's price field for a currency (section 3: price, price_cn, price_th, price_id). */
export function priceIn(plan: CatalogPlan, currency: Currency): number | null {
  return { JPY: plan.price, CNY: plan.price_cn, THB: plan.price_th, IDR: plan.price_id }[currency];
}

export type PriceLabel = { kind: 'free' } | { kind: 'amount'; text: string; perMonth: string | null; perCalculation: boolean } | { kind: 'hidden' } | { kind: 'unknown' };

/**
 * How a plan's price reads (section 9): no fee, a formatted amount (man units in Japanese when it ends in 0000 or is
 * ad hoc, thousands separators) with the per-month price when it runs several months, hidden, or not known.
 */
export function priceLabel(plan: CatalogPlan, choice: Pick<PlanChoice, 'show_prices' | 'currency'>, language: Language): PriceLabel {
  if (!plan.has_fee) return { kind: 'free' };
  if (!choice.show_prices) return { kind: 'hidden' };
  const amount = priceIn(plan, choice.currency);
  if (amount === null) return { kind: 'unknown' };
  const adhoc = plan.plan_type === planTypes.adhoc;
  const months = plan.unit_type_period === 'month' && plan.validity_period && plan.validity_period > 1 ? plan.validity_period : null;
  return {
    kind: 'amount',
    text: formatPrice(amount, { language, currency: choice.currency, adhoc }),
    perMonth: months ? formatPrice(amount, { language, currency: choice.currency, adhoc, perMonthOver: months }) : null,
    // The ad hoc price is charged per calculation (a project of up to 10 images), not per month or image.
    perCalculation: adhoc,
  };
}

/** The total a selection charges, formatted; null when prices are hidden or one of them is not known. */
export function totalLabel(plans: CatalogPlan[], choice: Pick<PlanChoice, 'show_prices' | 'currency'>, language: Language): string | null {
  if (!choice.show_prices) return null;
  let total = 0;
  for (const plan of plans) {
    if (!plan.has_fee) continue;
    const amount = priceIn(plan, choice.currency);
    if (amount === null) return null;
    total += amount;
  }
  return formatPrice(total, { language, currency: choice.currency });
}

/** The unlimited plan with more accounts than it allows: the admin picks who may use it. */
export function needsUserSelection(selection: PlanSelection, choice: PlanChoice): number | null {
  const base = choice.plans.find((plan) => plan.id === selection.planId);
  if (!base || base.plan_type !== planTypes.byMonth) return null;
  const addOns = selectedPlans(selection, choice).slice(1);
  const max = Math.max(base.max_accounts, ...addOns.map((plan) => plan.max_accounts));
  return choice.account_count > max ? max : null;
}
