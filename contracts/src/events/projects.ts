import { z } from 'zod';
import { countryCodes } from '../catalogue/countries';
import { defineEvent, type EventOf } from './define-event';

/** Project types (section 3): 1 survey, 2 create, 3 logo, 4 shelf heat map, 5 chat, 6 stable diffusion, 7 key visual, 8 concept. */
export const projectTypes = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ProjectCreated = defineEvent(
  'ProjectCreated',
  z.object({
    projectId: z.string().uuid(),
    clientId: z.string().uuid(),
    createdBy: z.string().uuid(),
    name: z.string().min(1).max(200),
    type: z.number().int().min(1).max(8),
    country: z.enum(countryCodes),
    department: z.string().max(200).default(''),
    createdAt: z.string().datetime(),
  }),
);

export const ImagesUploaded = defineEvent(
  'ImagesUploaded',
  z.object({
    projectId: z.string().uuid(),
    images: z
      .array(
        z.object({
          imageId: z.string().uuid(),
          /** Display name, up to 20 characters (section 5). */
          name: z.string().min(1).max(20),
          fileName: z.string().max(30),
          blobKey: z.string().min(1),
          contentHash: sha256,
          mediaType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
          bytes: z.number().int().positive(),
          categoryId: z.number().int().positive().nullable().default(null),
          /** The image as a browser shows it (a pdf's first page rendered as png); null when the original is. */
          previewBlobKey: z.string().min(1).nullable().default(null),
          width: z.number().int().positive().nullable().default(null),
          height: z.number().int().positive().nullable().default(null),
        }),
      )
      .min(1)
      .max(10),
    uploadedAt: z.string().datetime(),
  }),
);

const projectStep = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ projectId: z.string().uuid(), ...shape, at: z.string().datetime() });

/** The menus of section 1 the project computes (menu codes of the catalogue). */
export const ProjectMenusSelected = defineEvent('ProjectMenusSelected', projectStep({ menus: z.array(z.string().min(1)).min(1) }));

/** The consumer segments (1-6 of them) the project computes. */
export const ProjectSegmentsSelected = defineEvent('ProjectSegmentsSelected', projectStep({ segmentIds: z.array(z.number().int().positive()).min(1).max(6) }));

export const ProjectImageRemoved = defineEvent('ProjectImageRemoved', projectStep({ imageId: z.string().uuid() }));

/** The product category of each image (decides the food-only image words). */
export const ImageCategoriesSelected = defineEvent(
  'ImageCategoriesSelected',
  projectStep({ categories: z.array(z.object({ imageId: z.string().uuid(), categoryId: z.number().int().positive() })).min(1) }),
);

/** The product copy printed on each pack (the Japan-only step). */
export const ProductCopiesEntered = defineEvent(
  'ProductCopiesEntered',
  projectStep({ copies: z.array(z.object({ imageId: z.string().uuid(), text: z.string().max(200) })) }),
);

/** What the scores are compared with: 0 none, 1 PLUG data, 2 the company's past scores, 3 its own values. */
export const StandardValueChosen = defineEvent(
  'StandardValueChosen',
  projectStep({ mode: z.number().int().min(0).max(3), values: z.record(z.string(), z.number().min(0).max(5)).default({}) }),
);

/** The concept the designs are matched against. */
export const ConceptEntered = defineEvent('ConceptEntered', projectStep({ text: z.string().min(1).max(2000), language: z.enum(['ja', 'zh', 'en']) }));

/** The user went on without a concept: concept matching is not computed. */
export const ConceptSkipped = defineEvent('ConceptSkipped', projectStep({}));

/** Product boxes the user marked on a shelf image. */
export const ShelfRegionsMarked = defineEvent(
  'ShelfRegionsMarked',
  projectStep({
    imageId: z.string().uuid(),
    regions: z
      .array(z.object({ regionId: z.string().min(1).max(64), label: z.string().max(100).default(''), x: z.number().nonnegative(), y: z.number().nonnegative(), width: z.number().positive(), height: z.number().positive() }))
      .max(50),
  }),
);

/** A preference score for one image and one segment, as the named model computed it. */
export const ScoreCalculated = defineEvent(
  'ScoreCalculated',
  z.object({
    calculationId: z.string().uuid(),
    projectId: z.string().uuid(),
    imageId: z.string().uuid(),
    imageHash: sha256,
    segmentId: z.number().int().positive(),
    modelVersion: z.string().min(1),
    /** True when the model was trained on the simulated demo panel; the app labels such results. */
    demoModel: z.boolean(),
    preference: z.object({ mean: z.number().min(1).max(5), sd: z.number().nonnegative() }),
    imageWords: z.array(z.object({ wordId: z.number().int().positive(), probability: z.number().min(0).max(1) })),
    calculatedAt: z.string().datetime(),
  }),
);

/** Events of a project's own stream (`project-<id>`); its calculation requests are in calculations.ts. */
export type ProjectStreamEvent =
  | EventOf<typeof ProjectCreated>
  | EventOf<typeof ProjectMenusSelected>
  | EventOf<typeof ProjectSegmentsSelected>
  | EventOf<typeof ImagesUploaded>
  | EventOf<typeof ProjectImageRemoved>
  | EventOf<typeof ImageCategoriesSelected>
  | EventOf<typeof ProductCopiesEntered>
  | EventOf<typeof StandardValueChosen>
  | EventOf<typeof ConceptEntered>
  | EventOf<typeof ConceptSkipped>
  | EventOf<typeof ShelfRegionsMarked>;

export type ProjectEvent = ProjectStreamEvent | EventOf<typeof ScoreCalculated>;
