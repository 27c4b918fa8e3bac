import type { LocalizedText } from '../language';
import { localized } from './localized';
import { priceTable, type PriceTable } from './prices';

/** Plan type numbers (section 3). Free and trial carry no fee. */
export const planTypes = { byMonth: 1, adhoc: 2, free: 3, trial: 4 } as const;
export type PlanTypeId = (typeof planTypes)[keyof typeof planTypes];

export const planTypeNames: Record<PlanTypeId, LocalizedText> = {
  1: localized('月額（無制限）', 'Monthly (unlimited)', '包月（无限制）'),
  2: localized('アドホック', 'Ad hoc', '按次'),
  3: localized('無料', 'Free', '免费'),
  4: localized('トライアル', 'Trial', '试用'),
};

/** The trial plan's id is fixed (section 3); trial registration puts new clients on it. */
export const trialPlanId = 7;

/** How long an add-on runs: one day or one month (section 3). */
export const planOptionTypes = ['day', 'month'] as const;
export type PlanOptionType = (typeof planOptionTypes)[number];

/**
 * What a plan is (section 3): a base plan (ad hoc, by month, or without fee: free and trial) or an add-on
 * (naming/copy option, design generation, key visual) held next to the base plan.
 */
export const planKinds = ['adhoc', 'by_month', 'not_fee', 'option', 'generate', 'key_visual'] as const;
export type PlanKind = (typeof planKinds)[number];
export const addOnKinds = ['option', 'generate', 'key_visual'] as const satisfies readonly PlanKind[];

/** Whether a client's users may change plans (system setting, sections 4 and 6). */
export const planSettings = { off: 0, all: 1, adhocOnly: 2 } as const;
export type PlanSetting = (typeof planSettings)[keyof typeof planSettings];

export const defaultMaxAccounts = 5;
/** Free and design-generation plans allow fewer accounts (section 6). */
export const reducedMaxAccounts = 3;
export const freePlanMaxImages = 10;
export const trialPlanMaxImages = 5;

export interface Plan {
  id: number;
  kind: PlanKind;
  /** The plan type of a base plan; null for add-ons, whose period is `unitTypePeriod`. */
  planType: PlanTypeId | null;
  name: LocalizedText;
  /** Survey images the client may upload in total; null where the plan sets no limit. */
  maxImages: number | null;
  maxAccounts: number;
  unitTypePeriod: PlanOptionType | null;
  /** Length of the plan in `unitTypePeriod` units; null when it does not run out by itself. */
  validityPeriod: number | null;
  price: PriceTable;
}

/**
 * The plans a client can hold. Only the trial plan's id (7) is given by the description; the other ids are
 * ours. Prices are those of section 9; where the description shows no price the entry is null, not a guess.
 */
export const plans: readonly Plan[] = [
  {
    id: 1,
    kind: 'by_month',
    planType: planTypes.byMonth,
    name: localized('無制限プラン', 'Unlimited plan', '无限制方案'),
    maxImages: null,
    maxAccounts: defaultMaxAccounts,
    unitTypePeriod: 'month',
    validityPeriod: 1,
    price: priceTable(null), // not shown
  },
  {
    id: 2,
    kind: 'adhoc',
    planType: planTypes.adhoc,
    name: localized('アドホックプラン', 'Ad hoc plan', '按次方案'),
    // Ad hoc is paid per image or project; the description sets no client-wide image limit for it.
    maxImages: null,
    maxAccounts: defaultMaxAccounts,
    unitTypePeriod: null,
    validityPeriod: null,
    price: priceTable(20000),
  },
  {
    id: 3,
    kind: 'not_fee',
    planType: planTypes.free,
    name: localized('無料プラン', 'Free plan', '免费方案'),
    maxImages: freePlanMaxImages,
    maxAccounts: reducedMaxAccounts,
    unitTypePeriod: null,
    validityPeriod: null,
    price: priceTable(0, 0, 0, 0),
  },
  {
    id: trialPlanId,
    kind: 'not_fee',
    planType: planTypes.trial,
    name: localized('トライアルプラン', 'Trial plan', '试用方案'),
    maxImages: trialPlanMaxImages,
    maxAccounts: defaultMaxAccounts,
    unitTypePeriod: null,
    validityPeriod: null, // the trial's length is not shown
    price: priceTable(0, 0, 0, 0),
  },
  {
    id: 11,
    kind: 'option',
    planType: null,
    name: localized('ネーミング・コピー（1日）', 'Naming and copy (1 day)', '命名与文案（1天）'),
    maxImages: null,
    maxAccounts: defaultMaxAccounts,
    unitTypePeriod: 'day',
    validityPeriod: 1,
    price: priceTable(30000),
  },
  {
    id: 12,
    kind: 'option',
    planType: null,
    name: localized('ネーミング・コピー（1ヶ月）', 'Naming and copy (1 month)', '命名与文案（1个月）'),
    maxImages: null,
    maxAccounts: defaultMaxAccounts,
    unitTypePeriod: 'month',
    validityPeriod: 1,
    price: priceTable(100000),
  },
  {
    id: 21,
    kind: 'generate',
    planType: null,
    name: localized('デザイン生成（1ヶ月）', 'Design generation (1 month)', '设计生成（1个月）'),
    maxImages: null,
    maxAccounts: reducedMaxAccounts,
    unitTypePeriod: 'month',
    validityPeriod: 1,
    price: priceTable(null), // not shown
  },
  {
    id: 31,
    kind: 'key_visual',
    planType: null,
    name: localized('キービジュアル生成（1ヶ月）', 'Key-visual generation (1 month)', '主视觉生成（1个月）'),
    maxImages: null,
    maxAccounts: defaultMaxAccounts,
    unitTypePeriod: 'month',
    validityPeriod: 1,
    price: priceTable(null), // not shown
  },
];

const byId = new Map(plans.map((plan) => [plan.id, plan]));

export function planById(id: number): Plan | undefined {
  return byId.get(id);
}

export function isAddOn(plan: Plan): boolean {
  return (addOnKinds as readonly PlanKind[]).includes(plan.kind);
}

/** Whether the plan is charged for: free and trial are not, every other plan and add-on is. */
export function hasFee(plan: Plan | PlanTypeId): boolean {
  const planType = typeof plan === 'number' ? plan : plan.planType;
  return planType !== planTypes.free && planType !== planTypes.trial;
}

/** A plan with `expiredAt` in the past has run out: the image limit counts as reached (section 4). */
export function isExpired(expiredAt: Date | string | null, now: Date): boolean {
  if (expiredAt === null) return false;
  return new Date(expiredAt).getTime() <= now.getTime();
}

/** A paying member: on a plan with a fee that has not run out. Paid-only services check this (section 6). */
export function isPaid(plan: Plan | PlanTypeId, expiredAt: Date | string | null, now: Date): boolean {
  return hasFee(plan) && !isExpired(expiredAt, now);
}

/**
 * The most accounts a client may have: 5 by default, 3 on the free and design-generation plans (section 6).
 * Add-ons are bought for a number of users, so the client may have as many accounts as the most generous of
 * its plan and add-ons allows.
 */
export function maxAccountsFor(plan: Plan, addOns: readonly Plan[] = []): number {
  return Math.max(plan.maxAccounts, ...addOns.map((addOn) => addOn.maxAccounts));
}

/** Whether the plan setting lets a client's admin move to `target` (0 off, 1 all, 2 ad hoc only). */
export function planChangeAllowed(setting: PlanSetting, target: Plan): boolean {
  if (setting === planSettings.off) return false;
  if (setting === planSettings.adhocOnly) return target.planType === planTypes.adhoc;
  return true;
}

/** What every view of a plan starts with: id, type, names in three languages, image and account limits. */
export function planIdentityFields(plan: Plan) {
  return {
    id: plan.id,
    plan_type: plan.planType ?? 0,
    ...planNameFields(plan),
    max_images: plan.maxImages,
    max_accounts: plan.maxAccounts,
  };
}

/** The plan part of the authenticated user (section 3): id, type, names in three languages, limits, period. */
export function userPlanFields(plan: Plan) {
  return { ...planIdentityFields(plan), unit_type_period: plan.unitTypePeriod };
}

/** The plan's names in the API's field style (section 3: name, name_en, name_cn). */
export function planNameFields(plan: Plan): { name: string; name_en: string; name_cn: string } {
  return { name: plan.name.ja, name_en: plan.name.en, name_cn: plan.name['zh-CN'] };
}

/** The plan's prices in the API's field style (section 3: price, price_cn, price_th, price_id). */
export function planPriceFields(plan: Plan): { price: number | null; price_cn: number | null; price_th: number | null; price_id: number | null } {
  return { price: plan.price.JPY, price_cn: plan.price.CNY, price_th: plan.price.THB, price_id: plan.price.IDR };
}
