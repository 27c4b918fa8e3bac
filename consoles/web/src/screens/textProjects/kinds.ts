import type { PastProjectTab, TextProjectDetail } from '@packlens/contracts';
import { pathOf, type RouteName } from '../../routes/table';
import { defineFlow, type Flow } from '../projects/flowTable';

/** A text project's steps: register, the menu (what to write, with which model) and the brief with its answers. */
export type TextStep = 'register' | 'menu' | 'brief';

/**
 * The two text services (section 2): naming and catch-phrases (type 5: /chat-gpt, /menu, /information) and concept
 * generation (type 8: /generate-concept, /menu, /message). Like the survey, each step is a route and the project
 * travels in `?project=`.
 */
export interface TextKind {
  id: 'naming' | 'concept';
  type: TextProjectDetail['type'];
  flow: Flow<TextStep, void>;
  /** The service's entry (register, previous projects). */
  home: RouteName;
  /** The tab of the previous-project list its projects fall under. */
  tab: PastProjectTab;
  newProjectLabel: 'generation.actions.newNaming' | 'generation.actions.newConcept';
}

export const namingKind: TextKind = {
  id: 'naming',
  type: 5,
  flow: defineFlow<TextStep>({ register: 'ChatGpt', menu: 'ChatGptMenu', brief: 'ChatGptInformation' }),
  home: 'ChatGpt',
  tab: 'naming_copy',
  newProjectLabel: 'generation.actions.newNaming',
};

export const conceptKind: TextKind = {
  id: 'concept',
  type: 8,
  flow: defineFlow<TextStep>({ register: 'GenerateConcept', menu: 'ConceptMenu', brief: 'ConceptMessage' }),
  home: 'GenerateConcept',
  tab: 'generation',
  newProjectLabel: 'generation.actions.newConcept',
};

export const textKindOf = (type: number): TextKind | undefined => (type === namingKind.type ? namingKind : type === conceptKind.type ? conceptKind : undefined);

/** The URL of a step of a text project. */
export const textStepPath = (kind: TextKind, step: TextStep, projectId: string) => kind.flow.path(step, projectId);

/**
 * Where a text project opened from a list goes: its brief step, where its answers are (the step itself sends a
 * project without a brief to the menu).
 */
export function textOpenPath(project: { id: string; type: number }): string | undefined {
  const kind = textKindOf(project.type);
  return kind && textStepPath(kind, 'brief', project.id);
}

/** Where a text project goes on: its answers once it has a brief, else the menu. */
export function textResumePath(kind: TextKind, project: Pick<TextProjectDetail, 'id' | 'brief'>): string {
  return textStepPath(kind, project.brief ? 'brief' : 'menu', project.id);
}

/** The service's previous projects in the full list. */
export const oldProjectsPath = (kind: TextKind) => `${pathOf('OldProjectList')}?tab=${kind.tab}`;
