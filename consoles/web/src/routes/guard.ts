import { planTypes, roles, type Language } from '@packlens/contracts';
import { landingRouteName } from '../auth/landing';
import { isLoggedIn, roleOf, type Session } from '../auth/session';
import { checkServiceGate } from '../services/gates';
import { planTypeOf } from '../services/plans';
import type { RouteEntry, RouteName } from './table';

export interface AccessContext {
  session: Session | null;
  /** Seconds since the epoch, to judge the token's expiry. */
  now: number;
  language: Language;
  search: URLSearchParams;
}

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: RouteName }
  /** The decision needs the user record (plan, country) that is still being loaded. */
  | { kind: 'waitForUser' };

const render: AccessDecision = { kind: 'render' };
const redirect = (to: RouteName): AccessDecision => ({ kind: 'redirect', to });

function isRoleLevel(role: number | undefined): role is 0 | 1 | 2 {
  return role === roles.user || role === roles.admin || role === roles.superAdmin;
}

/** What a visitor to a route gets, from the route's auth need, parameters and service gate. Pure. */
export function decideAccess(route: RouteEntry, context: AccessContext): AccessDecision {
  const { session, search } = context;
  const loggedIn = isLoggedIn(session, context.now);
  if (route.forward) return redirect(route.forward(loggedIn));

  if (route.auth.kind === 'public') {
    if (route.leaveWhenLoggedIn && loggedIn) {
      const role = roleOf(session);
      return role === undefined ? { kind: 'waitForUser' } : redirect(landingRouteName(role));
    }
    if (route.needsUserParam && !search.get('user')) return redirect('Login');
    return render;
  }

  if (!loggedIn) return redirect('Login');
  const role = roleOf(session);
  if (route.auth.kind === 'roles') {
    if (!isRoleLevel(role)) return { kind: 'waitForUser' };
    if (!route.auth.roles.includes(role)) return redirect(landingRouteName(role));
  }

  if (!route.trialMustUpdateInformation && !route.gate) return render;
  const user = session.user;
  if (!user) return { kind: 'waitForUser' };
  if (route.trialMustUpdateInformation && planTypeOf(user) === planTypes.trial && !search.get('user')) {
    return redirect('UpdateInformation');
  }
  if (route.gate) {
    const gate = checkServiceGate(route.gate, user, context.language);
    if (!gate.allowed) return redirect(gate.fallback);
  }
  return render;
}
