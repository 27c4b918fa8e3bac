import {
  categories,
  DomainError,
  isProjectExpired,
  isSegmentId,
  maxSegmentsPerProject,
  menuAvailableFor,
  menuItems,
  uploadLimits,
  type EventOf,
  type ImagesUploaded,
  type PlanTypeId,
  type ProjectCreated,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';
import { evolveProject, isShelf, missingSteps, type OpenProject, type ProjectEvent, type ProjectState, type ShelfRegion } from './project-state';

export * from './project-state';

type UploadedImage = EventOf<typeof ImagesUploaded>['data']['images'][number];

export type ProjectCommand =
  | { type: 'CreateProject'; data: EventOf<typeof ProjectCreated>['data'] }
  | { type: 'SelectMenus'; menus: string[]; planType: PlanTypeId | null; now: string }
  | { type: 'SelectSegments'; segmentIds: number[]; now: string }
  | { type: 'UploadImages'; images: UploadedImage[]; now: string }
  | { type: 'RemoveImage'; imageId: string; now: string }
  | { type: 'SelectCategories'; categories: { imageId: string; categoryId: number }[]; now: string }
  | { type: 'EnterProductCopies'; copies: { imageId: string; text: string }[]; now: string }
  | { type: 'ChooseStandardValue'; mode: number; values: Record<string, number>; now: string }
  | { type: 'EnterConcept'; text: string; language: 'ja' | 'zh' | 'en'; now: string }
  | { type: 'SkipConcept'; now: string }
  | { type: 'MarkShelfRegions'; imageId: string; regions: ShelfRegion[]; now: string }
  | { type: 'RequestCalculation'; calculationId: string; now: string };

/** The most images one project holds: what one calculation takes (and one upload, section 5). */
export const maxImagesPerProject = uploadLimits.imagesPerUpload;
const surveyMenuCodes = new Set<string>(menuItems.filter((m) => m.code !== 'shelf_heatmap').map((m) => m.code));
const knownCategories = new Set(categories.map((c) => c.id));

function existing(state: ProjectState): OpenProject {
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  return state;
}

/** A step may change the project while it is valid and not yet calculated (section 8). */
function changeable(state: ProjectState, now: string): OpenProject {
  const project = existing(state);
  if (isProjectExpired(project.expiresAt, new Date(now))) throw new DomainError('PROJECT_EXPIRED');
  if (project.status !== 'open') throw new DomainError('PROJECT_CHANGE_NOT_ALLOWED');
  return project;
}

function imageOf(project: OpenProject, imageId: string) {
  const image = project.images.find((candidate) => candidate.imageId === imageId);
  if (!image) throw new DomainError('NOT_FOUND');
  return image;
}

const step = (project: OpenProject, now: string) => ({ projectId: project.projectId, at: now });

function selectMenus(project: OpenProject, menus: string[], planType: PlanTypeId | null): string[] {
  if (isShelf(project)) {
    if (menus.some((m) => m !== 'shelf_heatmap')) throw new DomainError('VALIDATION_FAILED');
    return ['shelf_heatmap'];
  }
  if (menus.some((m) => !surveyMenuCodes.has(m))) throw new DomainError('VALIDATION_FAILED');
  for (const menu of menuItems) {
    if (menus.includes(menu.code) && (planType === null || !menuAvailableFor(menu, planType))) throw new DomainError('PAID_MEMBERS_ONLY');
  }
  // The preference score is always computed: every other result is read against it.
  const chosen = new Set(['preference_score', ...menus]);
  return menuItems.map((m) => m.code).filter((code) => chosen.has(code));
}

export const projectDecider: Decider<ProjectState, ProjectCommand, ProjectEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveProject,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateProject':
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS');
        return { type: 'ProjectCreated', data: command.data };
      case 'SelectMenus': {
        const project = changeable(state, command.now);
        return { type: 'ProjectMenusSelected', data: { ...step(project, command.now), menus: selectMenus(project, command.menus, command.planType) } };
      }
      case 'SelectSegments': {
        const project = changeable(state, command.now);
        const segmentIds = [...new Set(command.segmentIds)];
        if (segmentIds.length === 0 || segmentIds.some((id) => !isSegmentId(id))) throw new DomainError('VALIDATION_FAILED');
        if (segmentIds.length > maxSegmentsPerProject) throw new DomainError('SEGMENT_LIMIT_AT_ONCE');
        return { type: 'ProjectSegmentsSelected', data: { ...step(project, command.now), segmentIds } };
      }
      case 'UploadImages': {
        const project = changeable(state, command.now);
        if (command.images.length === 0) throw new DomainError('IMAGE_REQUIRED');
        if (project.images.length + command.images.length > maxImagesPerProject) {
          throw new DomainError('TOO_MANY_IMAGES_PER_UPLOAD', { max: maxImagesPerProject - project.images.length });
        }
        return { type: 'ImagesUploaded', data: { projectId: project.projectId, images: command.images, uploadedAt: command.now } };
      }
      case 'RemoveImage': {
        const project = changeable(state, command.now);
        imageOf(project, command.imageId);
        return { type: 'ProjectImageRemoved', data: { ...step(project, command.now), imageId: command.imageId } };
      }
      case 'SelectCategories': {
        const project = changeable(state, command.now);
        for (const choice of command.categories) {
          imageOf(project, choice.imageId);
          if (!knownCategories.has(choice.categoryId)) throw new DomainError('VALIDATION_FAILED');
        }
        return { type: 'ImageCategoriesSelected', data: { ...step(project, command.now), categories: command.categories } };
      }
      case 'EnterProductCopies': {
        const project = changeable(state, command.now);
        // The product copy step applies to Japan only (section 2).
        if (project.country !== 'jp') throw new DomainError('SERVICE_NOT_AVAILABLE');
        for (const copy of command.copies) imageOf(project, copy.imageId);
        return { type: 'ProductCopiesEntered', data: { ...step(project, command.now), copies: command.copies } };
      }
      case 'ChooseStandardValue': {
        const project = changeable(state, command.now);
        if (![0, 1, 2, 3].includes(command.mode)) throw new DomainError('VALIDATION_FAILED');
        const values = command.mode === 3 ? command.values : {};
        if (Object.values(values).some((v) => !(v >= 0 && v <= 5))) throw new DomainError('REFERENCE_VALUE_OUT_OF_RANGE');
        return { type: 'StandardValueChosen', data: { ...step(project, command.now), mode: command.mode, values } };
      }
      case 'EnterConcept': {
        const project = changeable(state, command.now);
        return { type: 'ConceptEntered', data: { ...step(project, command.now), text: command.text, language: command.language } };
      }
      case 'SkipConcept': {
        const project = changeable(state, command.now);
        return { type: 'ConceptSkipped', data: step(project, command.now) };
      }
      case 'MarkShelfRegions': {
        // Boxes are marked on the shelf's heat map, so also after the calculation, while the project is valid.
        const project = existing(state);
        if (isProjectExpired(project.expiresAt, new Date(command.now))) throw new DomainError('PROJECT_EXPIRED');
        if (!isShelf(project)) throw new DomainError('VALIDATION_FAILED');
        imageOf(project, command.imageId);
        return { type: 'ShelfRegionsMarked', data: { ...step(project, command.now), imageId: command.imageId, regions: command.regions } };
      }
      case 'RequestCalculation': {
        const project = existing(state);
        if (project.status === 'calculating') throw new DomainError('CALCULATION_IN_PROGRESS');
        changeable(state, command.now);
        const missing = missingSteps(project);
        if (missing.length) throw new DomainError('VALIDATION_FAILED', {}, Object.fromEntries(missing.map((s) => [s, s === 'select_image' ? 'IMAGE_REQUIRED' : 'FIELD_REQUIRED'])));
        const { mode, values } = project.standardValue;
        if (mode === 3 && project.segmentIds.some((id) => values[String(id)] === undefined)) {
          throw new DomainError('VALIDATION_FAILED', {}, { select_score: 'REFERENCE_VALUE_OUT_OF_RANGE' });
        }
        return {
          type: 'CalculationRequested',
          data: {
            calculationId: command.calculationId,
            projectId: project.projectId,
            clientId: project.clientId,
            images: project.images.map((image) => ({
              imageId: image.imageId,
              blobKey: image.blobKey,
              contentHash: image.contentHash,
              kind: isShelf(project) ? 'shelf' : 'pack',
              categoryId: image.categoryId,
              regions: image.regions,
            })),
            segmentIds: project.segmentIds,
            menus: project.menus,
            concept: project.menus.includes('concept_matching') ? project.concept : null,
            requestedAt: command.now,
          },
        };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
