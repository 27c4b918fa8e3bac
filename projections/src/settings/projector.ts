import { readFileSync } from 'node:fs';
import { countryCodes, readEvent, systemSettingDefaults as d } from '@packlens/contracts';
import type { ReadModel } from '../read-model';

const providerNames = ['openai', 'anthropic', 'google', 'replicate'] as const;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** Every version starts from the defaults: everyone may change plans, every language, prices shown everywhere. */
const seed = `
insert into {{system_settings}} (id, plan_setting, display_languages, initial_language, cost_display, chat_token_limit, chat_request_limit, api_key_requests_per_minute)
values ('current', ${d.planSetting}, array[${d.displayLanguages.map(literal).join(', ')}], ${literal(d.initialLanguage)}, ${d.costDisplay},
        ${d.chatTokenLimit}, ${d.chatRequestLimit}, ${d.apiKeyRequestsPerMinute});
insert into {{country_settings}} (country, status, max_images) values ${countryCodes.map((code) => `(${literal(code)}, 1, null)`).join(', ')};
insert into {{provider_settings}} (provider) values ${providerNames.map((name) => `(${literal(name)})`).join(', ')};`;

const columns = {
  planSetting: 'plan_setting',
  displayLanguages: 'display_languages',
  initialLanguage: 'initial_language',
  costDisplay: 'cost_display',
  chatTokenLimit: 'chat_token_limit',
  chatRequestLimit: 'chat_request_limit',
  apiKeyRequestsPerMinute: 'api_key_requests_per_minute',
} as const;

/** Section 3's chat API key is OpenAI's key: both places hold it. */
async function setOpenAiKey(db: Parameters<ReadModel['apply']>[1], t: Readonly<Record<string, string>>, encrypted: string | null, lastFour: string | null, at: string) {
  await db.query(`update ${t.system_settings} set api_key_encrypted = $1, api_key_last_four = $2, updated_at = $3 where id = 'current'`, [encrypted, lastFour, at]);
  await db.query(`update ${t.provider_settings} set api_key_encrypted = $1, api_key_last_four = $2, updated_at = $3 where provider = 'openai'`, [encrypted, lastFour, at]);
}

/** System and country settings (issue 5), and the AI providers' connections (issue 12). */
export const settingsReadModel: ReadModel = {
  name: 'settings',
  tables: ['system_settings', 'country_settings', 'provider_settings'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8') + seed,
  keys: { system_settings: 'id', country_settings: 'country', provider_settings: 'provider' },
  handles: ['SystemSettingsChanged', 'ChatApiKeyChanged', 'ProviderConfigured', 'CountrySettingChanged'],
  async apply(events, db, t) {
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      switch (event.type) {
        case 'SystemSettingsChanged': {
          const sets = Object.entries(event.data.changes).filter(([, value]) => value !== undefined) as [keyof typeof columns, unknown][];
          const assignments = [...sets.map(([field]) => columns[field]), 'updated_at'];
          await db.query(`update ${t.system_settings} set ${assignments.map((column, i) => `${column} = $${i + 1}`).join(', ')} where id = 'current'`, [
            ...sets.map(([, value]) => value),
            event.data.changedAt,
          ]);
          break;
        }
        case 'ChatApiKeyChanged':
          await setOpenAiKey(db, t, event.data.encryptedKey, event.data.lastFour, event.data.changedAt);
          break;
        case 'ProviderConfigured': {
          const d = event.data;
          await db.query(
            `update ${t.provider_settings} set api_key_encrypted = $2, api_key_last_four = $3, base_url = $4, models = $5, updated_at = $6 where provider = $1`,
            [d.provider, d.encryptedKey, d.lastFour, d.baseUrl, JSON.stringify(d.models), d.changedAt],
          );
          if (d.provider === 'openai') await setOpenAiKey(db, t, d.encryptedKey, d.lastFour, d.changedAt);
          break;
        }
        case 'CountrySettingChanged':
          await db.query(`update ${t.country_settings} set status = $2, max_images = $3, updated_at = $4 where country = $1`, [
            event.data.country,
            event.data.status,
            event.data.maxImages,
            event.data.changedAt,
          ]);
          break;
        default:
          throw new Error(`settings read model cannot apply ${recorded.type}`);
      }
    }
  },
};
