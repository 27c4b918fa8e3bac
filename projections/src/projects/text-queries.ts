import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface TextBriefRow {
  project_id: string;
  service: 'names' | 'catch_phrases' | 'concepts';
  brief: {
    language: 'ja' | 'en' | 'zh-CN';
    product: string;
    categoryId: number;
    category: string;
    target: string;
    features: string[];
    tone: string;
    wordsToUse: string[];
    wordsToAvoid: string[];
    conceptType?: 'TRENDS' | 'NEEDS' | 'NEW_USAGE' | 'TECHNOLOGY';
    message: string;
  };
  count: number;
  max_chars: number | null;
  model_code: string;
  favourites: string[];
}

export interface GenerationTurnRow {
  job_id: string;
  project_id: string;
  turn: number;
  service: string;
  instruction: string | null;
  model_code: string;
  provider: string;
  status: 'running' | 'completed' | 'failed';
  items: string[];
  concepts: { title: string; insight: string; benefit: string; reason_to_believe: string }[];
  model: string | null;
  error_code: string | null;
  output_blob_key: string | null;
  panel_plan: { items: string[]; segments: { id: number; persona: string }[]; samples: number } | null;
  panel: { item: string; segments: { segmentId: number; mean: number; sd: number; distribution: number[]; samples: number }[] }[];
  requested_at: Date;
  completed_at: Date | null;
}

export async function textBrief(db: Db, projectId: string): Promise<TextBriefRow | undefined> {
  const { rows } = await db.query<TextBriefRow>('select * from text_briefs where project_id = $1', [projectId]);
  return rows[0];
}

/** A text project's answers, oldest first. */
export async function generationTurns(db: Db, projectId: string): Promise<GenerationTurnRow[]> {
  const { rows } = await db.query<GenerationTurnRow>('select * from generation_turns where project_id = $1 order by turn', [projectId]);
  return rows;
}

/** One answer, only within the caller's client (none for a caller of no client). */
export async function findGenerationTurn(db: Db, jobId: string, clientId: string | null): Promise<GenerationTurnRow | undefined> {
  if (!clientId) return undefined;
  const { rows } = await db.query<GenerationTurnRow>('select * from generation_turns where job_id = $1 and client_id = $2', [jobId, clientId]);
  return rows[0];
}
