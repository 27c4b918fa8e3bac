import { randomUUID } from 'node:crypto';
import {
  DomainError,
  countryCodes,
  languages,
  type AdminCountrySetting,
  type AdminSystemSettings,
  type AdminSystemSettingsUpdate,
  type CountryCode,
  type Language,
  type PlanSetting,
  type SettingsView,
  type SystemSettingChanges,
} from '@packlens/contracts';
import { countrySettingOf, countrySettings, getClient, planCatalogue, systemSettings, type CountrySettingRow, type SystemSettingsRow } from '@packlens/projections';
import type { IdentityContext } from '../identity/context';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { commandMetadata, lastPosition } from '../identity/streams';
import { paymentVisibility } from './plan-service';
import { lastFourOf, type SettingsSecret } from './settings-secret';
import { billingStreams, type BillingHandlers } from './streams';

const languageNames: Record<Language, string> = { ja: '日本語', en: 'English', 'zh-CN': '简体中文' };

export function toAdminSystemSettings(row: SystemSettingsRow): AdminSystemSettings {
  return {
    id: 'current',
    plan_setting: row.plan_setting,
    display_languages: row.display_languages,
    initial_language: row.initial_language,
    cost_display: row.cost_display,
    chat_token_limit: row.chat_token_limit,
    chat_request_limit: row.chat_request_limit,
    api_key_requests_per_minute: row.api_key_requests_per_minute,
    api_key_set: row.api_key_encrypted !== null,
    api_key_last_four: row.api_key_last_four,
    updated_at: row.updated_at?.toISOString() ?? null,
  };
}

export const toAdminCountrySetting = (row: CountrySettingRow): AdminCountrySetting => ({
  id: row.country,
  country: row.country,
  status: row.status,
  max_images: row.max_images,
  updated_at: row.updated_at?.toISOString() ?? null,
});

const chatConfigOf = (row: SystemSettingsRow) => ({
  token_limit: row.chat_token_limit,
  request_limit: row.chat_request_limit,
  api_key_set: row.api_key_encrypted !== null,
  api_key_last_four: row.api_key_last_four,
});

/** System settings (section 6), the chat configuration with its encrypted API key, and country settings. */
export function settingsService(ctx: IdentityContext, handlers: BillingHandlers, secret: SettingsSecret) {
  const { pool } = ctx.deps;
  const context = (auth: AuthContext, info: RequestInfo) => ({ commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), null, info.requestId, ctx.now()) });
  const superAdminOnly = (auth: AuthContext) => {
    if (auth.role !== 2) throw new DomainError('FORBIDDEN');
  };

  async function changeSettings(auth: AuthContext, changes: SystemSettingChanges, info: RequestInfo) {
    superAdminOnly(auth);
    return handlers.systemSettings(billingStreams.systemSettings, { type: 'ChangeSystemSettings', changes, now: ctx.now().toISOString() }, context(auth, info));
  }

  /** Seals a new key (or removes it with null); never logged, only its last four characters kept in clear. */
  async function setApiKey(auth: AuthContext, key: string | null, info: RequestInfo) {
    superAdminOnly(auth);
    return handlers.systemSettings(
      billingStreams.systemSettings,
      { type: 'SetChatApiKey', encryptedKey: key ? secret.encrypt(key) : null, lastFour: key ? lastFourOf(key) : null, now: ctx.now().toISOString() },
      context(auth, info),
    );
  }

  return {
    /** What the customer app reads: plan setting, languages, cost display, and the caller's country setting. */
    async view(auth: AuthContext): Promise<SettingsView> {
      const [row, catalogue] = await Promise.all([systemSettings(pool), planCatalogue(pool)]);
      const { show, country } = await paymentVisibility(ctx, auth, catalogue, row);
      return {
        plan_setting: auth.role === 2 ? 0 : row.plan_setting,
        display_languages: row.display_languages,
        initial_language: row.initial_language,
        cost_display: row.cost_display,
        show_prices: show,
        chat: { token_limit: row.chat_token_limit, request_limit: row.chat_request_limit },
        country_setting: country ? { country: country.country, status: country.status, max_images: country.max_images } : null,
      };
    },

    async planSetting() {
      return { plan_setting: (await systemSettings(pool)).plan_setting };
    },

    async editPlanSetting(auth: AuthContext, planSetting: PlanSetting, info: RequestInfo) {
      await ctx.settle(lastPosition(await changeSettings(auth, { planSetting }, info)));
      return this.planSetting();
    },

    async chatConfig(auth: AuthContext) {
      superAdminOnly(auth);
      return chatConfigOf(await systemSettings(pool));
    },

    async updateChatConfig(auth: AuthContext, update: { token_limit?: number; request_limit?: number; api_key?: string | null }, info: RequestInfo) {
      superAdminOnly(auth);
      const limits = await changeSettings(auth, { chatTokenLimit: update.token_limit, chatRequestLimit: update.request_limit }, info);
      const key = update.api_key === undefined ? undefined : await setApiKey(auth, update.api_key || null, info);
      await ctx.settle(lastPosition(limits, key));
      return chatConfigOf(await systemSettings(pool));
    },

    async languageSetting() {
      const row = await systemSettings(pool);
      return { display_languages: row.display_languages, initial_language: row.initial_language };
    },

    async languageChoices() {
      const row = await systemSettings(pool);
      return languages.filter((code) => row.display_languages.includes(code)).map((code) => ({ code, name: languageNames[code], initial: code === row.initial_language }));
    },

    async amountSetting(auth: AuthContext) {
      const [row, catalogue] = await Promise.all([systemSettings(pool), planCatalogue(pool)]);
      const { show, currency } = await paymentVisibility(ctx, auth, catalogue, row);
      return { cost_display: row.cost_display, show_prices: show, currency };
    },

    /** Country settings: a client's own country; every country for super admins. */
    async maxImageSettings(auth: AuthContext) {
      const rows = await countrySettings(pool);
      if (auth.role === 2) return rows.map(({ country, status, max_images }) => ({ country, status, max_images }));
      const client = auth.clientId ? await getClient(pool, auth.clientId) : undefined;
      return rows.filter((row) => row.country === client?.country).map(({ country, status, max_images }) => ({ country, status, max_images }));
    },

    // ---------- console ----------

    async adminSettings() {
      return toAdminSystemSettings(await systemSettings(pool));
    },

    async updateAdminSettings(auth: AuthContext, input: AdminSystemSettingsUpdate, info: RequestInfo) {
      const settings = await changeSettings(
        auth,
        {
          planSetting: input.plan_setting,
          displayLanguages: input.display_languages,
          initialLanguage: input.initial_language,
          costDisplay: input.cost_display,
          chatTokenLimit: input.chat_token_limit,
          chatRequestLimit: input.chat_request_limit,
          apiKeyRequestsPerMinute: input.api_key_requests_per_minute,
        },
        info,
      );
      const key = input.clear_api_key ? await setApiKey(auth, null, info) : input.api_key ? await setApiKey(auth, input.api_key, info) : undefined;
      await ctx.settle(lastPosition(settings, key));
      return this.adminSettings();
    },

    async adminCountrySettings() {
      return (await countrySettings(pool)).map(toAdminCountrySetting);
    },

    async adminCountrySetting(country: string) {
      const row = (await countrySettings(pool)).find((entry) => entry.country === country);
      if (!row) throw new DomainError('NOT_FOUND');
      return toAdminCountrySetting(row);
    },

    async updateCountrySetting(auth: AuthContext, country: string, input: { status: 0 | 1; max_images: number | null }, info: RequestInfo) {
      superAdminOnly(auth);
      if (!(countryCodes as readonly string[]).includes(country)) throw new DomainError('NOT_FOUND');
      const result = await handlers.systemSettings(
        billingStreams.systemSettings,
        { type: 'ChangeCountrySetting', country: country as CountryCode, setting: { status: input.status, maxImages: input.max_images }, now: ctx.now().toISOString() },
        context(auth, info),
      );
      await ctx.settle(lastPosition(result));
      return this.adminCountrySetting(country);
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
