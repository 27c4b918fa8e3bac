import type { PacklensEvent } from '@packlens/contracts';
import type { ReadModel } from '../read-model';

type Db = Parameters<ReadModel['apply']>[1];
type Tables = Readonly<Record<string, string>>;

/**
 * The logo projects' own events this model reads. Their ProjectCreated is read with the other projects'; their
 * references, jobs and gallery are design inputs, jobs and images (design-projector.ts); DesignImagesGenerated is read
 * here too, for the SVG traced beside each logo.
 */
export const logoProjectEvents = ['LogoBriefEntered', 'LogoReferenceRemoved'] as const;

/** Logo projects in the projects model: the brief, the references taken off, and each logo's traced SVG. */
export async function applyLogoProjectEvent(db: Db, t: Tables, event: PacklensEvent): Promise<void> {
  switch (event.type) {
    case 'LogoBriefEntered': {
      const d = event.data;
      await db.query(
        `insert into ${t.logo_briefs} (project_id, client_id, brand_name, style, colours, description, updated_at)
         select p.project_id, p.client_id, $2, $3, $4, $5, $6 from ${t.projects} p where p.project_id = $1
         on conflict (project_id) do update set brand_name = excluded.brand_name, style = excluded.style, colours = excluded.colours,
           description = excluded.description, updated_at = excluded.updated_at`,
        [d.projectId, d.brief.brandName, d.brief.style, JSON.stringify(d.brief.colours), d.brief.description, d.at],
      );
      await db.query(`update ${t.projects} set name = $2, updated_at = $3 where project_id = $1`, [d.projectId, d.brief.brandName, d.at]);
      return;
    }
    case 'LogoReferenceRemoved':
      await db.query(`delete from ${t.design_inputs} where input_id = $1 and project_id = $2`, [event.data.inputId, event.data.projectId]);
      await db.query(`update ${t.projects} set updated_at = $2 where project_id = $1`, [event.data.projectId, event.data.at]);
      return;
    case 'DesignImagesGenerated': {
      const d = event.data;
      for (const image of d.images) {
        if (!image.vectorBlobKey) continue;
        await db.query(
          `insert into ${t.logo_vectors} (image_id, project_id, client_id, vector_blob_key) values ($1, $2, $3, $4) on conflict (image_id) do nothing`,
          [image.imageId, d.projectId, d.clientId, image.vectorBlobKey],
        );
      }
      return;
    }
    case 'DesignImageDeleted':
      await db.query(`delete from ${t.logo_vectors} where image_id = $1 and project_id = $2`, [event.data.imageId, event.data.projectId]);
      return;
    default:
      return;
  }
}
