import type { CatalogPlan, PlanChoice } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { addOnRefusal, needsUserSelection, priceLabel, searchOfSelection, selectionFromSearch, totalLabel, withoutCoveredAddOns } from './planSelection';

const plan = (id: number, plan_type: number, extra: Partial<CatalogPlan> = {}): CatalogPlan => ({
  id, kind: plan_type === 1 ? 'by_month' : plan_type === 2 ? 'adhoc' : 'option', plan_type, name: '', name_en: '', name_cn: '', max_images: null, max_accounts: 5,
  unit_type_period: null, validity_period: null, price: 20000, price_cn: 730, price_th: null, price_id: null, has_fee: true, refusal: null, ...extra,
});
const choice = { plans: [plan(1, 1), plan(2, 2)], options: [plan(11, 0)], generate: [plan(21, 0, { kind: 'generate', max_accounts: 3 })], key_visual: [plan(31, 0, { kind: 'key_visual' })], show_prices: true, currency: 'JPY', account_count: 6 } as unknown as PlanChoice;

describe('plan selection', () => {
  it('travels in the URL', () => {
    const selection = { planId: 2, option: 11, generate: null, keyVisual: 31 };
    expect(searchOfSelection(selection)).toBe('?plan=2&option=11&key_visual=31');
    expect(selectionFromSearch(new URLSearchParams('plan=2&option=11&key_visual=31&generate=x'))).toEqual(selection);
  });

  it('refuses options the monthly or generate plan covers, and drops them from the selection', () => {
    expect(addOnRefusal('option', { planId: 1, option: 11, generate: null, keyVisual: null }, choice)).toBe('PLAN_OPTION_COVERED_BY_GENERATE_PLAN');
    expect(addOnRefusal('option', { planId: 2, option: 11, generate: null, keyVisual: null }, choice)).toBeNull();
    expect(withoutCoveredAddOns({ planId: 2, option: 11, generate: 21, keyVisual: 31 }, choice)).toEqual({ planId: 2, option: null, generate: 21, keyVisual: null });
  });

  it('writes prices as section 9 says, in the client’s currency', () => {
    expect(priceLabel(plan(2, 2, { price: 12000 }), choice, 'ja')).toEqual({ kind: 'amount', text: '1.2万円', perMonth: null, perCalculation: true });
    expect(priceLabel(plan(2, 2), { ...choice, currency: 'CNY' }, 'en')).toEqual({ kind: 'amount', text: 'CN¥730', perMonth: null, perCalculation: true });
    expect(priceLabel(plan(2, 2), { ...choice, show_prices: false }, 'ja')).toEqual({ kind: 'hidden' });
    expect(totalLabel([plan(2, 2), plan(11, 0, { price: 30000 })], choice, 'ja')).toBe('5万円');
  });

  it('asks for users when the unlimited plan allows fewer accounts than the client has', () => {
    expect(needsUserSelection({ planId: 1, option: null, generate: null, keyVisual: null }, choice)).toBe(5);
    expect(needsUserSelection({ planId: 2, option: null, generate: null, keyVisual: null }, choice)).toBeNull();
  });
});
