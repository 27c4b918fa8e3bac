import { readFileSync } from 'node:fs';
import { projectExpiresAt, readEvent, type PacklensEvent } from '@packlens/contracts';
import type { RecordedEvent } from '@packlens/kernel';
import type { ReadModel } from '../read-model';
import { applyDesignProjectEvent, designProjectEvents } from './design-projector';
import { applyLogoProjectEvent, logoProjectEvents } from './logo-projector';
import { applyKeyVisualProjectEvent, keyVisualProjectEvents } from './key-visual-projector';
import { applyTextProjectEvent, textProjectEvents } from './text-projector';

type Db = Parameters<ReadModel['apply']>[1];
type Tables = Readonly<Record<string, string>>;
type Of<T extends PacklensEvent['type']> = Extract<PacklensEvent, { type: T }>['data'];

const handles = [
  'ProjectCreated',
  'ProjectMenusSelected',
  'ProjectSegmentsSelected',
  'ImagesUploaded',
  'ProjectImageRemoved',
  'ImageCategoriesSelected',
  'ProductCopiesEntered',
  'StandardValueChosen',
  'ConceptEntered',
  'ConceptSkipped',
  'ShelfRegionsMarked',
  'CalculationRequested',
  'HeatmapCalculated',
  'ScoreCalculated',
  'ConceptMatched',
  'ConceptVisionReviewed',
  'CalculationProgressed',
  'ImageCalculationFailed',
  'CalculationCompleted',
  ...textProjectEvents,
  ...designProjectEvents,
  ...keyVisualProjectEvents,
  ...logoProjectEvents,
] as const;

const regionsJson = (regions: Of<'ShelfRegionsMarked'>['regions']) =>
  JSON.stringify(regions.map((r) => ({ region_id: r.regionId, label: r.label, x: r.x, y: r.y, width: r.width, height: r.height })));

/** Applies one event; each case touches only the rows of its project. */
async function applyOne(db: Db, t: Tables, event: PacklensEvent, at: string): Promise<void> {
  const touch = (projectId: string) => db.query(`update ${t.projects} set updated_at = $2 where project_id = $1`, [projectId, at]);
  switch (event.type) {
    case 'ProjectCreated': {
      const d = event.data;
      await db.query(
        `insert into ${t.projects} (project_id, client_id, created_by, name, type, country, department, created_at, expires_at, menus, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $8) on conflict (project_id) do nothing`,
        [d.projectId, d.clientId, d.createdBy, d.name, d.type, d.country, d.department, d.createdAt, projectExpiresAt(d.createdAt), d.type === 4 ? ['shelf_heatmap'] : []],
      );
      return;
    }
    case 'ProjectMenusSelected':
      await db.query(`update ${t.projects} set menus = $2, updated_at = $3 where project_id = $1`, [event.data.projectId, event.data.menus, event.data.at]);
      return;
    case 'ProjectSegmentsSelected':
      await db.query(`update ${t.projects} set segment_ids = $2, updated_at = $3 where project_id = $1`, [event.data.projectId, event.data.segmentIds, event.data.at]);
      return;
    case 'ImagesUploaded': {
      const d = event.data;
      for (const image of d.images) {
        await db.query(
          `insert into ${t.project_images} (image_id, project_id, client_id, position, name, file_name, blob_key, preview_blob_key, content_hash, media_type, bytes, width, height, category_id)
           select $1, p.project_id, p.client_id, coalesce((select max(position) from ${t.project_images} where project_id = p.project_id), 0) + 1,
                  $3, $4, $5, $6, $7, $8, $9, $10, $11, $12
           from ${t.projects} p where p.project_id = $2
           on conflict (image_id) do nothing`,
          [image.imageId, d.projectId, image.name, image.fileName, image.blobKey, image.previewBlobKey, image.contentHash, image.mediaType, image.bytes, image.width, image.height, image.categoryId],
        );
      }
      await touch(d.projectId);
      return;
    }
    case 'ProjectImageRemoved':
      await db.query(`delete from ${t.project_images} where image_id = $1 and project_id = $2`, [event.data.imageId, event.data.projectId]);
      await touch(event.data.projectId);
      return;
    case 'ImageCategoriesSelected':
      for (const c of event.data.categories) {
        await db.query(`update ${t.project_images} set category_id = $3 where image_id = $1 and project_id = $2`, [c.imageId, event.data.projectId, c.categoryId]);
      }
      await touch(event.data.projectId);
      return;
    case 'ProductCopiesEntered':
      for (const c of event.data.copies) {
        await db.query(`update ${t.project_images} set product_copy = $3 where image_id = $1 and project_id = $2`, [c.imageId, event.data.projectId, c.text]);
      }
      await touch(event.data.projectId);
      return;
    case 'StandardValueChosen':
      await db.query(`update ${t.projects} set standard_mode = $2, standard_values = $3, updated_at = $4 where project_id = $1`, [
        event.data.projectId,
        event.data.mode,
        JSON.stringify(event.data.values),
        event.data.at,
      ]);
      return;
    case 'ConceptEntered':
      await db.query(`update ${t.projects} set concept_text = $2, concept_language = $3, concept_skipped = false, updated_at = $4 where project_id = $1`, [
        event.data.projectId,
        event.data.text,
        event.data.language,
        event.data.at,
      ]);
      return;
    case 'ConceptSkipped':
      await db.query(`update ${t.projects} set concept_text = null, concept_language = null, concept_skipped = true, updated_at = $2 where project_id = $1`, [
        event.data.projectId,
        event.data.at,
      ]);
      return;
    case 'ShelfRegionsMarked':
      await db.query(`update ${t.project_images} set regions = $3 where image_id = $1 and project_id = $2`, [event.data.imageId, event.data.projectId, regionsJson(event.data.regions)]);
      await touch(event.data.projectId);
      return;
    case 'CalculationRequested': {
      const d = event.data;
      await db.query(
        `update ${t.projects} set status = 'PROGRESS', calculation_id = $2, requested_at = $3, total = $4, done = 0, updated_at = $3 where project_id = $1`,
        [d.projectId, d.calculationId, d.requestedAt, d.images.length],
      );
      await db.query(`update ${t.project_images} set status = 'calculating' where project_id = $1`, [d.projectId]);
      return;
    }
    case 'HeatmapCalculated': {
      const d = event.data;
      await db.query(
        `insert into ${t.project_heatmaps} (image_id, project_id, map_blob_key, overlay_blob_key, density_blob_key, density_width, density_height, width, height, regions, model_version)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (image_id) do nothing`,
        [d.imageId, d.projectId, d.mapBlobKey, d.overlayBlobKey, d.density?.blobKey ?? null, d.density?.width ?? null, d.density?.height ?? null, d.width, d.height, JSON.stringify(d.regions), d.modelVersion],
      );
      return;
    }
    case 'ScoreCalculated': {
      const d = event.data;
      await db.query(
        `insert into ${t.project_scores} (image_id, segment_id, project_id, client_id, mean, sd, image_words, model_version, demo_model, calculated_at)
         select $1, $2, p.project_id, p.client_id, $4, $5, $6, $7, $8, $9 from ${t.projects} p where p.project_id = $3
         on conflict (image_id, segment_id) do nothing`,
        [d.imageId, d.segmentId, d.projectId, d.preference.mean, d.preference.sd, JSON.stringify(d.imageWords), d.modelVersion, d.demoModel, d.calculatedAt],
      );
      return;
    }
    case 'ConceptMatched': {
      const d = event.data;
      await db.query(
        `insert into ${t.project_concepts} (image_id, project_id, level, score, driving_words, model_version, demo_model)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (image_id) do nothing`,
        [d.imageId, d.projectId, d.level, d.score, JSON.stringify(d.drivingWords), d.modelVersion, d.demoModel],
      );
      return;
    }
    case 'ConceptVisionReviewed': {
      const d = event.data;
      // The latest review shows; one replayed out of order never replaces a later one.
      await db.query(
        `update ${t.project_concepts} set vision = $3
         where image_id = $1 and project_id = $2 and (vision is null or (vision->>'reviewed_at')::timestamptz <= $4)`,
        [d.imageId, d.projectId, JSON.stringify({ level: d.level, reasons: d.reasons, provider: d.provider, model: d.model, reviewed_at: d.reviewedAt }), d.reviewedAt],
      );
      return;
    }
    case 'ImageCalculationFailed':
      await db.query(`update ${t.project_images} set status = 'failed', failure_code = $3 where image_id = $1 and project_id = $2`, [
        event.data.imageId,
        event.data.projectId,
        event.data.code,
      ]);
      return;
    case 'CalculationProgressed': {
      const d = event.data;
      await db.query(`update ${t.project_images} set status = 'done' where image_id = $1 and project_id = $2 and status <> 'failed'`, [d.imageId, d.projectId]);
      await db.query(`update ${t.projects} set done = greatest(done, $2), updated_at = $3 where project_id = $1`, [d.projectId, d.done, d.at]);
      return;
    }
    case 'CalculationCompleted': {
      const d = event.data;
      await db.query(
        `update ${t.projects} set status = $2, succeeded = $3, failed = $4, done = total, completed_at = $5, updated_at = $5 where project_id = $1`,
        [d.projectId, d.succeededImages > 0 ? 'SUCCESS' : 'FAILURE', d.succeededImages, d.failedImages, d.completedAt],
      );
      return;
    }
    default:
      await applyTextProjectEvent(db, t, event);
      await applyKeyVisualProjectEvent(db, t, event);
      await applyLogoProjectEvent(db, t, event);
      return applyDesignProjectEvent(db, t, event);
  }
}

/** Projects with their steps, images, calculation progress and results (survey and shelf), and text projects' conversations. */
export const projectsReadModel: ReadModel = {
  name: 'projects',
  tables: ['projects', 'project_images', 'project_scores', 'project_heatmaps', 'project_concepts', 'text_briefs', 'generation_turns', 'design_inputs', 'design_jobs', 'design_images', 'key_visual_projects', 'logo_briefs', 'logo_vectors'],
  schema: readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'),
  keys: {
    projects: 'project_id',
    project_images: 'image_id',
    project_scores: 'image_id, segment_id',
    project_heatmaps: 'image_id',
    project_concepts: 'image_id',
    text_briefs: 'project_id',
    generation_turns: 'job_id',
    design_inputs: 'input_id',
    design_jobs: 'job_id',
    design_images: 'image_id',
    key_visual_projects: 'project_id',
    logo_briefs: 'project_id',
    logo_vectors: 'image_id',
  },
  handles,
  async apply(events: RecordedEvent[], db, t) {
    for (const recorded of events) {
      await applyOne(db, t, readEvent(recorded.type, recorded.data, recorded.schemaVersion), recorded.recordedAt.toISOString());
    }
  },
};
