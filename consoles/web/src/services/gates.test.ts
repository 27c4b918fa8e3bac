import type { AuthenticatedUser, Language } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { makeUser, plans, superAdmin } from '../../test/fixtures';
import { checkServiceGate, type GateResult, type ServiceId } from './gates';

const allowed: GateResult = { allowed: true };
const denied = (reason: string, fallback = 'Home') => ({ allowed: false, reason, fallback });
const gate = (service: ServiceId, user: Partial<AuthenticatedUser>, language: Language = 'ja') =>
  checkServiceGate(service, makeUser(user), language);

describe('service gates (section 6)', () => {
  describe('survey evaluation', () => {
    it('is open to every plan, free and trial included', () => {
      expect(gate('survey', { plan: plans.free })).toEqual(allowed);
      expect(gate('survey', { plan: plans.trial, country: 'cn' }, 'zh-CN')).toEqual(allowed);
    });
  });

  describe.each(['namingCopy', 'concept'] as const)('%s', (service) => {
    it('needs Japan', () => {
      expect(gate(service, { country: 'cn' })).toEqual(denied('japanOnly'));
      expect(gate(service, { country: null })).toEqual(denied('japanOnly'));
    });

    it('needs the Japanese interface', () => {
      expect(gate(service, {}, 'en')).toEqual(denied('japaneseOnly'));
      expect(gate(service, {}, 'zh-CN')).toEqual(denied('japaneseOnly'));
    });

    it('is open to the monthly plan, the generation plan and the naming/copy option', () => {
      expect(gate(service, { plan: plans.monthly })).toEqual(allowed);
      expect(gate(service, { plan: plans.adhoc, plan_generate: 4 })).toEqual(allowed);
      expect(gate(service, { plan: plans.free, plan_option: { type: 'day', max_accounts: 5 } })).toEqual(allowed);
    });

    it('is closed to ad hoc, free and trial without an add-on', () => {
      expect(gate(service, { plan: plans.adhoc })).toEqual(denied('planRequired'));
      expect(gate(service, { plan: plans.free })).toEqual(denied('planRequired'));
      expect(gate(service, { plan: plans.trial, plan_key_visual: 6 })).toEqual(denied('planRequired'));
    });
  });

  describe('key visual', () => {
    it('is open to monthly, generation and key-visual plans in Japan and Japanese', () => {
      expect(gate('keyVisual', { plan: plans.monthly })).toEqual(allowed);
      expect(gate('keyVisual', { plan: plans.adhoc, plan_generate: 4 })).toEqual(allowed);
      expect(gate('keyVisual', { plan: plans.free, plan_key_visual: 6 })).toEqual(allowed);
    });

    it('is not opened by the naming/copy option', () => {
      expect(gate('keyVisual', { plan: plans.adhoc, plan_option: { type: 'month', max_accounts: 5 } })).toEqual(
        denied('planRequired'),
      );
    });

    it('needs Japan and Japanese', () => {
      expect(gate('keyVisual', { country: 'th' })).toEqual(denied('japanOnly'));
      expect(gate('keyVisual', {}, 'en')).toEqual(denied('japaneseOnly'));
    });
  });

  describe('shelf evaluation', () => {
    it('is open to paid plans in Japan, in any interface language', () => {
      expect(gate('shelf', { plan: plans.monthly })).toEqual(allowed);
      expect(gate('shelf', { plan: plans.adhoc }, 'en')).toEqual(allowed);
    });

    it('sends free and trial users to the survey index', () => {
      expect(gate('shelf', { plan: plans.free })).toEqual(denied('paidOnly', 'TypeProject'));
      expect(gate('shelf', { plan: plans.trial })).toEqual(denied('paidOnly', 'TypeProject'));
    });

    it('needs Japan', () => {
      expect(gate('shelf', { country: 'id' })).toEqual(denied('japanOnly'));
    });
  });

  describe('analysis report', () => {
    it('needs Japan, Japanese and a paid plan', () => {
      expect(gate('analysisReport', { plan: plans.adhoc })).toEqual(allowed);
      expect(gate('analysisReport', { plan: plans.trial })).toEqual(denied('paidOnly'));
      expect(gate('analysisReport', {}, 'en')).toEqual(denied('japaneseOnly'));
      expect(gate('analysisReport', { country: 'ot' })).toEqual(denied('japanOnly'));
    });
  });

  describe('design generation', () => {
    it('needs the generation plan, in any country and language', () => {
      expect(gate('designGeneration', { plan_generate: 4, country: 'cn' }, 'zh-CN')).toEqual(allowed);
      expect(gate('designGeneration', { plan: plans.monthly })).toEqual(denied('planRequired'));
    });

    it('sends ad hoc users without it to project registration first', () => {
      expect(gate('designGeneration', { plan: plans.adhoc })).toEqual(denied('planRequired', 'TypeProject'));
    });
  });

  it('lets the super admin through every gate', () => {
    for (const service of ['shelf', 'namingCopy', 'designGeneration', 'keyVisual', 'concept', 'analysisReport'] as const) {
      expect(checkServiceGate(service, superAdmin(), 'en')).toEqual(allowed);
    }
  });
});
