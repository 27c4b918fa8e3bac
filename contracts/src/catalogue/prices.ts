import type { Language } from '../language';
import type { Currency } from './countries';
import type { Plan } from './plans';

/** A price in each currency; null where the description shows no price for that currency. */
export type PriceTable = Record<Currency, number | null>;

export function priceTable(jpy: number | null, cny: number | null = null, thb: number | null = null, idr: number | null = null): PriceTable {
  return { JPY: jpy, CNY: cny, THB: thb, IDR: idr };
}

/** Prices of one-off services (section 9), in JPY unless a country price is given. */
export const servicePrices = {
  plugRequest: priceTable(200000),
  process1: priceTable(300000),
  process2: priceTable(300000),
  logoCreation: priceTable(15000),
  shelfCreation: priceTable(20000, 730, 3600, 1560000),
  analysisReport: priceTable(12000),
  loraTraining: priceTable(30000),
} as const satisfies Record<string, PriceTable>;

/** How a currency is written around the number, per interface language. */
const currencyAffixes: Record<Currency, Record<Language, [prefix: string, suffix: string]>> = {
  JPY: { ja: ['', '円'], en: ['¥', ''], 'zh-CN': ['', '日元'] },
  CNY: { ja: ['', '元'], en: ['CN¥', ''], 'zh-CN': ['', '元'] },
  THB: { ja: ['', 'バーツ'], en: ['฿', ''], 'zh-CN': ['', '泰铢'] },
  IDR: { ja: ['', 'ルピア'], en: ['Rp ', ''], 'zh-CN': ['', '印尼盾'] },
};

const man = 10000;

/** Writes a non-negative integer with comma thousands separators (section 9). */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface PriceFormatOptions {
  language: Language;
  currency?: Currency;
  /** Ad hoc prices are always written in 万 in Japanese. */
  adhoc?: boolean;
  /** Show the price per month of a plan that runs this many months. */
  perMonthOver?: number;
}

/**
 * A price as the screens show it (section 9): thousands separators; in Japanese, yen amounts that end in
 * 0000 (or any ad hoc price) in units of 10,000 (万), e.g. 20000 -> "2万円", ad hoc 12000 -> "1.2万円".
 */
export function formatPrice(amount: number, options: PriceFormatOptions): string {
  const { language, currency = 'JPY', adhoc = false, perMonthOver } = options;
  const value = Math.round(perMonthOver && perMonthOver > 1 ? amount / perMonthOver : amount);
  const [prefix, suffix] = currencyAffixes[currency][language];
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  if (language === 'ja' && currency === 'JPY' && magnitude > 0 && (magnitude % man === 0 || adhoc)) {
    const fraction = String(magnitude % man).padStart(4, '0').replace(/0+$/, '');
    return `${sign}${groupThousands(Math.floor(magnitude / man))}${fraction ? `.${fraction}` : ''}万${suffix}`;
  }
  return `${sign}${prefix}${groupThousands(magnitude)}${suffix}`;
}

/** A plan's price in `currency`, per month when `perMonth` is set; null when the price is not known. */
export function formatPlanPrice(plan: Plan, language: Language, currency: Currency = 'JPY', perMonth = false): string | null {
  const amount = plan.price[currency];
  if (amount === null) return null;
  const months = perMonth && plan.unitTypePeriod === 'month' ? (plan.validityPeriod ?? 1) : 1;
  return formatPrice(amount, { language, currency, adhoc: plan.kind === 'adhoc', perMonthOver: months });
}
