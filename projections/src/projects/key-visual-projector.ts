import type { PacklensEvent } from '@packlens/contracts';
import type { ReadModel } from '../read-model';

type Db = Parameters<ReadModel['apply']>[1];
type Tables = Readonly<Record<string, string>>;

/**
 * The key-visual projects' events this model reads beyond the shared ones: their ProjectCreated is read with the other
 * projects', the pack's uploads, jobs and images with the design projects', the messages with the text projects'.
 */
export const keyVisualProjectEvents = ['KeyVisualMenuSelected'] as const;

/** Key-visual projects (type 7): the menu step, and the images made so far (section 9's limit counts deleted ones). */
export async function applyKeyVisualProjectEvent(db: Db, t: Tables, event: PacklensEvent): Promise<void> {
  switch (event.type) {
    case 'KeyVisualMenuSelected': {
      const d = event.data;
      await db.query(
        `insert into ${t.key_visual_projects} (project_id, client_id, type, product, updated_at)
         select project_id, client_id, $2, $3, $4 from ${t.projects} where project_id = $1
         on conflict (project_id) do update set type = $2, product = $3, updated_at = $4`,
        [d.projectId, d.type, d.product, d.at],
      );
      await db.query(`update ${t.projects} set updated_at = $2 where project_id = $1`, [d.projectId, d.at]);
      return;
    }
    case 'DesignImagesGenerated': {
      const d = event.data;
      if (d.mode !== 'key_visual') return;
      await db.query(
        `insert into ${t.key_visual_projects} (project_id, client_id, images_made, updated_at)
         select project_id, client_id, $2, $3 from ${t.projects} where project_id = $1
         on conflict (project_id) do update set images_made = ${t.key_visual_projects}.images_made + $2, updated_at = $3`,
        [d.projectId, d.images.length, d.completedAt],
      );
      return;
    }
    default:
      return;
  }
}
