import { randomUUID } from 'node:crypto';
import { DomainError, replicateModelSlots, textModelSlotsOf, type AdminProvider, type AdminProviderUpdate } from '@packlens/contracts';
import { imageModelCatalogue, textModelCatalogue, type ProviderConnection, type ProviderId } from '@packlens/generation';
import { providerSettings, type ProviderSettingRow } from '@packlens/projections';
import type pg from 'pg';
import { lastFourOf, type SettingsSecret } from '../billing/settings-secret';
import { billingStreams, type BillingHandlers } from '../billing/streams';
import type { IdentityContext } from '../identity/context';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { commandMetadata, lastPosition } from '../identity/streams';

const providerNames: Record<ProviderId, string> = { openai: 'OpenAI', anthropic: 'Anthropic', google: 'Google (Gemini)', replicate: 'Replicate' };

/** The section 9 models each provider serves, by the catalogue's names. */
const servedBy = (provider: ProviderId) =>
  [...Object.values(textModelCatalogue), ...Object.values(imageModelCatalogue)].filter((model) => model.provider === provider).map((model) => model.name);

export function toAdminProvider(row: ProviderSettingRow): AdminProvider {
  return {
    id: row.provider,
    name: providerNames[row.provider],
    key_set: row.api_key_encrypted !== null,
    key_last_four: row.api_key_last_four,
    base_url: row.base_url,
    models: row.models ?? {},
    serves: servedBy(row.provider),
    updated_at: row.updated_at?.toISOString() ?? null,
  };
}

/**
 * How to reach each provider now: its key opened from the sealed copy, and its base URL. A provider counts as
 * configured with a key, or with a base URL alone (a local OpenAI-compatible server may take any key). Keys never
 * leave the server: the console only ever sees their last four characters.
 */
export async function providerConnections(pool: pg.Pool, secret: SettingsSecret): Promise<Partial<Record<ProviderId, ProviderConnection & { models: Record<string, string> }>>> {
  const connections: Partial<Record<ProviderId, ProviderConnection & { models: Record<string, string> }>> = {};
  for (const row of await providerSettings(pool)) {
    if (!row.api_key_encrypted && !row.base_url) continue;
    connections[row.provider] = { apiKey: row.api_key_encrypted ? secret.decrypt(row.api_key_encrypted) : 'none', baseUrl: row.base_url, models: row.models ?? {} };
  }
  return connections;
}

/** The model slots a provider's settings hold: Replicate's named models, or the ids of the provider's text models. */
const slotsOf = (provider: ProviderId): readonly string[] => (provider === 'replicate' ? replicateModelSlots : textModelSlotsOf[provider]);

/** The super admin's provider settings (console: System settings → AI providers). */
export function providerSettingsService(ctx: IdentityContext, handlers: BillingHandlers, secret: SettingsSecret) {
  const { pool } = ctx.deps;
  const superAdminOnly = (auth: AuthContext) => {
    if (auth.role !== 2) throw new DomainError('FORBIDDEN');
  };
  const one = async (provider: ProviderId) => {
    const row = (await providerSettings(pool)).find((candidate) => candidate.provider === provider);
    if (!row) throw new DomainError('NOT_FOUND');
    return toAdminProvider(row);
  };
  return {
    async list(auth: AuthContext) {
      superAdminOnly(auth);
      return (await providerSettings(pool)).map(toAdminProvider);
    },
    async get(auth: AuthContext, provider: ProviderId) {
      superAdminOnly(auth);
      return one(provider);
    },
    /** Seals a new key (never logged); an empty key keeps the current one, `clear_api_key` removes it. */
    async update(auth: AuthContext, provider: ProviderId, update: AdminProviderUpdate, info: RequestInfo) {
      superAdminOnly(auth);
      const foreign = Object.keys(update.models ?? {}).find((slot) => !slotsOf(provider).includes(slot));
      if (foreign) throw new DomainError('VALIDATION_FAILED', {}, { [`models.${foreign}`]: 'VALIDATION_FAILED' });
      const key = update.clear_api_key ? null : update.api_key ? { encryptedKey: secret.encrypt(update.api_key), lastFour: lastFourOf(update.api_key) } : undefined;
      const models = update.models ? Object.fromEntries(Object.entries(update.models).filter(([, value]) => value)) : undefined;
      const result = await handlers.systemSettings(
        billingStreams.systemSettings,
        { type: 'ConfigureProvider', provider, key, baseUrl: update.base_url === undefined ? undefined : update.base_url || null, models, now: ctx.now().toISOString() },
        { commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), null, info.requestId, ctx.now()) },
      );
      await ctx.settle(lastPosition(result));
      return one(provider);
    },
  };
}
export type ProviderSettingsService = ReturnType<typeof providerSettingsService>;
