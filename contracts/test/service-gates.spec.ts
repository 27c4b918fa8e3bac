import { describe, expect, it } from 'vitest';
import { gateRefusalCodes, gateSubjectOf, serviceGate, serviceIds, type GateSubject, type ServiceId } from '../src/policy/service-gates';
import type { Language } from '../src/language';

const subject = (overrides: Partial<GateSubject> = {}): GateSubject => ({
  superAdmin: false,
  country: 'jp',
  planType: 1,
  option: false,
  generate: false,
  keyVisual: false,
  ...overrides,
});
const monthly = { planType: 1 };
const adhoc = { planType: 2 };
const free = { planType: 3 };
const trial = { planType: 4 };

const yes = 'allowed';
type Cell = typeof yes | `${'japanOnly' | 'japaneseOnly' | 'paidOnly' | 'planRequired'}>${'Home' | 'TypeProject'}`;
const outcome = (service: ServiceId, s: Partial<GateSubject>, language: Language = 'ja'): Cell => {
  const result = serviceGate(service, subject(s), language);
  return result.allowed ? yes : `${result.reason}>${result.fallback}`;
};

/**
 * The gate table of section 6: one row per subject, one column per service. Reading across a row says what that
 * user may use; the policy must give exactly this table.
 */
const table: [string, Partial<GateSubject>, Language, Record<Exclude<ServiceId, 'survey'>, Cell>][] = [
  ['monthly, Japan, ja', monthly, 'ja', { shelf: yes, namingCopy: yes, concept: yes, keyVisual: yes, analysisReport: yes, conceptMatching: yes, designGeneration: 'planRequired>Home' , logo: yes }],
  ['ad hoc, Japan, ja', adhoc, 'ja', { shelf: yes, namingCopy: 'planRequired>Home', concept: 'planRequired>Home', keyVisual: 'planRequired>Home', analysisReport: yes, conceptMatching: yes, designGeneration: 'planRequired>TypeProject' , logo: yes }],
  ['ad hoc + naming option', { ...adhoc, option: true }, 'ja', { shelf: yes, namingCopy: yes, concept: yes, keyVisual: 'planRequired>Home', analysisReport: yes, conceptMatching: yes, designGeneration: 'planRequired>TypeProject' , logo: yes }],
  ['ad hoc + generate', { ...adhoc, generate: true }, 'ja', { shelf: yes, namingCopy: yes, concept: yes, keyVisual: yes, analysisReport: yes, conceptMatching: yes, designGeneration: yes , logo: yes }],
  ['free + key visual', { ...free, keyVisual: true }, 'ja', { shelf: 'paidOnly>TypeProject', namingCopy: 'planRequired>Home', concept: 'planRequired>Home', keyVisual: yes, analysisReport: 'paidOnly>Home', conceptMatching: 'paidOnly>Home', designGeneration: 'planRequired>Home' , logo: 'paidOnly>Home' }],
  ['free, Japan, ja', free, 'ja', { shelf: 'paidOnly>TypeProject', namingCopy: 'planRequired>Home', concept: 'planRequired>Home', keyVisual: 'planRequired>Home', analysisReport: 'paidOnly>Home', conceptMatching: 'paidOnly>Home', designGeneration: 'planRequired>Home' , logo: 'paidOnly>Home' }],
  ['free + generate, Thailand, en', { ...free, country: 'th', generate: true }, 'en', { shelf: 'japanOnly>Home', namingCopy: 'japanOnly>Home', concept: 'japanOnly>Home', keyVisual: 'japanOnly>Home', analysisReport: 'japanOnly>Home', conceptMatching: 'paidOnly>Home', designGeneration: yes, logo: yes }],
  ['trial, Japan, ja', trial, 'ja', { shelf: 'paidOnly>TypeProject', namingCopy: 'planRequired>Home', concept: 'planRequired>Home', keyVisual: 'planRequired>Home', analysisReport: 'paidOnly>Home', conceptMatching: 'paidOnly>Home', designGeneration: 'planRequired>Home' , logo: 'paidOnly>Home' }],
  ['monthly, Japan, en', monthly, 'en', { shelf: yes, namingCopy: 'japaneseOnly>Home', concept: 'japaneseOnly>Home', keyVisual: 'japaneseOnly>Home', analysisReport: 'japaneseOnly>Home', conceptMatching: yes, designGeneration: 'planRequired>Home' , logo: yes }],
  ['monthly + generate, China, zh-CN', { ...monthly, country: 'cn', generate: true }, 'zh-CN', { shelf: 'japanOnly>Home', namingCopy: 'japanOnly>Home', concept: 'japanOnly>Home', keyVisual: 'japanOnly>Home', analysisReport: 'japanOnly>Home', conceptMatching: yes, designGeneration: yes , logo: yes }],
  ['no country', { ...monthly, country: null }, 'ja', { shelf: 'japanOnly>Home', namingCopy: 'japanOnly>Home', concept: 'japanOnly>Home', keyVisual: 'japanOnly>Home', analysisReport: 'japanOnly>Home', conceptMatching: yes, designGeneration: 'planRequired>Home' , logo: yes }],
];

describe('service gates (section 6): the policy table', () => {
  it.each(table)('%s', (_name, s, language, row) => {
    for (const [service, expected] of Object.entries(row)) expect([service, outcome(service as ServiceId, s, language)]).toEqual([service, expected]);
    expect(outcome('survey', s, language)).toBe(yes);
  });

  it('lets the super admin through every gate, in any language', () => {
    for (const service of serviceIds) expect(outcome(service, { superAdmin: true, country: null, planType: null }, 'en')).toBe(yes);
  });

  it('refuses in the API with "paying members only", "not available" or "Japanese only" from the catalogue', () => {
    expect(gateRefusalCodes).toEqual({ paidOnly: 'PAID_MEMBERS_ONLY', planRequired: 'SERVICE_NOT_AVAILABLE', japanOnly: 'SERVICE_NOT_AVAILABLE', japaneseOnly: 'SERVICE_JAPANESE_ONLY' });
  });

  it('reads the subject from the authenticated user of section 3', () => {
    const s = gateSubjectOf({ role: 1, is_superuser: false, country: 'jp', plan: { id: 2, plan_type: 2, name: '', name_en: '', name_cn: '', max_images: null, max_accounts: 5, unit_type_period: null }, plan_option: { type: 'day', max_accounts: 5 }, plan_generate: null, plan_key_visual: 31 });
    expect(s).toEqual({ superAdmin: false, country: 'jp', planType: 2, option: true, generate: false, keyVisual: true });
  });
});
