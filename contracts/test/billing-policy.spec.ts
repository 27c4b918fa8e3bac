import { describe, expect, it } from 'vitest';
import {
  accountMaximum,
  applyPlanChanges,
  currencyOf,
  imageQuota,
  imageQuotaRefusal,
  mayUsePlan,
  paymentAmountsVisible,
  periodEnd,
  planIn,
  planUserSeats,
  quotaWithin,
  renewablePlans,
  seededPlanCatalogue,
  selectionAfterHandover,
  type PlanCatalogue,
} from '../src/policy';
import { PlanChanged, PlanEdited, readEvent } from '../src/events';
import { planById, type Plan } from '../src/catalogue/plans';

const plan = (id: number) => planById(id) as Plan;
const now = new Date('2026-11-24T00:00:00Z');

describe('the plan catalogue in force', () => {
  it('starts from the description’s figures', () => {
    expect(planIn(seededPlanCatalogue, 3)?.maxImages).toBe(10);
    expect(planIn(seededPlanCatalogue, 7)?.maxImages).toBe(5);
    expect(planIn(seededPlanCatalogue, 2)?.price.JPY).toBe(20000);
  });

  it('applies an edit to the fields it names and keeps the others', () => {
    const edited = applyPlanChanges(plan(2), { price: { CNY: 1000 }, maxAccounts: 8 });
    expect(edited.price).toEqual({ JPY: 20000, CNY: 1000, THB: null, IDR: null });
    expect(edited).toMatchObject({ maxAccounts: 8, maxImages: null, name: plan(2).name });
    expect(applyPlanChanges(plan(3), { maxImages: null }).maxImages).toBeNull();
  });

  it('offers every base plan but the trial on PlanRenew', () => {
    expect(renewablePlans(seededPlanCatalogue).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('ends a one-day option the next day and a one-month add-on a month later', () => {
    const from = new Date('2026-01-31T10:00:00Z');
    expect(periodEnd(plan(11), from)?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(periodEnd(plan(21), new Date('2026-11-15T00:00:00Z'))?.toISOString()).toBe('2026-12-15T00:00:00.000Z');
    expect(periodEnd(plan(2), from)).toBeNull();
  });
});

describe('the image quota reads the plans in force', () => {
  const edited: PlanCatalogue = seededPlanCatalogue.map((p) => (p.id === 3 ? applyPlanChanges(p, { maxImages: 12 }) : p));

  it('gives the free plan the edited limit, and names it when refusing', () => {
    const quota = imageQuota({ planId: 3, clientMaxImages: 100, expiresAt: null, used: 10, now, catalogue: edited });
    expect(quota).toMatchObject({ limit: 12, remaining: 2 });
    expect(imageQuotaRefusal(quota, 3, 3, edited)).toEqual({ code: 'FREE_PLAN_IMAGE_LIMIT_EXCEEDED', params: { max: 12 } });
  });

  it('falls back to the country’s limit when neither plan nor client sets one', () => {
    expect(imageQuota({ planId: 1, clientMaxImages: null, expiresAt: null, used: 3, now, countryMaxImages: 50 }).remaining).toBe(47);
  });

  it('computes the header’s quota from a resolved limit the same way', () => {
    expect(quotaWithin(10, 10, null, now)).toEqual({ limit: 10, used: 10, remaining: 0, expired: false, reached: true });
    expect(quotaWithin(null, 10, '2026-11-23T00:00:00Z', now)).toMatchObject({ remaining: null, expired: true, reached: true });
  });
});

describe('the unlimited plan needs the admin to select users within the maximum account count (section 4)', () => {
  const onPlan = (planId: number, accountCount: number, selectedUserIds: string[] = [], addOns: Plan[] = []) => ({ plan: plan(planId), addOns, accountCount, selectedUserIds });

  it('lets only the selected users and the admin log in while the unlimited plan has more accounts than it allows', () => {
    const crowded = onPlan(1, 6, ['admin', 'hanako']);
    expect(planUserSeats(crowded)).toBe(5);
    expect(mayUsePlan(crowded, { id: 'hanako', administrator: false })).toBe(true);
    expect(mayUsePlan(crowded, { id: 'taro', administrator: false })).toBe(false);
    expect(mayUsePlan(onPlan(1, 6), { id: 'boss', administrator: true })).toBe(true);
  });

  it('lets everyone log in within the maximum and on every other plan', () => {
    expect(planUserSeats(onPlan(1, 5))).toBeNull();
    expect(mayUsePlan(onPlan(1, 5), { id: 'taro', administrator: false })).toBe(true);
    expect(planUserSeats(onPlan(2, 9))).toBeNull();
    expect(mayUsePlan(onPlan(2, 9), { id: 'taro', administrator: false })).toBe(true);
  });

  it('counts the seats of the catalogue in force', () => {
    const edited = applyPlanChanges(plan(1), { maxAccounts: 3 });
    expect(planUserSeats({ plan: edited, addOns: [], accountCount: 4, selectedUserIds: [] })).toBe(3);
    expect(accountMaximum(edited, [])).toBe(3);
    expect(accountMaximum(plan(3), [plan(12)])).toBe(5);
    expect(accountMaximum(undefined, [])).toBe(0);
  });

  it('hands the administrator’s seat over with the role', () => {
    expect(selectionAfterHandover(['boss', 'hanako'], 'boss', 'taro')).toEqual(['taro', 'hanako']);
    expect(selectionAfterHandover(['boss', 'hanako'], 'boss', 'hanako')).toEqual(['boss', 'hanako']);
    expect(selectionAfterHandover([], 'boss', 'taro')).toEqual([]);
  });
});

describe('money (sections 6 and 9)', () => {
  const viewer = { role: 1, plan: plan(2), requestPayment: false, costDisplay: true, countryStatus: 1 as const };

  it('shows payment amounts to the admin of a plan with a fee', () => {
    expect(paymentAmountsVisible(viewer)).toBe(true);
  });

  it('hides them from users and super admins', () => {
    expect(paymentAmountsVisible({ ...viewer, role: 0 })).toBe(false);
    expect(paymentAmountsVisible({ ...viewer, role: 2 })).toBe(false);
  });

  it('hides them on a plan without a fee unless payment is requested', () => {
    expect(paymentAmountsVisible({ ...viewer, plan: plan(3) })).toBe(false);
    expect(paymentAmountsVisible({ ...viewer, plan: plan(7), requestPayment: true })).toBe(true);
  });

  it('hides them where costs or the country’s prices are switched off', () => {
    expect(paymentAmountsVisible({ ...viewer, costDisplay: false })).toBe(false);
    expect(paymentAmountsVisible({ ...viewer, countryStatus: 0 })).toBe(false);
  });

  it('bills in the client’s currency', () => {
    expect(currencyOf('th')).toBe('THB');
    expect(currencyOf('ot')).toBe('JPY');
  });
});

describe('billing events', () => {
  it('read a plan change written before add-on periods existed, leaving the periods absent', () => {
    const data = PlanChanged.read({ clientId: '11111111-1111-4111-8111-111111111111', planId: 2, expiresAt: null, changedAt: now.toISOString() }, 1);
    expect(data).toMatchObject({ planOptionId: null, selectedUserIds: [] });
    expect(data.optionExpiresAt).toBeUndefined();
  });

  it('are in the registry', () => {
    expect(readEvent('PlanEdited', PlanEdited({ planId: 2, changes: { maxImages: 3 }, editedAt: now.toISOString() }).data, 1).type).toBe('PlanEdited');
  });
});
