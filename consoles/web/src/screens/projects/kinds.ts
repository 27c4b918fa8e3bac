import type { ProjectDetail } from '@packlens/contracts';
import { pathOf, type RouteName } from '../../routes/table';
import { shelfFlow, shelfProjectType, shelfResumeStep, type ShelfStep } from '../shelf/flow';
import { designOpenPath } from '../creativePackage/designPaths';
import { keyVisualOpenPath } from '../keyVisual/keyVisualPaths';
import { logoOpenPath } from '../logo/logoPaths';
import { textOpenPath } from '../textProjects/kinds';
import { resumeStep, surveyFlow, type FlowShape, type FlowStep, type ProjectRow } from './flow';

/**
 * The two project flows this app runs, as the screens they share see them: the survey evaluation (type 1) and
 * the shelf evaluation (type 4). A shelf step has the survey step's name (register, select_segment,
 * select_image, confirm, results), so shared screens speak of `FlowStep`s and each kind answers for its own.
 */
export interface ProjectKind {
  id: 'survey' | 'shelf';
  /** Section 3's project type of this flow. */
  type: number;
  /** The steps of a project (before it exists: of what is chosen so far). */
  stepsOf(project: FlowShape): FlowStep[];
  next(project: FlowShape, current: FlowStep): FlowStep;
  /** Where a step's "back" goes; none where there is nothing to go back to. */
  back(project: FlowShape, current: FlowStep): FlowStep | undefined;
  path(step: FlowStep, projectId: string): string;
  /** The minimum width of a step in the step header, in pixels. */
  stepWidth: number;
  /** Ways out when there is no project to show: a new one, or the past ones. */
  newProject: { route: RouteName; label: 'projects.actions.newProject' | 'shelf.actions.newProject' };
  oldProjects: { route: RouteName; label: 'projects.actions.oldProjects' | 'shelf.actions.oldProjects' };
}

export const surveyKind: ProjectKind = {
  id: 'survey',
  type: 1,
  stepsOf: surveyFlow.stepsOf,
  next: surveyFlow.next,
  back: surveyFlow.previous,
  path: surveyFlow.path,
  stepWidth: 92,
  newProject: { route: 'ProjectCreate', label: 'projects.actions.newProject' },
  oldProjects: { route: 'OldProjectList', label: 'projects.actions.oldProjects' },
};

const shelfStep = (step: FlowStep) => step as ShelfStep;

export const shelfKind: ProjectKind = {
  id: 'shelf',
  type: shelfProjectType,
  stepsOf: () => [...shelfFlow.steps],
  next: (_project, current) => shelfFlow.next(undefined, shelfStep(current)),
  back(_project, current) {
    const previous = shelfFlow.previous(undefined, shelfStep(current));
    // The registration cannot be changed (and /evaluate-shelve?project= goes on where the project stands):
    // no way back from the first step after it.
    return previous === 'register' ? undefined : previous;
  },
  path: (step, projectId) => shelfFlow.path(shelfStep(step), projectId),
  stepWidth: 96,
  newProject: { route: 'EvaluateShelve', label: 'shelf.actions.newProject' },
  oldProjects: { route: 'ShelfOldProject', label: 'shelf.actions.oldProjects' },
};

/**
 * Where a listed project opens: a survey on its step or results, a shelf project at the shelf service's entry
 * (which goes on where it stands), a design project on its create screen, a naming or concept project on its
 * answers; other kinds have no screens here yet.
 */
export function openPathOf(project: ProjectRow & Partial<Pick<ProjectDetail, 'missing_steps'>>): string | undefined {
  if (project.type === surveyKind.type) return surveyKind.path(resumeStep(project), project.id);
  if (project.type === shelfKind.type) return `${pathOf('EvaluateShelve')}?project=${encodeURIComponent(project.id)}`;
  return textOpenPath(project) ?? designOpenPath(project) ?? logoOpenPath(project) ?? keyVisualOpenPath(project);
}

/** Where a shelf project stands now: its first missing step, confirm, or its result. */
export const shelfResumePath = (project: ProjectRow & Partial<Pick<ProjectDetail, 'missing_steps'>>) => shelfKind.path(shelfResumeStep(project), project.id);
