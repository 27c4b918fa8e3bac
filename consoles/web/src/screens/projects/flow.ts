import type { ProjectDetail, ProjectSummary } from '@packlens/contracts';
import type { RouteName } from '../../routes/table';
import { defineFlow } from './flowTable';

/** A row of the past-project list; a project detail is one too. */
export type ProjectRow = ReturnType<typeof ProjectSummary.parse>;
export type FlowShape = Pick<ProjectRow, 'country' | 'menus'>;

/**
 * The survey flow as the API builds it (sections 2 and 4): project register, menus, segments, images, product
 * copy (Japan only), category, standard value, concept (only when concept matching is ordered), confirm,
 * result. Each step is a route; the project travels in the `project` query parameter.
 */
const surveyRoutes = {
  register: 'ProjectCreate',
  select_menu: 'SelectMenu',
  select_segment: 'SelectSegment',
  select_image: 'SelectImage',
  select_product_copy: 'SelectProductCopy',
  select_category: 'SelectCategory',
  select_score: 'SelectScore',
  input_concept: 'InputConcept',
  confirm: 'ProjectConfirm',
  results: 'Results',
} satisfies Record<string, RouteName>;
export type FlowStep = keyof typeof surveyRoutes;

/** Whether a step is part of this project's flow: product copy for Japan, concept input for concept matching. */
export function stepApplies(project: FlowShape, step: FlowStep): boolean {
  if (step === 'select_product_copy') return project.country === 'jp';
  if (step === 'input_concept') return project.menus.includes('concept_matching');
  return true;
}

export const surveyFlow = defineFlow<FlowStep, FlowShape>(surveyRoutes, stepApplies);

/** The steps of this project, in order. */
export const stepsOf = surveyFlow.stepsOf;
export const nextStep = surveyFlow.next;
export const previousStep = surveyFlow.previous;
/** The URL of a step of a project. */
export const stepPath = surveyFlow.path;

/**
 * Where a project reopens: a calculated (or calculating) one on its results, a draft on its first missing
 * step, a complete draft on confirm. The list's rows carry no missing steps; they are read from what the
 * row shows, and confirm names what is left (a category).
 */
export function resumeStep(project: ProjectRow & Partial<Pick<ProjectDetail, 'missing_steps'>>): FlowStep {
  if (project.status !== 'DRAFT') return 'results';
  if (project.missing_steps) return project.missing_steps[0] ?? 'confirm';
  if (project.menus.length === 0) return 'select_menu';
  if (project.segment_ids.length === 0) return 'select_segment';
  if (project.image_count === 0) return 'select_image';
  return 'confirm';
}
