import type { PacklensEvent } from '@packlens/contracts';
import type { ReadModel } from '../read-model';

type Db = Parameters<ReadModel['apply']>[1];
type Tables = Readonly<Record<string, string>>;

/** The text projects' events this model reads (their ProjectCreated is read with the other projects'). */
export const textProjectEvents = ['TextBriefEntered', 'GenerationRequested', 'GenerationCompleted', 'GenerationFailed', 'TextFavouritesChanged'] as const;

/**
 * Text projects in the projects model: the brief, each answer of the conversation, and the project's status, which
 * follows its latest answer (PROGRESS while it runs, SUCCESS or FAILURE after), so the past-project list shows them.
 */
export async function applyTextProjectEvent(db: Db, t: Tables, event: PacklensEvent): Promise<void> {
  switch (event.type) {
    case 'TextBriefEntered': {
      const d = event.data;
      await db.query(
        `insert into ${t.text_briefs} (project_id, client_id, service, brief, count, max_chars, model_code, updated_at)
         select $1, client_id, $2, $3, $4, $5, $6, $7 from ${t.projects} where project_id = $1
         on conflict (project_id) do update set service = $2, brief = $3, count = $4, max_chars = $5, model_code = $6, updated_at = $7`,
        [d.projectId, d.service, JSON.stringify(d.brief), d.count, d.maxChars, d.modelCode, d.at],
      );
      await db.query(`update ${t.projects} set updated_at = $2 where project_id = $1`, [d.projectId, d.at]);
      return;
    }
    case 'GenerationRequested': {
      const d = event.data;
      // The survey's concept assist and a multimodal model's concept level are jobs too, but not answers of a text
      // project: the survey project's status stays its calculation's.
      if (d.service === 'concept_assist' || d.service === 'concept_vision') return;
      const plan = d.service === 'panel' ? JSON.stringify(d.request.task) : null;
      await db.query(
        `insert into ${t.generation_turns} (job_id, project_id, client_id, turn, service, instruction, model_code, provider, status, panel_plan, requested_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'running', $9, $10) on conflict (job_id) do nothing`,
        [d.jobId, d.projectId, d.clientId, d.turn, d.service, d.instruction, d.modelCode, d.provider, plan, d.requestedAt],
      );
      await db.query(`update ${t.projects} set status = 'PROGRESS', requested_at = $2, updated_at = $2 where project_id = $1`, [d.projectId, d.requestedAt]);
      return;
    }
    case 'GenerationCompleted': {
      const d = event.data;
      const updated = await db.query(
        `update ${t.generation_turns} set status = 'completed', items = $2, concepts = $3, model = $4, output_blob_key = $5, completed_at = $6, panel = $7, text = $8
          where job_id = $1 and status = 'running'`,
        [d.jobId, JSON.stringify(d.items), JSON.stringify(d.concepts), d.model, d.outputBlobKey, d.completedAt, JSON.stringify(d.panel), d.text],
      );
      if (updated.rowCount) await latestTurnDecides(db, t, d.projectId, d.completedAt);
      return;
    }
    case 'GenerationFailed': {
      const d = event.data;
      const updated = await db.query(`update ${t.generation_turns} set status = 'failed', error_code = $2, completed_at = $3 where job_id = $1 and status = 'running'`, [
        d.jobId,
        d.code,
        d.failedAt,
      ]);
      if (updated.rowCount) await latestTurnDecides(db, t, d.projectId, d.failedAt);
      return;
    }
    case 'TextFavouritesChanged':
      await db.query(`update ${t.text_briefs} set favourites = $2, updated_at = $3 where project_id = $1`, [event.data.projectId, JSON.stringify(event.data.favourites), event.data.at]);
      return;
    default:
      return;
  }
}

/** The project's status is its latest answer's (panels aside): a failed retry after good answers still shows the failure. */
async function latestTurnDecides(db: Db, t: Tables, projectId: string, at: string) {
  await db.query(
    `update ${t.projects} p set status = case g.status when 'completed' then 'SUCCESS' when 'failed' then 'FAILURE' else 'PROGRESS' end,
            completed_at = $2, updated_at = $2
       from (select status from ${t.generation_turns} where project_id = $1 and service <> 'panel' order by turn desc limit 1) g
      where p.project_id = $1`,
    [projectId, at],
  );
}
