import { describe, expect, it } from 'vitest';
import { planTypes, plans, type Plan } from '../src/catalogue/plans';
import { formatPlanPrice, formatPrice, groupThousands, servicePrices } from '../src/catalogue/prices';

describe('price display', () => {
  describe('in Japanese', () => {
    it('writes yen amounts ending in 0000 in units of 万', () => {
      expect(formatPrice(20000, { language: 'ja' })).toBe('2万円');
      expect(formatPrice(100000, { language: 'ja' })).toBe('10万円');
      expect(formatPrice(300000000, { language: 'ja' })).toBe('30,000万円');
    });

    it('writes other yen amounts in full with thousands separators', () => {
      expect(formatPrice(15000, { language: 'ja' })).toBe('15,000円');
      expect(formatPrice(1234567, { language: 'ja' })).toBe('1,234,567円');
      expect(formatPrice(0, { language: 'ja' })).toBe('0円');
    });

    it('writes an ad hoc price in 万 even when it does not end in 0000', () => {
      expect(formatPrice(12000, { language: 'ja', adhoc: true })).toBe('1.2万円');
      expect(formatPrice(12345, { language: 'ja', adhoc: true })).toBe('1.2345万円');
    });

    it('does not use 万 for other currencies', () => {
      expect(formatPrice(1560000, { language: 'ja', currency: 'IDR' })).toBe('1,560,000ルピア');
    });
  });

  it('uses thousands separators and no 万 in English and Chinese', () => {
    expect(formatPrice(20000, { language: 'en' })).toBe('¥20,000');
    expect(formatPrice(20000, { language: 'zh-CN' })).toBe('20,000日元');
    expect(formatPrice(730, { language: 'zh-CN', currency: 'CNY' })).toBe('730元');
    expect(formatPrice(3600, { language: 'en', currency: 'THB' })).toBe('฿3,600');
  });

  it('divides by the validity period for a per-month price', () => {
    expect(formatPrice(1200000, { language: 'ja', perMonthOver: 12 })).toBe('10万円');
    expect(formatPrice(1000000, { language: 'en', perMonthOver: 3 })).toBe('¥333,333');
  });

  it('groups thousands with commas', () => {
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(4294967294)).toBe('4,294,967,294');
  });

  describe('of a plan', () => {
    const adhoc = plans.find((p) => p.planType === planTypes.adhoc)!;

    it('formats the plan price in the requested currency', () => {
      expect(formatPlanPrice(adhoc, 'ja')).toBe('2万円');
      expect(formatPlanPrice(adhoc, 'en')).toBe('¥20,000');
    });

    it('is null when the description shows no price for that currency', () => {
      expect(formatPlanPrice(adhoc, 'zh-CN', 'CNY')).toBeNull();
    });

    it('per month divides a monthly plan by its validity period', () => {
      const yearly: Plan = { ...adhoc, kind: 'by_month', planType: 1, unitTypePeriod: 'month', validityPeriod: 12, price: { JPY: 2400000, CNY: null, THB: null, IDR: null } };
      expect(formatPlanPrice(yearly, 'ja', 'JPY', true)).toBe('20万円');
      expect(formatPlanPrice(yearly, 'ja', 'JPY', false)).toBe('240万円');
    });
  });

  it('knows the shelf creation price in every currency (section 9)', () => {
    expect(servicePrices.shelfCreation).toEqual({ JPY: 20000, CNY: 730, THB: 3600, IDR: 1560000 });
  });
});
