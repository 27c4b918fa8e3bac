import { gateSubjectOf, serviceGate, type AuthenticatedUser, type GateResult, type Language, type ServiceId } from '@packlens/contracts';

export type { GateDenial, GateFallback, GateResult, ServiceId } from '@packlens/contracts';

/**
 * Whether the user may use a service: section 6's gates from the one policy the API refuses with
 * (contracts/src/policy/service-gates.ts), over the user's country, interface language, plan type and add-ons.
 */
export function checkServiceGate(service: ServiceId, user: AuthenticatedUser, language: Language): GateResult {
  return serviceGate(service, gateSubjectOf(user), language);
}
