import type { PacklensEvent } from '@packlens/contracts';
import type { ReadModel } from '../read-model';

type Db = Parameters<ReadModel['apply']>[1];
type Tables = Readonly<Record<string, string>>;

/** The design projects' events this model reads (their ProjectCreated is read with the other projects'; GenerationFailed with the text projects'). */
export const designProjectEvents = ['DesignInputUploaded', 'DesignGenerationRequested', 'DesignImagesGenerated', 'DesignImageDeleted'] as const;

/**
 * Design projects in the projects model: their inputs, jobs and the gallery. The project's status follows its latest
 * job (PROGRESS while it runs, SUCCESS or FAILURE after), so the past-project list shows them.
 */
export async function applyDesignProjectEvent(db: Db, t: Tables, event: PacklensEvent): Promise<void> {
  switch (event.type) {
    case 'DesignInputUploaded': {
      const d = event.data;
      await db.query(
        `insert into ${t.design_inputs} (input_id, project_id, client_id, position, file_name, blob_key, media_type, bytes, width, height, uploaded_at)
         select $1, p.project_id, p.client_id, coalesce((select max(position) from ${t.design_inputs} where project_id = p.project_id), 0) + 1, $2, $3, $4, $5, $6, $7, $8
           from ${t.projects} p where p.project_id = $9 on conflict (input_id) do nothing`,
        [d.inputId, d.fileName, d.blobKey, d.mediaType, d.bytes, d.width, d.height, d.at, d.projectId],
      );
      await db.query(`update ${t.projects} set updated_at = $2 where project_id = $1`, [d.projectId, d.at]);
      return;
    }
    case 'DesignGenerationRequested': {
      const d = event.data;
      await db.query(
        `insert into ${t.design_jobs} (job_id, project_id, client_id, mode, model_code, provider, status, request, requested_at)
         values ($1, $2, $3, $4, $5, $6, 'running', $7, $8) on conflict (job_id) do nothing`,
        [d.jobId, d.projectId, d.clientId, d.mode, d.modelCode, d.provider, JSON.stringify(d.request), d.requestedAt],
      );
      await db.query(`update ${t.projects} set status = 'PROGRESS', requested_at = $2, updated_at = $2 where project_id = $1`, [d.projectId, d.requestedAt]);
      return;
    }
    case 'DesignImagesGenerated': {
      const d = event.data;
      const updated = await db.query(
        `update ${t.design_jobs} set status = 'completed', model = $2, demo = $3, provenance_blob_key = $4, completed_at = $5 where job_id = $1 and status = 'running'
         returning model_code`,
        [d.jobId, d.model, d.demo, d.provenanceBlobKey, d.completedAt],
      );
      if (!updated.rowCount) return;
      for (const [position, image] of d.images.entries()) {
        await db.query(
          `insert into ${t.design_images} (image_id, project_id, client_id, job_id, position, mode, model_code, model, provider, demo, blob_key, media_type, bytes, width, height, seed, score, score_mean, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) on conflict (image_id) do nothing`,
          [image.imageId, d.projectId, d.clientId, d.jobId, position, d.mode, updated.rows[0].model_code, d.model, d.provider, d.demo, image.blobKey, image.mediaType, image.bytes, image.width, image.height, image.seed, image.score ? JSON.stringify(image.score) : null, image.score?.mean ?? null, d.completedAt],
        );
      }
      await db.query(`update ${t.projects} set status = 'SUCCESS', completed_at = $2, updated_at = $2 where project_id = $1`, [d.projectId, d.completedAt]);
      return;
    }
    case 'GenerationFailed': {
      const d = event.data;
      const updated = await db.query(`update ${t.design_jobs} set status = 'failed', error_code = $2, completed_at = $3 where job_id = $1 and status = 'running'`, [d.jobId, d.code, d.failedAt]);
      if (updated.rowCount) await db.query(`update ${t.projects} set status = 'FAILURE', completed_at = $2, updated_at = $2 where project_id = $1`, [d.projectId, d.failedAt]);
      return;
    }
    case 'DesignImageDeleted':
      await db.query(`delete from ${t.design_images} where image_id = $1 and project_id = $2`, [event.data.imageId, event.data.projectId]);
      return;
    default:
      return;
  }
}
