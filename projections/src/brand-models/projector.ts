import { readFileSync } from 'node:fs';
import { readEvent } from '@packlens/contracts';
import type { ReadModel } from '../read-model';

/**
 * Brand models by client: their images, a LoRA brought instead of a training, and how the last training ended. The
 * status a model shows follows the events: collecting → training → ready (or failed, until it is trained again); a
 * LoRA makes it ready at once.
 */
export const brandModelsReadModel: ReadModel = {
  name: 'brand-models',
  tables: ['brand_models', 'brand_images'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'),
  keys: { brand_models: 'brand_model_id', brand_images: 'image_id' },
  handles: ['BrandModelRegistered', 'BrandImagesUploaded', 'BrandImageRemoved', 'BrandLoraUploaded', 'BrandTrainingRequested', 'BrandTrainingProgressed', 'BrandModelTrained', 'BrandTrainingFailed'],
  async apply(events, db, t) {
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      switch (event.type) {
        case 'BrandModelRegistered': {
          const d = event.data;
          await db.query(
            `insert into ${t.brand_models} (brand_model_id, client_id, brand_name, brand_prompt, category_id, shape, trigger_word, status, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, 'collecting', $8) on conflict (brand_model_id) do nothing`,
            [d.brandModelId, d.clientId, d.brandName, d.brandPrompt, d.categoryId, d.shape, d.triggerWord, d.at],
          );
          break;
        }
        case 'BrandImagesUploaded':
          for (const image of event.data.images) {
            await db.query(
              `insert into ${t.brand_images} (image_id, brand_model_id, client_id, position, file_name, blob_key, width, height)
               select $1, m.brand_model_id, m.client_id, coalesce((select max(position) from ${t.brand_images} where brand_model_id = m.brand_model_id), 0) + 1, $2, $3, $4, $5
                 from ${t.brand_models} m where m.brand_model_id = $6 on conflict (image_id) do nothing`,
              [image.imageId, image.fileName, image.blobKey, image.width, image.height, event.data.brandModelId],
            );
          }
          break;
        case 'BrandImageRemoved':
          await db.query(`delete from ${t.brand_images} where image_id = $1 and brand_model_id = $2`, [event.data.imageId, event.data.brandModelId]);
          break;
        case 'BrandLoraUploaded': {
          const d = event.data;
          await db.query(`update ${t.brand_models} set lora = $2, status = 'ready', provider = coalesce(provider, 'lora'), trained_at = coalesce(trained_at, $3) where brand_model_id = $1`, [
            d.brandModelId,
            JSON.stringify({ fileName: d.fileName, blobKey: d.blobKey, bytes: d.bytes, sha256: d.sha256 }),
            d.at,
          ]);
          break;
        }
        case 'BrandTrainingRequested':
          await db.query(`update ${t.brand_models} set status = 'training', error_code = null where brand_model_id = $1`, [event.data.brandModelId]);
          break;
        case 'BrandTrainingProgressed':
          break;
        case 'BrandModelTrained': {
          const d = event.data;
          await db.query(`update ${t.brand_models} set status = 'ready', provider = $2, version = $3, demo = $4, palette = $5, trained_at = $6 where brand_model_id = $1`, [
            d.brandModelId,
            d.provider,
            d.version,
            d.demo,
            d.palette,
            d.completedAt,
          ]);
          break;
        }
        case 'BrandTrainingFailed':
          await db.query(`update ${t.brand_models} set status = case when version is null and lora is null then 'failed' else 'ready' end, error_code = $2 where brand_model_id = $1`, [
            event.data.brandModelId,
            event.data.code,
          ]);
          break;
        default:
          throw new Error(`brand-models read model cannot apply ${recorded.type}`);
      }
    }
  },
};
