import { describe, expect, it } from 'vitest';
import { clientAdmin, makeUser, plans, superAdmin } from '../../test/fixtures';
import { headerModel } from './headerModel';

const now = new Date('2026-11-21T00:00:00Z');
const at = (routeName: 'Home' | 'Plug' = 'Home', language: 'ja' | 'en' | 'zh-CN' = 'ja') => ({ routeName, language, now });

describe('header model (section 2)', () => {
  it('names the plan in the interface language', () => {
    expect(headerModel(makeUser(), at('Home', 'ja')).planName).toBe('月額プラン');
    expect(headerModel(makeUser(), at('Home', 'en')).planName).toBe('Monthly plan');
    expect(headerModel(makeUser(), at('Home', 'zh-CN')).planName).toBe('月度套餐');
  });

  it('lists the add-ons the user holds', () => {
    const user = makeUser({ plan_option: { type: 'month', max_accounts: 5 }, plan_generate: 4, plan_key_visual: 6 });
    expect(headerModel(user, at()).addOns).toEqual(['option', 'generate', 'keyVisual']);
    expect(headerModel(makeUser(), at()).addOns).toEqual([]);
  });

  it('counts images against the client limit, else the plan limit', () => {
    expect(headerModel(makeUser({ plan: plans.free, used_amount: 4 }), at()).imageUsage).toEqual({ used: 4, limit: 10 });
    expect(headerModel(makeUser({ plan: plans.free, max_images: 30 }), at()).imageUsage?.limit).toBe(30);
    expect(headerModel(makeUser({ plan: plans.monthly }), at()).imageUsage?.limit).toBeNull();
  });

  it('offers a change-plan link to free and trial plans only', () => {
    expect(headerModel(makeUser({ plan: plans.free }), at()).changePlan).toBe(true);
    expect(headerModel(makeUser({ plan: plans.trial }), at()).changePlan).toBe(true);
    expect(headerModel(makeUser({ plan: plans.monthly }), at()).changePlan).toBe(false);
    expect(headerModel(makeUser({ plan: plans.adhoc }), at()).changePlan).toBe(false);
  });

  it('gives admins the plan edit icon unless plan setting is off', () => {
    expect(headerModel(clientAdmin({ setting_plan: 1 }), at()).editPlan).toBe(true);
    expect(headerModel(clientAdmin({ setting_plan: 2 }), at()).editPlan).toBe(true);
    expect(headerModel(clientAdmin({ setting_plan: 0 }), at()).editPlan).toBe(false);
    expect(headerModel(makeUser({ setting_plan: 1 }), at()).editPlan).toBe(false);
  });

  it('leads My page to MypageIndex for admins, Users for users, nowhere for super admins', () => {
    expect(headerModel(clientAdmin(), at()).myPage).toBe('MypageIndex');
    expect(headerModel(makeUser(), at()).myPage).toBe('Users');
    expect(headerModel(superAdmin(), at('Plug')).myPage).toBeNull();
  });

  it('hides project registration on Plug and once the limit is reached or the plan expired', () => {
    expect(headerModel(makeUser(), at('Home')).projectRegister).toBe(true);
    expect(headerModel(superAdmin(), at('Plug')).projectRegister).toBe(false);
    const full = makeUser({ plan: plans.free, used_amount: 10 });
    expect(headerModel(full, at()).limitReached).toBe(true);
    expect(headerModel(full, at()).projectRegister).toBe(false);
    const expired = makeUser({ expired_at: '2026-11-20T00:00:00Z' });
    expect(headerModel(expired, at())).toMatchObject({ expired: true, limitReached: true, projectRegister: false });
  });

  it('hides the image-limit line where the country setting hides prices and limits (section 3)', () => {
    expect(headerModel(makeUser({ plan: plans.free }), { ...at(), countryStatus: 0 }).imageUsage).toBeNull();
    expect(headerModel(makeUser({ plan: plans.free }), { ...at(), countryStatus: 1 }).imageUsage).toEqual({ used: 3, limit: 10 });
  });
});
