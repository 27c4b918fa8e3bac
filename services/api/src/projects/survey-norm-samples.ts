import type pg from 'pg';
import type { NormSample } from './survey-norms';

/**
 * The surveyed means of the given categories in every uploaded survey data set (the `norms` of LearningDataUploaded;
 * uploads made before 2026-11-29 carry none). Read from the log when a mode-1 project's results are read.
 */
export async function surveyNormSamples(db: Pick<pg.ClientBase, 'query'>, categoryIds: readonly number[]): Promise<NormSample[]> {
  if (categoryIds.length === 0) return [];
  const { rows } = await db.query<{ data_set_id: string; simulated: boolean; cell: { categoryId: number; segmentId: number; means: number[] } }>(
    `select data->>'dataSetId' as data_set_id, coalesce((data->>'simulated')::boolean, false) as simulated, cell
     from events, jsonb_array_elements(coalesce(data->'norms', '[]'::jsonb)) as cell
     where event_type = 'LearningDataUploaded' and (cell->>'categoryId')::int = any($1::int[])`,
    [categoryIds],
  );
  return rows.map((r) => ({ dataSetId: r.data_set_id, simulated: r.simulated, categoryId: r.cell.categoryId, segmentId: r.cell.segmentId, means: r.cell.means }));
}
