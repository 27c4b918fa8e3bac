import {
  DomainError,
  systemSettingDefaults,
  type ChatApiKeyChanged,
  type CountryCode,
  type CountrySettingChanged,
  type EventOf,
  type ProviderConfigured,
  type SystemSettingChanges,
  type SystemSettings,
  type SystemSettingsChanged,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

/** System settings of section 6, the chat API key and the country settings (stream `system-settings`). */
export type SystemSettingsEvent =
  | EventOf<typeof SystemSettingsChanged>
  | EventOf<typeof ChatApiKeyChanged>
  | EventOf<typeof ProviderConfigured>
  | EventOf<typeof CountrySettingChanged>;

export type ProviderName = EventOf<typeof ProviderConfigured>['data']['provider'];

/** A provider's connection as stored: the sealed key, its last four characters, a base URL, named model versions. */
export interface ProviderSetting {
  encryptedKey: string | null;
  lastFour: string | null;
  baseUrl: string | null;
  models: Record<string, string>;
}

export const unconfiguredProvider: ProviderSetting = { encryptedKey: null, lastFour: null, baseUrl: null, models: {} };

export interface CountrySetting {
  status: 0 | 1;
  maxImages: number | null;
}

export interface SystemSettingsState {
  settings: SystemSettings;
  /** Section 3's chat API key: OpenAI's key. */
  apiKey: { encryptedKey: string; lastFour: string } | null;
  providers: Partial<Record<ProviderName, ProviderSetting>>;
  countries: Partial<Record<CountryCode, CountrySetting>>;
}

export type SystemSettingsCommand =
  | { type: 'ChangeSystemSettings'; changes: SystemSettingChanges; now: string }
  /** `encryptedKey` null removes the key. */
  | { type: 'SetChatApiKey'; encryptedKey: string | null; lastFour: string | null; now: string }
  | { type: 'ChangeCountrySetting'; country: CountryCode; setting: CountrySetting; now: string }
  /** Each field absent keeps its value; `key: null` removes the key, `baseUrl: null` goes back to the provider's own API. */
  | {
      type: 'ConfigureProvider';
      provider: ProviderName;
      key?: { encryptedKey: string; lastFour: string } | null;
      baseUrl?: string | null;
      models?: Record<string, string>;
      now: string;
    };

export const defaultCountrySetting: CountrySetting = { status: 1, maxImages: null };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const systemSettingsDecider: Decider<SystemSettingsState, SystemSettingsCommand, SystemSettingsEvent> = {
  initialState: () => ({ settings: systemSettingDefaults, apiKey: null, providers: {}, countries: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SystemSettingsChanged': {
        const changes = Object.fromEntries(Object.entries(event.data.changes).filter(([, value]) => value !== undefined));
        return { ...state, settings: { ...state.settings, ...changes } };
      }
      case 'ChatApiKeyChanged': {
        const apiKey = event.data.encryptedKey && event.data.lastFour !== null ? { encryptedKey: event.data.encryptedKey, lastFour: event.data.lastFour } : null;
        const openai = { ...(state.providers.openai ?? unconfiguredProvider), encryptedKey: apiKey?.encryptedKey ?? null, lastFour: apiKey?.lastFour ?? null };
        return { ...state, apiKey, providers: { ...state.providers, openai } };
      }
      case 'ProviderConfigured': {
        const { provider, encryptedKey, lastFour, baseUrl, models } = event.data;
        const next = { ...state, providers: { ...state.providers, [provider]: { encryptedKey, lastFour, baseUrl, models } } };
        return provider === 'openai' ? { ...next, apiKey: encryptedKey && lastFour !== null ? { encryptedKey, lastFour } : null } : next;
      }
      case 'CountrySettingChanged':
        return { ...state, countries: { ...state.countries, [event.data.country]: { status: event.data.status, maxImages: event.data.maxImages } } };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ChangeSystemSettings': {
        const changes = Object.fromEntries(
          Object.entries(command.changes).filter(([key, value]) => value !== undefined && !sameValue(value, state.settings[key as keyof SystemSettings])),
        ) as SystemSettingChanges;
        const next = { ...state.settings, ...changes };
        // The language a visitor starts in must be one they may pick.
        if (!next.displayLanguages.includes(next.initialLanguage)) throw new DomainError('VALIDATION_FAILED', {}, { initial_language: 'VALIDATION_FAILED' });
        if (!Object.keys(changes).length) return [];
        return { type: 'SystemSettingsChanged', data: { changes, changedAt: command.now } };
      }
      case 'SetChatApiKey':
        if (command.encryptedKey === null && state.apiKey === null) return [];
        return { type: 'ChatApiKeyChanged', data: { encryptedKey: command.encryptedKey, lastFour: command.encryptedKey === null ? null : command.lastFour, changedAt: command.now } };
      case 'ConfigureProvider': {
        const current = state.providers[command.provider] ?? unconfiguredProvider;
        const key = command.key === undefined ? { encryptedKey: current.encryptedKey, lastFour: current.lastFour } : command.key ?? { encryptedKey: null, lastFour: null };
        const next: ProviderSetting = {
          encryptedKey: key.encryptedKey,
          lastFour: key.lastFour,
          baseUrl: command.baseUrl === undefined ? current.baseUrl : command.baseUrl,
          models: command.models ?? current.models,
        };
        if (sameValue(current, next)) return [];
        return { type: 'ProviderConfigured', data: { provider: command.provider, ...next, changedAt: command.now } };
      }
      case 'ChangeCountrySetting': {
        const current = state.countries[command.country] ?? defaultCountrySetting;
        if (sameValue(current, command.setting)) return [];
        return { type: 'CountrySettingChanged', data: { country: command.country, ...command.setting, changedAt: command.now } };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
