import type pg from 'pg';
import type { DesignImageRow, DesignJobRow } from './design-queries';
import type { GenerationTurnRow } from './text-queries';

type Db = Pick<pg.Pool, 'query'>;

export interface KeyVisualProjectRow {
  project_id: string;
  type: string | null;
  product: string;
  images_made: number;
}

/** A message of the conversation: the user's message is the turn's instruction, the scene description its text. */
export type KeyVisualMessageRow = GenerationTurnRow & { text: string };

/** A key-visual job or image with the type its request asked for. */
export type KeyVisualJobRow = DesignJobRow & { key_visual_type: string | null; batch_size: number };
export type KeyVisualImageRow = DesignImageRow & { key_visual_type: string | null };

/** Every query is scoped to the caller's client: another client's rows are never returned. */
export async function keyVisualProject(db: Db, projectId: string, clientId: string): Promise<KeyVisualProjectRow | undefined> {
  return (await db.query<KeyVisualProjectRow>(`select project_id, type, product, images_made from key_visual_projects where project_id = $1 and client_id = $2`, [projectId, clientId])).rows[0];
}

/** The conversation: each message (its instruction) and the scene description answered (its text), oldest first. */
export async function keyVisualMessages(db: Db, projectId: string, clientId: string): Promise<KeyVisualMessageRow[]> {
  return (await db.query<KeyVisualMessageRow>(`select * from generation_turns where project_id = $1 and client_id = $2 and service = 'key_visual_scene' order by turn`, [projectId, clientId])).rows;
}

export async function findKeyVisualMessage(db: Db, jobId: string, clientId: string): Promise<KeyVisualMessageRow | undefined> {
  return (await db.query<KeyVisualMessageRow>(`select * from generation_turns where job_id = $1 and client_id = $2 and service = 'key_visual_scene'`, [jobId, clientId])).rows[0];
}

const jobColumns = `j.*, j.request->'keyVisual'->>'type' as key_visual_type, (j.request->>'batchSize')::int as batch_size`;

export async function keyVisualJobs(db: Db, projectId: string, clientId: string): Promise<KeyVisualJobRow[]> {
  return (await db.query<KeyVisualJobRow>(`select ${jobColumns} from design_jobs j where j.project_id = $1 and j.client_id = $2 and j.mode = 'key_visual' order by j.requested_at, j.job_id`, [projectId, clientId])).rows;
}

export async function findKeyVisualJob(db: Db, jobId: string, clientId: string): Promise<KeyVisualJobRow | undefined> {
  return (await db.query<KeyVisualJobRow>(`select ${jobColumns} from design_jobs j where j.job_id = $1 and j.client_id = $2 and j.mode = 'key_visual'`, [jobId, clientId])).rows[0];
}

/** The gallery: newest first, each job's images in the order they were made. */
export async function keyVisualGallery(db: Db, projectId: string, clientId: string): Promise<KeyVisualImageRow[]> {
  return (
    await db.query<KeyVisualImageRow>(
      `select i.*, j.request->'keyVisual'->>'type' as key_visual_type from design_images i join design_jobs j on j.job_id = i.job_id
        where i.project_id = $1 and i.client_id = $2 and i.mode = 'key_visual' order by i.created_at desc, i.job_id, i.position`,
      [projectId, clientId],
    )
  ).rows;
}

export async function findKeyVisualImage(db: Db, projectId: string, imageId: string, clientId: string): Promise<KeyVisualImageRow | undefined> {
  return (
    await db.query<KeyVisualImageRow>(
      `select i.*, j.request->'keyVisual'->>'type' as key_visual_type from design_images i join design_jobs j on j.job_id = i.job_id
        where i.project_id = $1 and i.image_id = $2 and i.client_id = $3 and i.mode = 'key_visual'`,
      [projectId, imageId, clientId],
    )
  ).rows[0];
}
