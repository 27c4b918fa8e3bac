import { countries, formatPrice, planTypes, type CountryCode, type Language, type SelectablePlan } from '@packlens/contracts';

type Plan = ReturnType<typeof SelectablePlan.parse>;

/** The price field of a plan (section 3: price, price_cn, price_th, price_id) for a country's currency. */
export function planPriceFor(plan: Plan, country: CountryCode): { amount: number | null; currency: (typeof countries)[number]['currency'] } {
  const currency = countries.find((entry) => entry.code === country)?.currency ?? 'JPY';
  const byCurrency = { JPY: plan.price, CNY: plan.price_cn, THB: plan.price_th, IDR: plan.price_id } as const;
  return { amount: byCurrency[currency], currency };
}

export type PlanPriceText = { kind: 'free' } | { kind: 'amount'; text: string } | { kind: 'unknown' };

/** How a plan's price reads on the plan-select screen: no fee, a formatted amount (section 9), or not known. */
export function planPriceText(plan: Plan, country: CountryCode, language: Language): PlanPriceText {
  if (!plan.has_fee) return { kind: 'free' };
  const { amount, currency } = planPriceFor(plan, country);
  if (amount === null) return { kind: 'unknown' };
  return { kind: 'amount', text: formatPrice(amount, { language, currency, adhoc: plan.plan_type === planTypes.adhoc }) };
}
