import { imageQuota, imageQuotaRefusal, type ImageQuota, type PlanCatalogue } from '@packlens/contracts';
import { countrySettingOf, getClient, planCatalogue, usedImagesOf } from '@packlens/projections';
import type pg from 'pg';

export interface ClientImageQuota {
  quota: ImageQuota;
  planId: number | null;
  catalogue: PlanCatalogue;
  /** Why `requested` more images cannot be calculated (a catalogue code and its params), or undefined. */
  refusal(requested: number): ReturnType<typeof imageQuotaRefusal>;
}

/**
 * A client's image quota from the read models and the plans in force: the one computation behind the API's refusals,
 * the header's image-limit line (the authenticated user's max_images / used_amount) and the project flow.
 */
export async function clientImageQuota(pool: Pick<pg.Pool, 'query'>, clientId: string, now: Date): Promise<ClientImageQuota> {
  const [client, catalogue, used] = await Promise.all([getClient(pool, clientId), planCatalogue(pool), usedImagesOf(pool, clientId)]);
  const country = await countrySettingOf(pool, client?.country ?? null);
  const planId = client?.plan_id ?? null;
  const quota = imageQuota({
    planId,
    clientMaxImages: client?.max_images ?? null,
    expiresAt: client?.plan_expires_at ?? null,
    used,
    now,
    catalogue,
    countryMaxImages: country?.max_images ?? null,
  });
  return { quota, planId, catalogue, refusal: (requested) => imageQuotaRefusal(quota, planId, requested, catalogue) };
}
