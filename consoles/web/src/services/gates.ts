import { planTypes, type AuthenticatedUser, type Language } from '@packlens/contracts';
import { isFreeOrTrial, isPaidPlan, isSuperAdmin, planTypeOf } from './plans';

/** The services a route or a Home card can be gated by (section 6). */
export type ServiceId = 'survey' | 'shelf' | 'namingCopy' | 'designGeneration' | 'keyVisual' | 'concept' | 'analysisReport';

export type GateDenial = 'japanOnly' | 'japaneseOnly' | 'paidOnly' | 'planRequired';

/** Where a user who may not use a service is sent: Home, or the survey index for some plans. */
export type GateFallback = 'Home' | 'TypeProject';

export type GateResult = { allowed: true } | { allowed: false; reason: GateDenial; fallback: GateFallback };

const allowed: GateResult = { allowed: true };
const deny = (reason: GateDenial, fallback: GateFallback = 'Home'): GateResult => ({ allowed: false, reason, fallback });

const inJapan = (user: AuthenticatedUser) => user.country === 'jp';
const isMonthly = (user: AuthenticatedUser) => planTypeOf(user) === planTypes.byMonth;

/** Japan, the Japanese interface, then a plan check: the shape shared by the generation services. */
function japaneseService(user: AuthenticatedUser, language: Language, planCheck: () => GateResult): GateResult {
  if (!inJapan(user)) return deny('japanOnly');
  if (language !== 'ja') return deny('japaneseOnly');
  return planCheck();
}

/**
 * Whether the user may use a service, as pure rules of section 6 over the user's country, the interface
 * language, the plan type and the add-ons. Super admins operate the platform and pass every gate.
 */
export function checkServiceGate(service: ServiceId, user: AuthenticatedUser, language: Language): GateResult {
  if (isSuperAdmin(user)) return allowed;
  switch (service) {
    case 'survey':
      return allowed;
    case 'namingCopy':
    case 'concept':
      return japaneseService(user, language, () =>
        isMonthly(user) || user.plan_generate !== null || user.plan_option !== null ? allowed : deny('planRequired'),
      );
    case 'keyVisual':
      return japaneseService(user, language, () =>
        isMonthly(user) || user.plan_generate !== null || user.plan_key_visual !== null ? allowed : deny('planRequired'),
      );
    case 'analysisReport':
      return japaneseService(user, language, () => (isPaidPlan(user) ? allowed : deny('paidOnly')));
    case 'shelf':
      if (!inJapan(user)) return deny('japanOnly');
      if (isPaidPlan(user)) return allowed;
      // Free and trial users are sent to the survey index instead (section 6).
      return deny('paidOnly', isFreeOrTrial(user) ? 'TypeProject' : 'Home');
    case 'designGeneration':
      if (user.plan_generate !== null) return allowed;
      // Ad hoc users go to project registration first (section 6).
      return deny('planRequired', planTypeOf(user) === planTypes.adhoc ? 'TypeProject' : 'Home');
    default: {
      const unknown: never = service;
      throw new Error(`Unknown service ${String(unknown)}`);
    }
  }
}
