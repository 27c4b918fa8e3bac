import type pg from 'pg';
import type { CountryCode, Language, PlanSetting } from '@packlens/contracts';

type Db = Pick<pg.Pool, 'query'>;

export interface SystemSettingsRow {
  plan_setting: PlanSetting;
  display_languages: Language[];
  initial_language: Language;
  cost_display: boolean;
  chat_token_limit: number;
  chat_request_limit: number;
  api_key_requests_per_minute: number;
  api_key_encrypted: string | null;
  api_key_last_four: string | null;
  updated_at: Date | null;
}

export async function systemSettings(db: Db): Promise<SystemSettingsRow> {
  const { rows } = await db.query<SystemSettingsRow>(`select * from system_settings where id = 'current'`);
  return rows[0];
}

export interface CountrySettingRow {
  country: CountryCode;
  status: 0 | 1;
  max_images: number | null;
  updated_at: Date | null;
}

export async function countrySettings(db: Db): Promise<CountrySettingRow[]> {
  const { rows } = await db.query<CountrySettingRow>('select * from country_settings order by array_position($1::text[], country)', [
    ['jp', 'cn', 'th', 'id', 'ot'],
  ]);
  return rows;
}

export async function countrySettingOf(db: Db, country: string | null): Promise<CountrySettingRow | undefined> {
  if (!country) return undefined;
  const { rows } = await db.query<CountrySettingRow>('select * from country_settings where country = $1', [country]);
  return rows[0];
}

export interface ProviderSettingRow {
  provider: 'openai' | 'anthropic' | 'google' | 'replicate';
  api_key_encrypted: string | null;
  api_key_last_four: string | null;
  base_url: string | null;
  models: Record<string, string>;
  updated_at: Date | null;
}

/** The AI providers' connections, in the catalogue's order. */
export async function providerSettings(db: Db): Promise<ProviderSettingRow[]> {
  const { rows } = await db.query<ProviderSettingRow>('select * from provider_settings order by array_position($1::text[], provider)', [
    ['openai', 'anthropic', 'google', 'replicate'],
  ]);
  return rows;
}
