import { z } from 'zod';
import { currencies } from '../catalogue/countries';
import { defineEvent, type EventOf } from './define-event';

/**
 * The AI analysis report (issue 14) on `analysis-<analysisId>`: requested for chosen images of a calculated
 * evaluation project; the analysis worker answers per image (`AnalysisImageAnalysed` with the stored result, or
 * `AnalysisImageFailed`), then `AnalysisReportCompleted`. Ids of the worker's events derive from the analysis and
 * the image, so work done twice records once. The charge is a `GenerationUsageRecorded` (service `analysis_report`)
 * appended when at least one image was analysed.
 */
const uuid = z.string().uuid();
const isoTime = z.string().datetime();

export const AnalysisReportRequested = defineEvent(
  'AnalysisReportRequested',
  z.object({
    analysisId: uuid,
    projectId: uuid,
    clientId: uuid,
    requestedBy: z.string(),
    segmentIds: z.array(z.number().int()).min(1).max(6),
    images: z
      .array(z.object({ imageId: uuid, blobKey: z.string(), categoryId: z.number().int(), name: z.string() }))
      .min(1)
      .max(10),
    packHeightCm: z.number().positive().nullable(),
    /** What the report costs when it delivers (section 9: 12,000 JPY), in the client's currency; 0 where no price is set. */
    price: z.object({ amount: z.number().int().nonnegative(), currency: z.enum(currencies) }),
    /**
     * Where asked and an image-editing provider is configured: the lowest-attribution region of each image regenerated
     * from this prompt by the provider the API resolved for the model, and re-scored (absent in older events).
     */
    regionRegeneration: z
      .object({ prompt: z.string().min(1).max(1000), modelCode: z.string().max(50), provider: z.string().max(50), model: z.string().max(200) })
      .nullable()
      .default(null),
    at: isoTime,
  }),
);

export const AnalysisImageAnalysed = defineEvent(
  'AnalysisImageAnalysed',
  z.object({
    analysisId: uuid,
    imageId: uuid,
    /** The stored analysis (JSON) and the images made for it, in the blob store. */
    resultKey: z.string(),
    modelVersion: z.string(),
    demoModel: z.boolean(),
    noticeTypes: z.array(z.number().int()),
    at: isoTime,
  }),
);

export const AnalysisImageFailed = defineEvent('AnalysisImageFailed', z.object({ analysisId: uuid, imageId: uuid, code: z.string(), at: isoTime }));

export const AnalysisReportCompleted = defineEvent('AnalysisReportCompleted', z.object({ analysisId: uuid, analysed: z.number().int(), failed: z.number().int(), at: isoTime }));

export const analysisEvents = { AnalysisReportRequested, AnalysisImageAnalysed, AnalysisImageFailed, AnalysisReportCompleted };

export type AnalysisEvent =
  | EventOf<typeof AnalysisReportRequested>
  | EventOf<typeof AnalysisImageAnalysed>
  | EventOf<typeof AnalysisImageFailed>
  | EventOf<typeof AnalysisReportCompleted>;
