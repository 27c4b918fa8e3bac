import type { CalculationRequested, EventOf, ImagesUploaded, ProjectCreated, ProjectStreamEvent } from '@packlens/contracts';
import { projectExpiresAt } from '@packlens/contracts';

/** The events of a project's stream: its steps and the calculation it asked for. */
export type ProjectEvent = ProjectStreamEvent | EventOf<typeof CalculationRequested>;

type Created = EventOf<typeof ProjectCreated>['data'];
type UploadedImage = EventOf<typeof ImagesUploaded>['data']['images'][number];

export interface ShelfRegion {
  regionId: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ProjectImage extends UploadedImage {
  productCopy: string;
  regions: ShelfRegion[];
}

export interface OpenProject {
  status: 'open' | 'calculating';
  projectId: string;
  clientId: string;
  createdBy: string;
  type: number;
  country: Created['country'];
  expiresAt: string;
  menus: string[];
  segmentIds: number[];
  /** In upload order. */
  images: ProjectImage[];
  standardValue: { mode: number; values: Record<string, number> };
  concept: { text: string; language: 'ja' | 'zh' | 'en' } | null;
  conceptSkipped: boolean;
  calculationId: string | null;
}

export type ProjectState = { status: 'none' } | OpenProject;

/** Shelf projects (type 4) compute the shelf heat map; survey projects (type 1) the survey menus. */
export const shelfProjectType = 4;
export const isShelf = (project: { type: number }) => project.type === shelfProjectType;

const withImages = (state: OpenProject, update: (image: ProjectImage) => ProjectImage) => ({ ...state, images: state.images.map(update) });

/** Folds one event into the project (pure; section 2's steps in any order). */
export function evolveProject(state: ProjectState, event: ProjectEvent): ProjectState {
  if (event.type === 'ProjectCreated') {
    const d = event.data;
    return {
      status: 'open',
      projectId: d.projectId,
      clientId: d.clientId,
      createdBy: d.createdBy,
      type: d.type,
      country: d.country,
      expiresAt: projectExpiresAt(d.createdAt).toISOString(),
      menus: d.type === shelfProjectType ? ['shelf_heatmap'] : [],
      segmentIds: [],
      images: [],
      standardValue: { mode: 0, values: {} },
      concept: null,
      conceptSkipped: false,
      calculationId: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ProjectMenusSelected':
      return { ...state, menus: event.data.menus };
    case 'ProjectSegmentsSelected':
      return { ...state, segmentIds: event.data.segmentIds };
    case 'ImagesUploaded':
      return { ...state, images: [...state.images, ...event.data.images.map((image) => ({ ...image, productCopy: '', regions: [] }))] };
    case 'ProjectImageRemoved':
      return { ...state, images: state.images.filter((image) => image.imageId !== event.data.imageId) };
    case 'ImageCategoriesSelected': {
      const chosen = new Map(event.data.categories.map((c) => [c.imageId, c.categoryId]));
      return withImages(state, (image) => (chosen.has(image.imageId) ? { ...image, categoryId: chosen.get(image.imageId)! } : image));
    }
    case 'ProductCopiesEntered': {
      const copies = new Map(event.data.copies.map((c) => [c.imageId, c.text]));
      return withImages(state, (image) => (copies.has(image.imageId) ? { ...image, productCopy: copies.get(image.imageId)! } : image));
    }
    case 'StandardValueChosen':
      return { ...state, standardValue: { mode: event.data.mode, values: event.data.values } };
    case 'ConceptEntered':
      return { ...state, concept: { text: event.data.text, language: event.data.language }, conceptSkipped: false };
    case 'ConceptSkipped':
      return { ...state, concept: null, conceptSkipped: true };
    case 'ShelfRegionsMarked':
      return withImages(state, (image) => (image.imageId === event.data.imageId ? { ...image, regions: event.data.regions } : image));
    case 'CalculationRequested':
      return { ...state, status: 'calculating', calculationId: event.data.calculationId };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export type MissingStep = 'select_menu' | 'select_segment' | 'select_image' | 'select_category' | 'input_concept';

/** What the missing steps are read from: the decider's state, or a read-model row. */
export type StepsOf = Pick<OpenProject, 'type' | 'menus' | 'segmentIds' | 'concept' | 'conceptSkipped'> & { images: readonly { categoryId: number | null }[] };

/** The steps still missing before the project can be calculated, in the flow's order. */
export function missingSteps(project: StepsOf): MissingStep[] {
  const missing: MissingStep[] = [];
  if (project.menus.length === 0) missing.push('select_menu');
  if (project.segmentIds.length === 0) missing.push('select_segment');
  if (project.images.length === 0) missing.push('select_image');
  else if (!isShelf(project) && project.images.some((image) => image.categoryId === null)) missing.push('select_category');
  if (project.menus.includes('concept_matching') && !project.concept && !project.conceptSkipped) missing.push('input_concept');
  return missing;
}
