import { analysisEvents, type AnalysisEvent } from './analysis';
import { learningEvents, type LearningEvent } from './learning';
import { apiKeyEvents, type ApiKeyEvent } from './api-keys';
import { webhookEvents, type WebhookEvent } from './webhooks';
import { billingEvents, type BillingEvent } from './billing';
import { designEvents, type DesignEvent } from './design';
import { keyVisualEvents, type KeyVisualEvent } from './key-visual';
import { logoEvents, type LogoEvent } from './logo';
import { brandEvents, type BrandEvent } from './brand';
import { generationEvents, type GenerationEvent } from './generation';
import { ImageQuotaRefunded, ImageQuotaUsed, type ImageQuotaEvent } from './image-quota';
import { identityEvents, type IdentityEvent } from './identity';
import {
  ConceptEntered,
  ConceptSkipped,
  ImageCategoriesSelected,
  ImagesUploaded,
  ProductCopiesEntered,
  ProjectCreated,
  ProjectImageRemoved,
  ProjectMenusSelected,
  ProjectSegmentsSelected,
  ScoreCalculated,
  ShelfRegionsMarked,
  StandardValueChosen,
  type ProjectEvent,
} from './projects';
import {
  CalculationCompleted,
  CalculationProgressed,
  CalculationRequested,
  ConceptMatched,
  ConceptVisionReviewed,
  HeatmapCalculated,
  ImageCalculationFailed,
  type CalculationEvent,
} from './calculations';

export * from './define-event';
export * from './identity';
export * from './billing';
export * from './projects';
export * from './calculations';
export * from './image-quota';
export * from './generation';
export * from './api-keys';
export * from './design';
export * from './key-visual';
export * from './logo';
export * from './brand';
export * from './analysis';
export * from './learning';
export * from './webhooks';

/** Every event type the platform writes, by name: the registry readers use to upcast and validate. */
export const eventRegistry = {
  ...identityEvents,
  ...billingEvents,
  ProjectCreated,
  ImagesUploaded,
  ProjectMenusSelected,
  ProjectSegmentsSelected,
  ProjectImageRemoved,
  ImageCategoriesSelected,
  ProductCopiesEntered,
  StandardValueChosen,
  ConceptEntered,
  ConceptSkipped,
  ShelfRegionsMarked,
  ScoreCalculated,
  CalculationRequested,
  HeatmapCalculated,
  ConceptMatched,
  ConceptVisionReviewed,
  CalculationProgressed,
  ImageCalculationFailed,
  CalculationCompleted,
  ImageQuotaUsed,
  ImageQuotaRefunded,
  ...generationEvents,
  ...apiKeyEvents,
  ...designEvents,
  ...keyVisualEvents,
  ...logoEvents,
  ...brandEvents,
  ...analysisEvents,
  ...learningEvents,
  ...webhookEvents,
} as const;

export type PacklensEvent = IdentityEvent | BillingEvent | ProjectEvent | CalculationEvent | ImageQuotaEvent | GenerationEvent | ApiKeyEvent | DesignEvent | KeyVisualEvent | LogoEvent | BrandEvent | AnalysisEvent | LearningEvent | WebhookEvent;
export type PacklensEventType = PacklensEvent['type'];

/** Reads a stored event into its current shape, whatever schema version it was written with. */
export function readEvent(type: string, data: unknown, schemaVersion: number): PacklensEvent {
  const definition = (eventRegistry as Record<string, (typeof eventRegistry)[keyof typeof eventRegistry]>)[type];
  if (!definition) throw new Error(`Unknown event type ${type}`);
  return { type, data: definition.read(data, schemaVersion) } as PacklensEvent;
}
