import type { MiddlewareHandler } from 'hono';
import {
  DomainError,
  formatErrorMessage,
  gateRefusalCodes,
  gateSubjectOf,
  serviceGate,
  type AuthenticatedUser,
  type Language,
  type ServiceId,
} from '@packlens/contracts';
import type { AppEnv } from '../app/context';
import type { IdentityService } from '../identity/identity-service';

/**
 * The API side of section 6's service gates: refuses a service the user may not use, with the catalogue's
 * message ('This service is available for paying members only.', ...). Call it in any handler that serves a
 * gated service (shelf, concept matching, generation); the customer app hides or disables with the same policy.
 */
export function assertServiceAllowed(service: ServiceId, user: AuthenticatedUser, language: Language): void {
  const gate = serviceGate(service, gateSubjectOf(user), language);
  if (!gate.allowed) throw new DomainError(gateRefusalCodes[gate.reason]);
}

/**
 * Middleware for a route that serves one gated service: the caller (after `requireAuth`) must pass its gate in the
 * request's language.
 */
export function requireService(identity: IdentityService, service: ServiceId): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await identity.account(c.get('auth'));
    assertServiceAllowed(service, user, c.get('language'));
    await next();
  };
}

/** The gate as an answer: allowed, or why not and where the app sends the user, with the catalogue message. */
export function serviceGateAnswer(service: ServiceId, user: AuthenticatedUser, language: Language) {
  const gate = serviceGate(service, gateSubjectOf(user), language);
  if (gate.allowed) return { service, allowed: true, reason: null, fallback: null, code: null, message: null };
  const code = gateRefusalCodes[gate.reason];
  return { service, allowed: false, reason: gate.reason, fallback: gate.fallback, code, message: formatErrorMessage(code, language) };
}

