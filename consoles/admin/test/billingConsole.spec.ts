import { AdminCountrySettingUpdate, AdminPlanUpdate, AdminSystemSettingsUpdate } from '@packlens/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminSession } from '../src/auth/adminSession';
import { validatorFor } from '../src/clients/validation';
import { createDataProvider } from '../src/http/adminDataProvider';
import { messagesFor } from '../src/i18n/i18nProvider';
import { toSystemSettingsPayload } from '../src/settings/SystemSettingsEdit';
import { fakeApi, storeSession, tokenExpiringIn } from './fakeApi';

const plan = { id: 2, kind: 'adhoc', name: 'アドホックプラン', name_en: 'Ad hoc plan', name_cn: '按次方案', price: 20000, price_cn: null, price_th: null, price_id: null, max_images: null, max_accounts: 5, validity_period: null };
const settings = { id: 'current', plan_setting: 1, display_languages: ['ja', 'en', 'zh-CN'], initial_language: 'ja', cost_display: true, chat_token_limit: 3000, chat_request_limit: 20, api_key_requests_per_minute: 600, api_key_last_four: 'WXYZ' };

beforeEach(() => {
  localStorage.clear();
  storeSession(tokenExpiringIn(86400, Date.now()));
});
afterEach(() => vi.unstubAllGlobals());

describe('plan settings form', () => {
  it('accepts a plan whose cleared prices are null ("price on request")', () => {
    expect(validatorFor(AdminPlanUpdate, () => 'ja')({ ...plan, price_cn: null })).toEqual({});
  });

  it.each([
    ['ja', 'この項目は必須です。'],
    ['en', 'This field is required.'],
  ] as const)('names a blank name and a negative price with the catalogue message in %s', (language, required) => {
    const errors = validatorFor(AdminPlanUpdate, () => language)({ ...plan, name_en: ' ', price: -1 });
    expect(errors.name_en).toBe(required);
    expect(errors.price).toBeDefined();
  });
});

describe('system settings form', () => {
  it('keeps the stored API key unless a new one is typed, and never sends an empty one', () => {
    expect(toSystemSettingsPayload({ ...settings, api_key: null })).not.toHaveProperty('api_key');
    expect(toSystemSettingsPayload({ ...settings, api_key: '  ' })).not.toHaveProperty('api_key');
    expect(toSystemSettingsPayload({ ...settings, api_key: ' sk-new ' })).toMatchObject({ api_key: 'sk-new' });
  });

  it('refuses an initial language the users may not pick', () => {
    const errors = validatorFor(AdminSystemSettingsUpdate, () => 'en', toSystemSettingsPayload)({ ...settings, display_languages: ['en'], initial_language: 'ja' });
    expect(errors.initial_language).toBe('Some fields have not been entered correctly.');
  });

  it('takes the API-key requests per minute as a whole number of at least 1, labelled in every language', () => {
    const validate = validatorFor(AdminSystemSettingsUpdate, () => 'en', toSystemSettingsPayload);
    expect(validate({ ...settings, api_key_requests_per_minute: 600 })).toEqual({});
    expect(validate({ ...settings, api_key_requests_per_minute: 0 }).api_key_requests_per_minute).toBeDefined();
    expect(validate({ ...settings, api_key_requests_per_minute: 1.5 }).api_key_requests_per_minute).toBeDefined();
    for (const language of ['ja', 'en', 'zh-CN'] as const) {
      const texts = (messagesFor(language).resources as Record<string, { fields: Record<string, string>; helpers: Record<string, string> }>).system_settings;
      expect(texts.fields.api_key_requests_per_minute).toBeTruthy();
      expect(texts.helpers.api_key_requests_per_minute).toBeTruthy();
    }
  });

  it('takes a country status of 0 or 1 only', () => {
    expect(validatorFor(AdminCountrySettingUpdate, () => 'en')({ status: 0, max_images: null })).toEqual({});
    expect(validatorFor(AdminCountrySettingUpdate, () => 'en')({ status: 3, max_images: null }).status).toBeDefined();
  });
});

describe('sales export', () => {
  it('asks the server for the CSV of the filter and sort on screen', async () => {
    const { requests } = fakeApi({ 'GET /api/admin/sales/export': () => ({ raw: '\uFEFF"月"\r\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': "attachment; filename*=UTF-8''sales-20261121.csv" } }) });
    const session = createAdminSession({ storage: localStorage, language: () => 'ja' });
    const file = await createDataProvider(session, () => 'ja').exportSales({ filter: { from: '2026-10', to: '2026-11' }, sort: { field: 'month', order: 'DESC' } });
    expect(file.fileName).toBe('sales-20261121.csv');
    const url = new URL(requests[0].url, 'http://console');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ from: '2026-10', to: '2026-11' });
    expect(url.searchParams.get('sort')).toBe('["month","DESC"]');
    expect(requests[0].headers.get('X-Language')).toBe('ja');
  });
});

describe('the billing resources’ texts', () => {
  it.each(['ja', 'en', 'zh-CN'] as const)('name plans, settings and sales in %s', (language) => {
    const resources = messagesFor(language).resources as Record<string, { name: string }>;
    for (const resource of ['plans', 'system_settings', 'country_settings', 'sales']) expect(resources[resource].name).toBeTruthy();
  });
});
