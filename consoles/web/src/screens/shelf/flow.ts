import type { ProjectDetail } from '@packlens/contracts';
import type { ProjectRow } from '../projects/flow';
import { defineFlow } from '../projects/flowTable';

/**
 * The shelf evaluation (section 2: /evaluate-shelve, /select-segment, /select-image, /confirm, /result): register
 * a shelf project (type 4, its one menu `shelf_heatmap` set by the API), segments, shelf photos, confirm,
 * result. Like the survey, each step is a route and the project travels in `?project=`.
 */
export const shelfFlow = defineFlow({
  register: 'EvaluateShelve',
  select_segment: 'ShelfSelectSegment',
  select_image: 'ShelfSelectImage',
  confirm: 'ShelfConfirm',
  results: 'ShelfResult',
});
export type ShelfStep = (typeof shelfFlow.steps)[number];

/** Project type 4 (section 3: heatmap shelve). */
export const shelfProjectType = 4;
export const isShelfProject = (project: Pick<ProjectRow, 'type'>) => project.type === shelfProjectType;

/** The URL of a step of a shelf project. */
export const shelfStepPath = shelfFlow.path;
export const nextShelfStep = (current: ShelfStep) => shelfFlow.next(undefined, current);
export const previousShelfStep = (current: ShelfStep) => shelfFlow.previous(undefined, current);

/**
 * Where a shelf project reopens: calculated (or calculating) on its result, a draft on its first missing step
 * (a shelf project has no category step), a complete draft on confirm. List rows carry no missing steps.
 */
export function shelfResumeStep(project: ProjectRow & Partial<Pick<ProjectDetail, 'missing_steps'>>): ShelfStep {
  if (project.status !== 'DRAFT') return 'results';
  if (project.missing_steps) {
    if (project.missing_steps.includes('select_segment')) return 'select_segment';
    if (project.missing_steps.includes('select_image')) return 'select_image';
    return 'confirm';
  }
  if (project.segment_ids.length === 0) return 'select_segment';
  if (project.image_count === 0) return 'select_image';
  return 'confirm';
}
