import type { RouteName } from '../routes/table';
import type { ServiceId } from './gates';

/** The services offered on Home (section 2), each with the route it opens. */
export interface ServiceOffer {
  /** Analysis report and concept matching are parts of a survey's results, not services of their own on Home. */
  id: Exclude<ServiceId, 'analysisReport' | 'conceptMatching'>;
  route: RouteName;
  /** Flagged as a paying members' service (section 6). */
  paid: boolean;
}

export const serviceOffers: readonly ServiceOffer[] = [
  { id: 'survey', route: 'TypeProject', paid: false },
  { id: 'shelf', route: 'EvaluateShelve', paid: true },
  { id: 'namingCopy', route: 'ChatGpt', paid: true },
  { id: 'designGeneration', route: 'CreativePackage', paid: true },
  { id: 'keyVisual', route: 'GenerateKeyVisual', paid: true },
  { id: 'concept', route: 'GenerateConcept', paid: true },
];
