import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface DesignInputRow {
  input_id: string;
  project_id: string;
  position: number;
  file_name: string;
  blob_key: string;
  media_type: string;
  bytes: number;
  width: number;
  height: number;
  uploaded_at: Date;
}

export interface DesignJobRow {
  job_id: string;
  project_id: string;
  mode: string;
  model_code: string;
  provider: string;
  status: 'running' | 'completed' | 'failed';
  request: { prompt: string; negativePrompt: string; width: number; height: number; batchSize: number; steps: number | null; seed: number | null; inputIds: string[] };
  model: string | null;
  demo: boolean | null;
  error_code: string | null;
  provenance_blob_key: string | null;
  requested_at: Date;
  completed_at: Date | null;
}

export interface DesignImageRow {
  image_id: string;
  project_id: string;
  job_id: string;
  /** Place in its job's answer, from 0. */
  position: number;
  mode: string;
  model_code: string;
  model: string;
  provider: string;
  demo: boolean;
  blob_key: string;
  media_type: string;
  bytes: number;
  width: number;
  height: number;
  seed: string | null;
  /** The engine's score (DesignImageSchema.score in contracts), when the job asked for one. */
  score: DesignImageScoreData | null;
  created_at: Date;
}

export interface DesignImageScoreData {
  segmentId: number;
  categoryId: number;
  mean: number;
  sd: number;
  rank: number;
  nameAttentionShare: number | null;
  nameAttentionLift: number | null;
  nameBox: { x: number; y: number; width: number; height: number } | null;
  heatmapBlobKey: string;
  modelVersion: string;
  heatmapVersion: string;
  demoModel: boolean;
}

/** Gallery orders: newest first, or the engine's predicted preference first (scored designs before unscored ones). */
export type DesignGalleryOrder = 'newest' | 'score';

/** Every query is scoped to the caller's client: another client's rows are never returned. */
export async function designInputs(db: Db, projectId: string, clientId: string): Promise<DesignInputRow[]> {
  return (await db.query<DesignInputRow>(`select * from design_inputs where project_id = $1 and client_id = $2 order by position`, [projectId, clientId])).rows;
}

export async function designJobs(db: Db, projectId: string, clientId: string): Promise<DesignJobRow[]> {
  return (await db.query<DesignJobRow>(`select * from design_jobs where project_id = $1 and client_id = $2 order by requested_at, job_id`, [projectId, clientId])).rows;
}

export async function findDesignJob(db: Db, jobId: string, clientId: string): Promise<DesignJobRow | undefined> {
  return (await db.query<DesignJobRow>(`select * from design_jobs where job_id = $1 and client_id = $2`, [jobId, clientId])).rows[0];
}

/** The gallery: newest first, each job's images in the order the model returned them; or by score. */
export async function designGallery(db: Db, projectId: string, clientId: string, order: DesignGalleryOrder = 'newest'): Promise<DesignImageRow[]> {
  const by = order === 'score' ? 'score_mean desc nulls last, created_at desc, job_id, position' : 'created_at desc, job_id, position';
  return (await db.query<DesignImageRow>(`select * from design_images where project_id = $1 and client_id = $2 order by ${by}`, [projectId, clientId])).rows;
}

export async function findDesignImage(db: Db, projectId: string, imageId: string, clientId: string): Promise<DesignImageRow | undefined> {
  return (await db.query<DesignImageRow>(`select * from design_images where project_id = $1 and image_id = $2 and client_id = $3`, [projectId, imageId, clientId])).rows[0];
}
