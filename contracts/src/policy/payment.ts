import { countries, type CountryCode, type Currency } from '../catalogue/countries';
import { hasFee, type Plan } from '../catalogue/plans';
import { roles } from '../catalogue/roles';

/** The currency a client is billed and shown prices in: its country's (section 1). */
export function currencyOf(country: CountryCode | string | null): Currency {
  return countries.find((entry) => entry.code === country)?.currency ?? 'JPY';
}

export interface PaymentViewer {
  role: number;
  /** The client's base plan. */
  plan: Plan | undefined;
  /** The super admin asked the client for payment (shows amounts even on plans without a fee). */
  requestPayment: boolean;
  /** System setting: costs are shown at all. */
  costDisplay: boolean;
  /** Country setting of the client's country: 1 prices and limits shown, 0 hidden. */
  countryStatus: 0 | 1;
}

/**
 * Whether payment amounts are shown (section 6): only to the client's admin, only where costs and the country's
 * prices are shown, and on a plan without a fee (free, trial) only when payment was requested.
 */
export function paymentAmountsVisible(viewer: PaymentViewer): boolean {
  if (viewer.role !== roles.admin || !viewer.costDisplay || viewer.countryStatus === 0) return false;
  if (!viewer.plan) return false;
  return hasFee(viewer.plan) || viewer.requestPayment;
}

/**
 * Whether the plan pages show the plans' prices: to the client's admin wherever costs and the country's prices are
 * shown — also on the free and trial plans, whose admins are choosing what to buy (issue 19: the paid plans showed
 * no price). What the client has spent follows {@link paymentAmountsVisible}.
 */
export function planPricesVisible(viewer: Omit<PaymentViewer, 'plan' | 'requestPayment'>): boolean {
  return viewer.role === roles.admin && viewer.costDisplay && viewer.countryStatus !== 0;
}
