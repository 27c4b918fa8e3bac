import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface LogoBriefRow {
  project_id: string;
  brand_name: string;
  style: string;
  colours: string[];
  description: string;
  updated_at: Date;
}

/** A logo project's brief, scoped to the caller's client. */
export async function logoBrief(db: Db, projectId: string, clientId: string): Promise<LogoBriefRow | undefined> {
  return (await db.query<LogoBriefRow>(`select * from logo_briefs where project_id = $1 and client_id = $2`, [projectId, clientId])).rows[0];
}

/** The SVG traced beside each of a logo project's images, by image id. */
export async function logoVectors(db: Db, projectId: string, clientId: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ image_id: string; vector_blob_key: string }>(`select image_id, vector_blob_key from logo_vectors where project_id = $1 and client_id = $2`, [projectId, clientId]);
  return new Map(rows.map((row) => [row.image_id, row.vector_blob_key]));
}
