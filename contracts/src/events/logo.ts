import { z } from 'zod';
import { currencies } from '../catalogue/countries';
import { hexColourPattern, logoLimits, logoStyleCodes } from '../catalogue/logo';
import { defineEvent, type EventOf } from './define-event';

/**
 * Logo projects (project type 3, issue 13 item 6) on `logo-project-<projectId>`: `ProjectCreated` (type 3, named by
 * the brand), the brief, reference images (`DesignInputUploaded`, as design inputs are), and generations as design
 * jobs in mode `logo` (`DesignGenerationRequested` → `DesignImagesGenerated` with a traced SVG beside each PNG).
 */
const uuid = z.string().uuid();
const isoTime = z.string().datetime();

/** What a logo is made from: the brand name, a style of the catalogue, one to three colours, and what else to say. */
export const LogoBriefSchema = z.object({
  brandName: z.string().min(1).max(logoLimits.brandNameMaxLength * 2),
  style: z.enum(logoStyleCodes),
  /** `#rrggbb`, lower case, in the order given. */
  colours: z.array(z.string().regex(hexColourPattern)).min(logoLimits.coloursMin).max(logoLimits.coloursMax),
  description: z.string().max(logoLimits.descriptionMaxLength).default(''),
});
export type LogoBriefData = z.infer<typeof LogoBriefSchema>;

/** A logo job's part of the design request: the brief it was made from, and what the project costs when it delivers. */
export const LogoJobSchema = LogoBriefSchema.extend({
  /** Section 9: logo creation 15,000 JPY, charged once per project (the first job that delivers); 0 where no price is set. */
  charge: z.object({ amount: z.number().int().nonnegative(), currency: z.enum(currencies) }),
});
export type LogoJobData = z.infer<typeof LogoJobSchema>;

export const LogoBriefEntered = defineEvent('LogoBriefEntered', z.object({ projectId: uuid, brief: LogoBriefSchema, at: isoTime }));

/** A reference image taken off the project (its stored bytes are deleted with it). */
export const LogoReferenceRemoved = defineEvent('LogoReferenceRemoved', z.object({ projectId: uuid, inputId: uuid, by: uuid, at: isoTime }));

export const logoEvents = { LogoBriefEntered, LogoReferenceRemoved } as const;

export type LogoEvent = EventOf<typeof LogoBriefEntered> | EventOf<typeof LogoReferenceRemoved>;
