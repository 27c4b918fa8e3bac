import { z } from 'zod';
import { keyVisualTypes, type KeyVisualType } from '../catalogue/generation';
import { defineEvent, type EventOf } from './define-event';

/**
 * Key-visual projects (project type 7, issue 13 item 5) on `key-visual-project-<projectId>`: `ProjectCreated`
 * (type 7), the menu step (`KeyVisualMenuSelected`: type and product), the pack's uploads (`DesignInputUploaded`),
 * the conversation that steers the scene (`GenerationRequested` with service `key_visual_scene`, answered by
 * `GenerationCompleted` whose text is the scene description), and the images (`DesignGenerationRequested` with mode
 * `key_visual`, answered by `DesignImagesGenerated`; `DesignImageDeleted`). Both kinds of job run on the one
 * generation queue.
 */
const uuid = z.string().uuid();
const isoTime = z.string().datetime();

export const keyVisualTypeCodes = keyVisualTypes.map((type) => type.code) as [KeyVisualType, ...KeyVisualType[]];

export const KeyVisualMenuSelected = defineEvent(
  'KeyVisualMenuSelected',
  z.object({
    projectId: uuid,
    type: z.enum(keyVisualTypeCodes),
    /** The product's name as the scene description and the image model read it. */
    product: z.string().max(100).default(''),
    at: isoTime,
  }),
);

export const KeyVisualPlacementSchema = z.object({
  anchor: z.enum(['centre', 'bottom']),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  height: z.number().gt(0).max(1),
  width: z.number().gt(0).max(1),
  shadow: z.boolean(),
});

/** What a key-visual image job composes: the scene agreed in the conversation, and the pack placed as the type says. */
export const KeyVisualRequestSchema = z.object({
  type: z.enum(keyVisualTypeCodes),
  product: z.string().max(100).default(''),
  /** The conversation's latest scene description (the job `sceneJobId` wrote it). */
  sceneDescription: z.string().max(8000),
  sceneJobId: uuid,
  packInputId: uuid,
  packInputBlobKey: z.string(),
  placement: KeyVisualPlacementSchema,
});
export type KeyVisualRequest = z.infer<typeof KeyVisualRequestSchema>;

export const keyVisualEvents = { KeyVisualMenuSelected } as const;

export type KeyVisualEvent = EventOf<typeof KeyVisualMenuSelected>;
