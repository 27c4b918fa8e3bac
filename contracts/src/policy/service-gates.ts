import type { AuthenticatedUser } from '../api/auth';
import { planTypes } from '../catalogue/plans';
import { roles } from '../catalogue/roles';
import type { ErrorCode } from '../errors';
import type { Language } from '../language';

/**
 * Who may use which service (section 6), as one pure policy: the API refuses with it, the customer app hides or
 * disables with it. Nothing here reads a clock or a database.
 */
export const serviceIds = ['survey', 'shelf', 'namingCopy', 'designGeneration', 'keyVisual', 'concept', 'analysisReport', 'conceptMatching', 'logo'] as const;
export type ServiceId = (typeof serviceIds)[number];

/** Services flagged as for paying members (section 6); the app marks them, Home shows the flag. */
export const paidOnlyServices: readonly ServiceId[] = ['shelf', 'namingCopy', 'designGeneration', 'keyVisual', 'concept', 'analysisReport', 'logo'];

export type GateDenial = 'japanOnly' | 'japaneseOnly' | 'paidOnly' | 'planRequired';

/** Where a user who may not use a service is sent: Home, or the survey index for some plans. */
export type GateFallback = 'Home' | 'TypeProject';

export type GateResult = { allowed: true } | { allowed: false; reason: GateDenial; fallback: GateFallback };

/** What the gates look at: role, country, plan type and the add-ons held. */
export interface GateSubject {
  superAdmin: boolean;
  country: string | null;
  planType: number | null;
  option: boolean;
  generate: boolean;
  keyVisual: boolean;
}

export function gateSubjectOf(
  user: Pick<AuthenticatedUser, 'role' | 'is_superuser' | 'country' | 'plan' | 'plan_option' | 'plan_generate' | 'plan_key_visual'>,
): GateSubject {
  return {
    superAdmin: user.role === roles.superAdmin || user.is_superuser,
    country: user.country,
    planType: user.plan?.plan_type ?? null,
    option: user.plan_option !== null,
    generate: user.plan_generate !== null,
    keyVisual: user.plan_key_visual !== null,
  };
}

const allowed: GateResult = { allowed: true };
const deny = (reason: GateDenial, fallback: GateFallback = 'Home'): GateResult => ({ allowed: false, reason, fallback });

const inJapan = (s: GateSubject) => s.country === 'jp';
const monthly = (s: GateSubject) => s.planType === planTypes.byMonth;
const adhoc = (s: GateSubject) => s.planType === planTypes.adhoc;
/** A paid base plan: by month or ad hoc (free and trial carry no fee). */
const paid = (s: GateSubject) => monthly(s) || adhoc(s);
const freeOrTrial = (s: GateSubject) => s.planType === planTypes.free || s.planType === planTypes.trial;

/** Japan, the Japanese interface, then a plan check: the shape shared by the generation services. */
function japaneseService(s: GateSubject, language: Language, planCheck: () => GateResult): GateResult {
  if (!inJapan(s)) return deny('japanOnly');
  if (language !== 'ja') return deny('japaneseOnly');
  return planCheck();
}

/**
 * Whether the subject may use a service in `language` (section 6). Super admins operate the platform and pass
 * every gate.
 */
export function serviceGate(service: ServiceId, subject: GateSubject, language: Language): GateResult {
  if (subject.superAdmin) return allowed;
  switch (service) {
    case 'survey':
      return allowed;
    case 'namingCopy':
    case 'concept':
      return japaneseService(subject, language, () => (monthly(subject) || subject.generate || subject.option ? allowed : deny('planRequired')));
    case 'keyVisual':
      return japaneseService(subject, language, () => (monthly(subject) || subject.generate || subject.keyVisual ? allowed : deny('planRequired')));
    case 'analysisReport':
      return japaneseService(subject, language, () => (paid(subject) ? allowed : deny('paidOnly')));
    case 'shelf':
      if (!inJapan(subject)) return deny('japanOnly');
      if (paid(subject)) return allowed;
      // Free and trial users are sent to the survey index instead (section 6).
      return deny('paidOnly', freeOrTrial(subject) ? 'TypeProject' : 'Home');
    case 'conceptMatching':
      return monthly(subject) || adhoc(subject) ? allowed : deny('paidOnly');
    case 'logo':
      // Section 6 names no gate for logos; section 9 prices them one by one (15,000 JPY a project), as the analysis
      // report: any paying member (a paid base plan or the generate plan), in every country and language.
      return paid(subject) || subject.generate ? allowed : deny('paidOnly');
    case 'designGeneration':
      if (subject.generate) return allowed;
      // Ad hoc users go to project registration first (section 6).
      return deny('planRequired', adhoc(subject) ? 'TypeProject' : 'Home');
    default: {
      const unknown: never = service;
      throw new Error(`Unknown service ${String(unknown)}`);
    }
  }
}

/** The catalogue code the API refuses a denied gate with. */
export const gateRefusalCodes: Record<GateDenial, ErrorCode> = {
  japanOnly: 'SERVICE_NOT_AVAILABLE',
  japaneseOnly: 'SERVICE_JAPANESE_ONLY',
  paidOnly: 'PAID_MEMBERS_ONLY',
  planRequired: 'SERVICE_NOT_AVAILABLE',
};
