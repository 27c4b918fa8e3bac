import type pg from 'pg';
import { projectTypeCatalogue, type PastProjectTab } from '@packlens/contracts';
import { salesTimeZone } from '../sales/queries';

type Db = Pick<pg.Pool, 'query'>;

export interface ProjectRow {
  project_id: string;
  client_id: string;
  created_by: string;
  created_by_name: string | null;
  name: string;
  type: number;
  country: string;
  department: string;
  created_at: Date;
  expires_at: Date;
  menus: string[];
  segment_ids: number[];
  standard_mode: number;
  standard_values: Record<string, number>;
  concept_text: string | null;
  concept_language: 'ja' | 'zh' | 'en' | null;
  concept_skipped: boolean;
  status: 'DRAFT' | 'PROGRESS' | 'SUCCESS' | 'FAILURE';
  calculation_id: string | null;
  requested_at: Date | null;
  done: number;
  total: number;
  succeeded: number;
  failed: number;
  completed_at: Date | null;
  image_count: number;
}

export interface ProjectImageRow {
  image_id: string;
  project_id: string;
  position: number;
  name: string;
  file_name: string;
  blob_key: string;
  preview_blob_key: string | null;
  content_hash: string;
  media_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: number;
  width: number | null;
  height: number | null;
  category_id: number | null;
  product_copy: string;
  regions: { region_id: string; label: string; x: number; y: number; width: number; height: number }[];
  status: 'pending' | 'calculating' | 'done' | 'failed';
  failure_code: string | null;
}

export interface ProjectScoreRow {
  image_id: string;
  segment_id: number;
  mean: number;
  sd: number;
  image_words: { wordId: number; probability: number }[];
  model_version: string;
  demo_model: boolean;
}

export interface ProjectHeatmapRow {
  image_id: string;
  map_blob_key: string;
  overlay_blob_key: string;
  density_blob_key: string | null;
  density_width: number | null;
  density_height: number | null;
  width: number;
  height: number;
  regions: { regionId: string; share: number }[];
  model_version: string;
}

export interface ProjectConceptRow {
  image_id: string;
  level: number;
  score: number;
  driving_words: string[];
  model_version: string;
  demo_model: boolean;
  /** The latest multimodal model's level of the image, or null. */
  vision: { level: number; reasons: string[]; provider: 'openai' | 'anthropic' | 'google'; model: string; reviewed_at: string } | null;
}

const projectColumns = `p.*, u.name as created_by_name, (select count(*)::int from project_images i where i.project_id = p.project_id) as image_count`;

/** The project types each tab of the past-project list shows (section 2). */
function typesOf(tab: PastProjectTab): number[] | null {
  if (tab === 'all') return null;
  return projectTypeCatalogue.filter((type) => type.tab === tab).map((type) => type.id);
}

/** One client's projects, newest first, one page of a tab, with the total. */
export async function listProjects(
  db: Db,
  query: { clientId: string; tab: PastProjectTab; offset: number; limit: number },
): Promise<{ rows: ProjectRow[]; total: number }> {
  const types = typesOf(query.tab);
  const where = `p.client_id = $1 and ($2::int[] is null or p.type = any($2))`;
  const [{ rows }, count] = await Promise.all([
    db.query<ProjectRow>(
      `select ${projectColumns} from projects p left join users u on u.user_id = p.created_by
       where ${where} order by p.created_at desc, p.project_id limit $3 offset $4`,
      [query.clientId, types, query.limit, query.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from projects p where ${where}`, [query.clientId, types]),
  ]);
  return { rows, total: count.rows[0].total };
}

/** A project of the client, or undefined (another client's project is not found either). */
/** A project of the client; none for a caller of no client (a super admin), who owns no project. */
export async function findProject(db: Db, projectId: string, clientId: string | null): Promise<ProjectRow | undefined> {
  if (!clientId) return undefined;
  const { rows } = await db.query<ProjectRow>(
    `select ${projectColumns} from projects p left join users u on u.user_id = p.created_by where p.project_id = $1 and p.client_id = $2`,
    [projectId, clientId],
  );
  return rows[0];
}

export async function projectImages(db: Db, projectId: string): Promise<ProjectImageRow[]> {
  const { rows } = await db.query<ProjectImageRow>(`select * from project_images where project_id = $1 order by position`, [projectId]);
  return rows;
}

export async function projectScores(db: Db, projectId: string): Promise<ProjectScoreRow[]> {
  const { rows } = await db.query<ProjectScoreRow>(
    `select image_id, segment_id, mean, sd, image_words, model_version, demo_model from project_scores where project_id = $1 order by segment_id, image_id`,
    [projectId],
  );
  return rows;
}

export async function projectHeatmaps(db: Db, projectId: string): Promise<ProjectHeatmapRow[]> {
  const { rows } = await db.query<ProjectHeatmapRow>(`select * from project_heatmaps where project_id = $1`, [projectId]);
  return rows;
}

export async function projectConcepts(db: Db, projectId: string): Promise<ProjectConceptRow[]> {
  const { rows } = await db.query<ProjectConceptRow>(`select * from project_concepts where project_id = $1`, [projectId]);
  return rows;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A project of a client with what its results are made of — its images, scores, heat maps and concept levels — in
 * one round trip: the project as findProject reads it and the four reads above, as one simple-protocol batch (a
 * results read is dominated by round trips to PostgreSQL, not by the queries). `project` is undefined when the project
 * is not the client's (the other rows are then empty).
 */
export async function projectResultRows(
  db: Db,
  projectId: string,
  clientId: string,
): Promise<{ project: ProjectRow | undefined; images: ProjectImageRow[]; scores: ProjectScoreRow[]; heatmaps: ProjectHeatmapRow[]; concepts: ProjectConceptRow[] }> {
  // Ids go into the text: anything but a UUID is no project of anyone's.
  if (!uuidPattern.test(projectId) || !uuidPattern.test(clientId)) return { project: undefined, images: [], scores: [], heatmaps: [], concepts: [] };
  const id = `'${projectId}'::uuid`;
  const own = `exists (select 1 from projects where project_id = ${id} and client_id = '${clientId}'::uuid)`;
  const results = (await db.query(
    [
      `select ${projectColumns} from projects p left join users u on u.user_id = p.created_by where p.project_id = ${id} and p.client_id = '${clientId}'::uuid`,
      `select * from project_images where project_id = ${id} and ${own} order by position`,
      `select image_id, segment_id, mean, sd, image_words, model_version, demo_model from project_scores where project_id = ${id} and ${own} order by segment_id, image_id`,
      `select * from project_heatmaps where project_id = ${id} and ${own}`,
      `select * from project_concepts where project_id = ${id} and ${own}`,
    ].join(';\n'),
  )) as unknown as pg.QueryResult[];
  const [projects, images, scores, heatmaps, concepts] = results.map((result) => result.rows);
  return {
    project: projects[0] as ProjectRow | undefined,
    images: images as ProjectImageRow[],
    scores: scores as ProjectScoreRow[],
    heatmaps: heatmaps as ProjectHeatmapRow[],
    concepts: concepts as ProjectConceptRow[],
  };
}

/** The company's past scores (standard-value mode 2): per segment, the mean final score of its other projects' images. */
export async function pastScoreMeans(db: Db, clientId: string, exceptProjectId: string): Promise<Map<number, number>> {
  const { rows } = await db.query<{ segment_id: number; mean: number }>(
    `select segment_id, avg(mean)::float8 as mean from project_scores where client_id = $1 and project_id <> $2 group by segment_id`,
    [clientId, exceptProjectId],
  );
  return new Map(rows.map((r) => [r.segment_id, r.mean]));
}

/** PLUG data (standard-value mode 1): per segment, the mean final score of every evaluation on the platform. */
export async function platformScoreMeans(db: Db): Promise<Map<number, number>> {
  const { rows } = await db.query<{ segment_id: number; mean: number }>(`select segment_id, avg(mean)::float8 as mean from project_scores group by segment_id`);
  return new Map(rows.map((r) => [r.segment_id, r.mean]));
}

/**
 * Calculations requested in one month ('YYYY-MM', cut in Japan time as sales are): how many, how many delivered
 * nothing (every image failed), and how many images failed. A project holds its latest calculation.
 */
export async function calculationsOfMonth(db: Db, month: string): Promise<{ requested: number; failed: number; failed_images: number }> {
  const { rows } = await db.query<{ requested: number; failed: number; failed_images: number }>(
    `select count(*)::int as requested, count(*) filter (where status = 'FAILURE')::int as failed, coalesce(sum(failed), 0)::int as failed_images
     from projects
     where requested_at >= ($1 || '-01')::timestamp at time zone '${salesTimeZone}'
       and requested_at < (($1 || '-01')::timestamp + interval '1 month') at time zone '${salesTimeZone}'`,
    [month],
  );
  return rows[0];
}
