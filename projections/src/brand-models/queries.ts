import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface BrandModelRow {
  brand_model_id: string;
  client_id: string;
  brand_name: string;
  brand_prompt: string;
  category_id: number;
  shape: string;
  trigger_word: string;
  status: 'collecting' | 'training' | 'ready' | 'failed';
  lora: { fileName: string; blobKey: string; bytes: number; sha256: string } | null;
  provider: 'replicate' | 'offline' | 'lora' | null;
  version: string | null;
  demo: boolean;
  palette: string[];
  error_code: string | null;
  created_at: Date;
  trained_at: Date | null;
}

export interface BrandImageRow {
  image_id: string;
  brand_model_id: string;
  file_name: string;
  blob_key: string;
  width: number;
  height: number;
}

/** Every query is scoped to the caller's client: another client's brand models are never returned. */
export async function brandModels(db: Db, clientId: string): Promise<BrandModelRow[]> {
  return (await db.query<BrandModelRow>(`select * from brand_models where client_id = $1 order by created_at desc, brand_model_id`, [clientId])).rows;
}

export async function findBrandModel(db: Db, brandModelId: string, clientId: string): Promise<BrandModelRow | undefined> {
  return (await db.query<BrandModelRow>(`select * from brand_models where brand_model_id = $1 and client_id = $2`, [brandModelId, clientId])).rows[0];
}

export async function brandImages(db: Db, brandModelIds: readonly string[], clientId: string): Promise<BrandImageRow[]> {
  if (!brandModelIds.length) return [];
  return (await db.query<BrandImageRow>(`select * from brand_images where brand_model_id = any($1) and client_id = $2 order by position`, [brandModelIds, clientId])).rows;
}
