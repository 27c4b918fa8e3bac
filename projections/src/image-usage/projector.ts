import { readFileSync } from 'node:fs';
import { ImageQuotaRefunded, ImageQuotaUsed } from '@packlens/contracts';
import type { ReadModel } from '../read-model';
import { usageTimeZone } from './queries';

/** used_amount per client (images accepted for calculation minus refunds), and the same counts per month. */
export const imageUsageReadModel: ReadModel = {
  name: 'image-usage',
  tables: ['image_usage', 'image_usage_monthly'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'),
  keys: { image_usage: 'client_id', image_usage_monthly: 'client_id, month' },
  handles: ['ImageQuotaUsed', 'ImageQuotaRefunded'],
  async apply(events, db, t) {
    for (const recorded of events) {
      const used = recorded.type === 'ImageQuotaUsed';
      const d = used ? ImageQuotaUsed.read(recorded.data, recorded.schemaVersion) : ImageQuotaRefunded.read(recorded.data, recorded.schemaVersion);
      const delta = 'imageIds' in d ? d.imageIds.length : -1;
      await db.query(
        `insert into ${t.image_usage} (client_id, used, updated_at) values ($1, greatest($2, 0), $3)
         on conflict (client_id) do update set used = greatest(${t.image_usage}.used + $2, 0), updated_at = $3`,
        [d.clientId, delta, d.at],
      );
      await db.query(
        `insert into ${t.image_usage_monthly} (client_id, month, calculated, refunded)
         values ($1, to_char($2::timestamptz at time zone '${usageTimeZone}', 'YYYY-MM'), $3, $4)
         on conflict (client_id, month) do update set calculated = ${t.image_usage_monthly}.calculated + $3, refunded = ${t.image_usage_monthly}.refunded + $4`,
        [d.clientId, d.at, used ? delta : 0, used ? 0 : 1],
      );
    }
  },
};
