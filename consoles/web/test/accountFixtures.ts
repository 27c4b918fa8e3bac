import type { AuthenticatedUser, UserSummary } from '@packlens/contracts';
import { nowInSeconds } from '../src/auth/token';
import { makeToken } from './fixtures';

/** Answers of the identity API (contracts/src/api/identity.ts) for screen tests. */

export const trialPlan = {
  id: 7, plan_type: 4, name: 'トライアルプラン', name_en: 'Trial plan', name_cn: '试用方案',
  max_images: 5, max_accounts: 5, price: 0, price_cn: 0, price_th: 0, price_id: 0, has_fee: false,
};
export const adhocPlan = {
  id: 2, plan_type: 2, name: 'アドホックプラン', name_en: 'Ad hoc plan', name_cn: '按次方案',
  max_images: null, max_accounts: 5, price: 20000, price_cn: null, price_th: null, price_id: null, has_fee: true,
};

export const registrationLink = (kind: 'full' | 'trial' = 'full') => ({
  kind,
  email: 'new.owner@example.co.jp',
  country: 'jp',
  language: 'ja',
  expires_at: '2026-11-22T10:00:00.000Z',
});

export const planChoice = (selected: number | null = null) => ({
  email: 'new.owner@example.co.jp',
  organization: '株式会社サンプル',
  country: 'jp',
  selected_plan_id: selected,
  plans: [adhocPlan, trialPlan],
});

export const registrationSummary = (status: 'confirm' | 'completed' = 'confirm') => ({
  status,
  email: 'new.owner@example.co.jp',
  account_type: 'corporation',
  organization: '株式会社サンプル',
  headquarters: '東京',
  department: '商品開発部',
  name: '鈴木 一郎',
  furigana: 'スズキ イチロウ',
  zip_code: '100-0001',
  address: '東京都千代田区千代田1-1',
  building: '',
  telephone: '0312345678',
  country: 'jp',
  plan: trialPlan,
  group_id: status === 'completed' ? '48213' : null,
});

/** The logged-in answer of a completed registration: the new admin and their client. */
export function completedRegistration(user: AuthenticatedUser) {
  const token = makeToken({ user_id: user.id, exp: nowInSeconds() + 3600, role: user.role });
  return { token, expires_in: 3600, user, user_id: user.id, client_id: user.client_id, group_id: '48213' };
}

export function userSummary(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    email: 'taro@example.co.jp',
    name: '佐藤 太郎',
    furigana: 'サトウ タロウ',
    department: '営業部',
    role: 0,
    status: 'valid',
    login_count: 12,
    last_login_at: '2026-11-20T01:02:00.000Z',
    registered_at: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(results: T[], extra: object = {}) => ({ count: results.length, page: 1, page_size: 10, results, ...extra });
