import type { ProjectDetail, ProjectSummary } from '@packlens/contracts';
import { pathOf, type RouteName } from '../../routes/table';

/**
 * The survey flow as the API builds it (sections 2 and 4): project register, menus, segments, images, product
 * copy (Japan only), category, standard value, concept (only when concept matching is ordered), confirm,
 * result. Each step is a route; the project travels in the `project` query parameter.
 */
export const flowSteps = [
  'register',
  'select_menu',
  'select_segment',
  'select_image',
  'select_product_copy',
  'select_category',
  'select_score',
  'input_concept',
  'confirm',
  'results',
] as const;
export type FlowStep = (typeof flowSteps)[number];

export const stepRoutes: Record<FlowStep, RouteName> = {
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
};

/** A row of the past-project list; a project detail is one too. */
export type ProjectRow = ReturnType<typeof ProjectSummary.parse>;
type FlowShape = Pick<ProjectRow, 'country' | 'menus'>;

/** Whether a step is part of this project's flow: product copy for Japan, concept input for concept matching. */
export function stepApplies(project: FlowShape, step: FlowStep): boolean {
  if (step === 'select_product_copy') return project.country === 'jp';
  if (step === 'input_concept') return project.menus.includes('concept_matching');
  return true;
}

/** The steps of this project, in order. */
export function stepsOf(project: FlowShape): FlowStep[] {
  return flowSteps.filter((step) => stepApplies(project, step));
}

export function nextStep(project: FlowShape, current: FlowStep): FlowStep {
  const steps = stepsOf(project);
  return steps[Math.min(steps.indexOf(current) + 1, steps.length - 1)] ?? 'confirm';
}

export function previousStep(project: FlowShape, current: FlowStep): FlowStep {
  const steps = stepsOf(project);
  return steps[Math.max(steps.indexOf(current) - 1, 0)] ?? 'register';
}

/** The URL of a step of a project. */
export function stepPath(step: FlowStep, projectId: string): string {
  return `${pathOf(stepRoutes[step])}?project=${encodeURIComponent(projectId)}`;
}

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
