import { describe, expect, it } from 'vitest';
import {
  hasFee,
  isAddOn,
  isExpired,
  isPaid,
  maxAccountsFor,
  planById,
  planChangeAllowed,
  planNameFields,
  planPriceFields,
  planSettings,
  planTypes,
  plans,
  trialPlanId,
  type Plan,
} from '../src/catalogue/plans';

const plan = (id: number): Plan => {
  const found = planById(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};
const onlyOfType = (planType: number) => plans.find((p) => p.planType === planType)!;
const free = onlyOfType(planTypes.free);
const trial = onlyOfType(planTypes.trial);
const byMonth = onlyOfType(planTypes.byMonth);
const adhoc = onlyOfType(planTypes.adhoc);
const generate = plans.find((p) => p.kind === 'generate')!;
const namingMonth = plans.find((p) => p.kind === 'option' && p.unitTypePeriod === 'month')!;
const now = new Date('2026-11-21T12:00:00Z');

describe('plans', () => {
  it('give plan ids once each, and the trial plan id 7', () => {
    expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
    expect(plan(trialPlanId).planType).toBe(planTypes.trial);
  });

  it('allow 10 images on the free plan and 5 on the trial', () => {
    expect(free.maxImages).toBe(10);
    expect(trial.maxImages).toBe(5);
  });

  it('price ad hoc at 20,000 yen and naming/copy at 30,000 a day and 100,000 a month', () => {
    expect(adhoc.price.JPY).toBe(20000);
    expect(plans.find((p) => p.kind === 'option' && p.unitTypePeriod === 'day')?.price.JPY).toBe(30000);
    expect(namingMonth.price.JPY).toBe(100000);
  });

  it('leave a price the description does not show as null rather than guessing', () => {
    expect(byMonth.price.JPY).toBeNull();
    expect(adhoc.price.CNY).toBeNull();
  });

  it('name every plan in ja, en and zh-CN, in the API field style too', () => {
    expect(planNameFields(free)).toEqual({ name: '無料プラン', name_en: 'Free plan', name_cn: '免费方案' });
    expect(planPriceFields(adhoc)).toEqual({ price: 20000, price_cn: null, price_th: null, price_id: null });
  });

  it('tell base plans from add-ons: add-ons have no plan type', () => {
    for (const p of plans) expect(isAddOn(p)).toBe(p.planType === null);
  });

  describe('fees', () => {
    it('free and trial carry no fee', () => {
      expect(hasFee(free)).toBe(false);
      expect(hasFee(trial)).toBe(false);
      expect(hasFee(planTypes.free)).toBe(false);
      expect(hasFee(planTypes.trial)).toBe(false);
    });

    it('by month, ad hoc and every add-on carry a fee', () => {
      expect(hasFee(byMonth)).toBe(true);
      expect(hasFee(adhoc)).toBe(true);
      expect(hasFee(generate)).toBe(true);
    });

    it('a plan with a fee makes a paying member until it expires', () => {
      expect(isPaid(byMonth, '2026-12-01T00:00:00Z', now)).toBe(true);
      expect(isPaid(byMonth, null, now)).toBe(true);
      expect(isPaid(byMonth, '2026-11-20T00:00:00Z', now)).toBe(false);
      expect(isPaid(trial, '2026-12-01T00:00:00Z', now)).toBe(false);
    });

    it('a plan has expired from the moment expired_at is reached', () => {
      expect(isExpired(now, now)).toBe(true);
      expect(isExpired(new Date(now.getTime() + 1), now)).toBe(false);
    });
  });

  describe('maximum accounts', () => {
    it('is 5 by default', () => {
      expect(maxAccountsFor(byMonth)).toBe(5);
      expect(maxAccountsFor(adhoc)).toBe(5);
      expect(maxAccountsFor(trial)).toBe(5);
    });

    it('is 3 on the free plan and on the design-generation plan', () => {
      expect(maxAccountsFor(free)).toBe(3);
      expect(maxAccountsFor(free, [generate])).toBe(3);
    });

    it('grows to what an add-on is bought for: naming/copy for 5 users', () => {
      expect(maxAccountsFor(free, [namingMonth])).toBe(5);
      expect(maxAccountsFor(byMonth, [generate])).toBe(5);
    });
  });

  describe('plan setting', () => {
    it('0 allows no change, 1 every change, 2 only to ad hoc', () => {
      expect(planChangeAllowed(planSettings.off, adhoc)).toBe(false);
      expect(planChangeAllowed(planSettings.all, byMonth)).toBe(true);
      expect(planChangeAllowed(planSettings.adhocOnly, adhoc)).toBe(true);
      expect(planChangeAllowed(planSettings.adhocOnly, byMonth)).toBe(false);
    });
  });
});
