import type { ProjectDetail } from '@packlens/contracts';
import { pathOf, type RouteName } from '../../routes/table';
import type { ProjectRow } from '../projects/flow';

/**
 * The shelf evaluation (section 2: /evaluate-shelve, /select-segment, /select-image, /confirm, /result): register
 * a shelf project (type 4, its one menu `shelf_heatmap` set by the API), segments, shelf photos, confirm,
 * result. Like the survey, each step is a route and the project travels in `?project=`.
 */
export const shelfSteps = ['register', 'select_segment', 'select_image', 'confirm', 'results'] as const;
export type ShelfStep = (typeof shelfSteps)[number];

export const shelfStepRoutes: Record<ShelfStep, RouteName> = {
  register: 'EvaluateShelve',
  select_segment: 'ShelfSelectSegment',
  select_image: 'ShelfSelectImage',
  confirm: 'ShelfConfirm',
  results: 'ShelfResult',
};

/** Project type 4 (section 3: heatmap shelve). */
export const shelfProjectType = 4;
export const isShelfProject = (project: Pick<ProjectRow, 'type'>) => project.type === shelfProjectType;

/** The URL of a step of a shelf project. */
export function shelfStepPath(step: ShelfStep, projectId: string): string {
  return `${pathOf(shelfStepRoutes[step])}?project=${encodeURIComponent(projectId)}`;
}

export function nextShelfStep(current: ShelfStep): ShelfStep {
  return shelfSteps[Math.min(shelfSteps.indexOf(current) + 1, shelfSteps.length - 1)];
}

export function previousShelfStep(current: ShelfStep): ShelfStep {
  return shelfSteps[Math.max(shelfSteps.indexOf(current) - 1, 0)];
}

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
