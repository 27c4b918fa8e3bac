import { paidOnlyServices } from '@packlens/contracts';
import type { RouteName } from '../routes/table';
import type { ServiceId } from './gates';

/** The services offered on Home (section 2), each with the route it opens. */
export interface ServiceOffer {
  /** Analysis report and concept matching are parts of a survey's results, not services of their own on Home. */
  id: Exclude<ServiceId, 'analysisReport' | 'conceptMatching'>;
  route: RouteName;
  /** Flagged as a paying members' service (section 6), by the same policy the gates come from. */
  paid: boolean;
}

const offer = (id: ServiceOffer['id'], route: RouteName): ServiceOffer => ({ id, route, paid: paidOnlyServices.includes(id) });

export const serviceOffers: readonly ServiceOffer[] = [
  offer('survey', 'TypeProject'),
  offer('shelf', 'EvaluateShelve'),
  offer('namingCopy', 'ChatGpt'),
  offer('designGeneration', 'CreativePackage'),
  offer('logo', 'GenerateLogo'),
  offer('keyVisual', 'GenerateKeyVisual'),
  offer('concept', 'GenerateConcept'),
];
