import { describe, expect, it } from 'vitest';
import { DomainError, PlanChanged, applyPlanChanges, seededPlanCatalogue, type ErrorCode, type PlanCatalogue } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { clientPlanDecider, planCatalogueDecider, systemSettingsDecider, type ClientPlanCommand, type ClientPlanEvent, type PlanChangeRequest } from '../src/billing/deciders';
import { adminId, at, clientId, clientRegistered, member, otherUserId, userId } from './deciders/fixtures';

const spec = deciderSpecification(clientPlanDecider);
const refusedWith = (code: ErrorCode, params?: Record<string, unknown>) => (error: unknown) =>
  error instanceof DomainError && error.code === code && (params === undefined || Object.entries(params).every(([k, v]) => error.params[k] === v));

const plans = { monthly: 1, adhoc: 2, free: 3, trial: 7, namingDay: 11, namingMonth: 12, generate: 21, keyVisual: 31 };
const later = (days: number) => new Date(Date.parse(at) + days * 86_400_000).toISOString();

type ChangePlan = Extract<ClientPlanCommand, { type: 'ChangePlan' }>;
type SelectPlanUsers = Extract<ClientPlanCommand, { type: 'SelectPlanUsers' }>;
const change = (request: Partial<PlanChangeRequest> & { planId: number }, overrides: Partial<ChangePlan> = {}): ChangePlan => ({
  type: 'ChangePlan',
  request: { addOns: { option: null, generate: null, key_visual: null }, selectedUserIds: [], confirmEndOptionPeriod: false, ...request },
  byUserId: adminId,
  planSetting: 1,
  catalogue: seededPlanCatalogue,
  now: at,
  ...overrides,
});
const addOns = (option: number | null, generate: number | null = null, key_visual: number | null = null) => ({ option, generate, key_visual });
const onPlan = (planId: number, extra: Partial<Parameters<typeof PlanChanged>[0]> = {}) =>
  PlanChanged({ clientId, planId, expiresAt: null, changedAt: at, ...extra });
const withAdmin = (planId: number) => [clientRegistered(planId), member(adminId, 1)];
const changed = (events: unknown[]) => (events as { type: string; data: Record<string, unknown> }[])[0];

describe('plan rules (sections 4 and 8)', () => {
  describe('changes take effect at once', () => {
    it('moves a free client to ad hoc, charging the ad hoc fee in its currency', () => {
      spec.given(withAdmin(plans.free)).when(change({ planId: plans.adhoc })).then(
        [
          {
            type: 'PlanChanged',
            data: {
              clientId, planId: plans.adhoc, planOptionId: null, planGenerateId: null, planKeyVisualId: null, selectedUserIds: [], expiresAt: null, changedAt: at,
              optionExpiresAt: null, generateExpiresAt: null, keyVisualExpiresAt: null, endedPeriods: [], charges: [{ planId: plans.adhoc, amount: 20000, currency: 'JPY' }], changedBy: 'admin',
            },
          },
        ],
        (a, e) => expect(a).toEqual(e),
      );
    });

    it('runs the monthly plan and a one-day option from now', () => {
      spec.given(withAdmin(plans.adhoc)).when(change({ planId: plans.adhoc, addOns: addOns(plans.namingDay) })).then([], (events) =>
        expect(changed(events as unknown[]).data).toMatchObject({ planId: plans.adhoc, planOptionId: plans.namingDay, optionExpiresAt: later(1), charges: [{ planId: 2, amount: 20000 }, { planId: 11, amount: 30000 }] }),
      );
      spec.given(withAdmin(plans.adhoc)).when(change({ planId: plans.monthly })).then([], (events) =>
        expect(changed(events as unknown[]).data).toMatchObject({ planId: plans.monthly, expiresAt: '2026-12-21T09:00:00.000Z' }),
      );
    });

    it('prices from the catalogue in force, not the seeded figures', () => {
      const edited: PlanCatalogue = seededPlanCatalogue.map((p) => (p.id === plans.adhoc ? applyPlanChanges(p, { price: { JPY: 18000 } }) : p));
      spec.given(withAdmin(plans.free)).when(change({ planId: plans.adhoc }, { catalogue: edited })).then([], (events) =>
        expect(changed(events as unknown[]).data.charges).toEqual([{ planId: 2, amount: 18000, currency: 'JPY' }]),
      );
    });
  });

  describe('changing during an option period ends the current option period after confirmation', () => {
    const inOptionPeriod = [...withAdmin(plans.adhoc), onPlan(plans.adhoc, { planOptionId: plans.namingMonth, optionExpiresAt: later(20) })];

    it('asks for confirmation, naming when the period would have ended', () => {
      spec.given(inOptionPeriod).when(change({ planId: plans.monthly })).thenThrows(refusedWith('OPTION_PERIOD_CONFIRMATION_REQUIRED', { until: '2026-12-11' }));
    });

    it('ends the period once confirmed', () => {
      spec.given(inOptionPeriod).when(change({ planId: plans.monthly, confirmEndOptionPeriod: true })).then([], (events) =>
        expect(changed(events as unknown[]).data).toMatchObject({ planId: plans.monthly, planOptionId: null, optionExpiresAt: null, endedPeriods: ['option'] }),
      );
    });

    it('asks nothing once the period is over', () => {
      spec.given(inOptionPeriod).when(change({ planId: plans.monthly }, { now: later(21) })).then([], (events) =>
        expect(changed(events as unknown[]).data.endedPeriods).toEqual([]),
      );
    });
  });

  describe('free cannot be chosen again after leaving it', () => {
    it('refuses free after a move from free to ad hoc', () => {
      spec.given([...withAdmin(plans.free), onPlan(plans.adhoc)]).when(change({ planId: plans.free })).thenThrows(refusedWith('CANNOT_RETURN_TO_FREE_PLAN'));
    });

    it('refuses free to a client that held a plan with a fee', () => {
      spec.given(withAdmin(plans.monthly)).when(change({ planId: plans.free })).thenThrows(refusedWith('CANNOT_RETURN_TO_FREE_PLAN'));
    });

    it('lets a trial client choose free', () => {
      spec.given(withAdmin(plans.trial)).when(change({ planId: plans.free })).then([], (events) => expect(changed(events as unknown[]).data.planId).toBe(plans.free));
    });
  });

  describe('the current plan cannot be chosen again', () => {
    it('refuses the plan the client is on', () => {
      spec.given(withAdmin(plans.adhoc)).when(change({ planId: plans.adhoc })).thenThrows(refusedWith('PLAN_ALREADY_CURRENT'));
    });

    it('refuses it with the add-on the client already runs', () => {
      spec
        .given([...withAdmin(plans.adhoc), onPlan(plans.adhoc, { planOptionId: plans.namingMonth, optionExpiresAt: later(5) })])
        .when(change({ planId: plans.adhoc, addOns: addOns(plans.namingMonth), confirmEndOptionPeriod: true }))
        .thenThrows(refusedWith('PLAN_ALREADY_CURRENT'));
    });

    it('renews it once it expired', () => {
      spec
        .given([...withAdmin(plans.adhoc), onPlan(plans.monthly, { expiresAt: later(-1) })])
        .when(change({ planId: plans.monthly }))
        .then([], (events) => expect(changed(events as unknown[]).data.expiresAt).toBe('2026-12-21T09:00:00.000Z'));
    });
  });

  describe('an option the monthly generate plan already covers is refused', () => {
    it('refuses naming/copy next to the generate plan', () => {
      spec.given(withAdmin(plans.adhoc)).when(change({ planId: plans.adhoc, addOns: addOns(plans.namingDay, plans.generate) })).thenThrows(refusedWith('PLAN_OPTION_COVERED_BY_GENERATE_PLAN'));
    });

    it('refuses a key visual next to the generate plan, and options on the monthly plan', () => {
      spec.given(withAdmin(plans.adhoc)).when(change({ planId: plans.adhoc, addOns: addOns(null, plans.generate, plans.keyVisual) })).thenThrows(refusedWith('PLAN_OPTION_COVERED_BY_GENERATE_PLAN'));
      spec.given(withAdmin(plans.adhoc)).when(change({ planId: plans.monthly, addOns: addOns(plans.namingMonth) })).thenThrows(refusedWith('PLAN_OPTION_COVERED_BY_GENERATE_PLAN'));
    });
  });

  describe('the unlimited monthly plan needs the admin to select users within the account limit', () => {
    const crowded = [...withAdmin(plans.adhoc), ...['01', '02', '03', '04', '05'].map((n) => member(`00000000-0000-4000-8000-0000000000${n}`, 0))];

    it('refuses six accounts without a selection: select users in user management', () => {
      spec.given(crowded).when(change({ planId: plans.monthly })).thenThrows(refusedWith('UNLIMITED_PLAN_TOO_MANY_ACCOUNTS', { max: 5 }));
    });

    it('takes a selection of at most five that includes the admin', () => {
      const selected = [adminId, '00000000-0000-4000-8000-000000000001'];
      spec.given(crowded).when(change({ planId: plans.monthly, selectedUserIds: selected })).then([], (events) =>
        expect(changed(events as unknown[]).data.selectedUserIds).toEqual(selected),
      );
      spec.given(crowded).when(change({ planId: plans.monthly, selectedUserIds: [adminId, otherUserId] })).thenThrows(refusedWith('UNLIMITED_PLAN_TOO_MANY_ACCOUNTS'));
    });

    it('needs no selection within the limit', () => {
      spec.given([...withAdmin(plans.adhoc), member(userId, 0)]).when(change({ planId: plans.monthly })).then([], (events) =>
        expect(changed(events as unknown[]).data.selectedUserIds).toEqual([]),
      );
    });
  });

  describe('the admin selects who uses the unlimited plan in user management, within the maximum account count', () => {
    const staff = ['01', '02', '03', '04', '05'].map((n) => `00000000-0000-4000-8000-0000000000${n}`);
    const crowdedMonthly = [...withAdmin(plans.adhoc), ...staff.map((id) => member(id, 0)), onPlan(plans.monthly, { selectedUserIds: [adminId, staff[0]] })];
    const select = (selectedUserIds: string[], overrides: Partial<SelectPlanUsers> = {}): SelectPlanUsers => ({
      type: 'SelectPlanUsers', selectedUserIds, byUserId: adminId, catalogue: seededPlanCatalogue, now: at, ...overrides,
    });
    const selectionAfter = (events: unknown[]) => {
      const state = (events as ClientPlanEvent[]).reduce(clientPlanDecider.evolve, clientPlanDecider.initialState());
      return state.status === 'registered' ? state.selectedUserIds : [];
    };

    it('records the selection, the admin always among them', () => {
      spec.given(crowdedMonthly).when(select([staff[1], staff[2]])).then(
        [{ type: 'PlanUsersSelected', data: { clientId, selectedUserIds: [adminId, staff[1], staff[2]], selectedBy: adminId, selectedAt: at } }],
        (a, e) => expect(a).toEqual(e),
      );
    });

    it('refuses more users than the plan allows, naming the maximum', () => {
      spec.given(crowdedMonthly).when(select(staff)).thenThrows(refusedWith('PLAN_USERS_OVER_MAXIMUM', { max: 5 }));
    });

    it('counts the seats of the catalogue in force', () => {
      const edited: PlanCatalogue = seededPlanCatalogue.map((p) => (p.id === plans.monthly ? applyPlanChanges(p, { maxAccounts: 2 }) : p));
      spec.given(crowdedMonthly).when(select([staff[1], staff[2]], { catalogue: edited })).thenThrows(refusedWith('PLAN_USERS_OVER_MAXIMUM', { max: 2 }));
    });

    it('refuses a selection when none is needed: another plan, or within the maximum', () => {
      spec.given([...withAdmin(plans.adhoc), ...staff.map((id) => member(id, 0))]).when(select([staff[0]])).thenThrows(refusedWith('PLAN_USERS_NOT_REQUIRED'));
      spec.given([...withAdmin(plans.adhoc), member(userId, 0), onPlan(plans.monthly)]).when(select([userId])).thenThrows(refusedWith('PLAN_USERS_NOT_REQUIRED'));
    });

    it('refuses a user of another client as not found, users who are not the admin, and cancelled clients', () => {
      spec.given(crowdedMonthly).when(select([otherUserId])).thenThrows(refusedWith('NOT_FOUND'));
      spec.given(crowdedMonthly).when(select([staff[0]], { byUserId: staff[0] })).thenThrows(refusedWith('FORBIDDEN'));
      spec
        .given([...crowdedMonthly, { type: 'ContractCancelled', data: { clientId, cancelledBy: adminId, cancelledAt: at } }])
        .when(select([staff[1]]))
        .thenThrows(refusedWith('ACCOUNT_INACTIVE'));
    });

    it('records nothing when the selection does not change', () => {
      spec.given(crowdedMonthly).when(select([staff[0]])).thenNothingHappens();
    });

    it('drops a removed user from the selection, and hands the administrator’s seat over with the role', () => {
      expect(selectionAfter([...crowdedMonthly, { type: 'ClientMemberReleased', data: { clientId, userId: staff[0] } }])).toEqual([adminId]);
      expect(
        selectionAfter([...crowdedMonthly, { type: 'AdministratorChanged', data: { clientId, previousAdminId: adminId, newAdminId: staff[3], changedAt: at } }]),
      ).toEqual([staff[3], staff[0]]);
    });

    it('ends the selection with a plan change that needs none', () => {
      expect(selectionAfter([...crowdedMonthly, onPlan(plans.adhoc)])).toEqual([]);
    });
  });

  describe('who may change plans (plan setting 0 off, 1 all, 2 ad hoc only)', () => {
    it('refuses every change when the setting is off', () => {
      spec.given(withAdmin(plans.free)).when(change({ planId: plans.adhoc }, { planSetting: 0 })).thenThrows(refusedWith('PLAN_CHANGE_NOT_ALLOWED'));
    });

    it('allows only ad hoc when the setting says so', () => {
      spec.given(withAdmin(plans.free)).when(change({ planId: plans.monthly }, { planSetting: 2 })).thenThrows(refusedWith('PLAN_CHANGE_NOT_ALLOWED'));
      spec.given(withAdmin(plans.free)).when(change({ planId: plans.adhoc }, { planSetting: 2 })).then([], (events) => expect(changed(events as unknown[]).data.planId).toBe(2));
    });

    it('refuses users who are not the client’s admin, and cancelled clients', () => {
      spec.given([...withAdmin(plans.free), member(userId, 0)]).when(change({ planId: plans.adhoc }, { byUserId: userId })).thenThrows(refusedWith('FORBIDDEN'));
      spec
        .given([...withAdmin(plans.free), { type: 'ContractCancelled', data: { clientId, cancelledBy: adminId, cancelledAt: at } }])
        .when(change({ planId: plans.adhoc }))
        .thenThrows(refusedWith('ACCOUNT_INACTIVE'));
    });

    it('refuses the trial, add-ons as base plans and add-ons in the wrong slot', () => {
      spec.given(withAdmin(plans.free)).when(change({ planId: plans.trial })).thenThrows(refusedWith('PLAN_NOT_SELECTABLE'));
      spec.given(withAdmin(plans.free)).when(change({ planId: plans.generate })).thenThrows(refusedWith('PLAN_NOT_SELECTABLE'));
      spec.given(withAdmin(plans.free)).when(change({ planId: plans.adhoc, addOns: addOns(plans.keyVisual) })).thenThrows(refusedWith('PLAN_NOT_SELECTABLE'));
    });
  });
});

describe('plan catalogue: the super admin edits plans', () => {
  const catalogue = deciderSpecification(planCatalogueDecider);

  it('records only what changed', () => {
    catalogue.given([]).when({ type: 'EditPlan', planId: 2, changes: { price: { JPY: 20000, CNY: 900 }, maxAccounts: 5 }, now: at }).then(
      [{ type: 'PlanEdited', data: { planId: 2, changes: { price: { JPY: 20000, CNY: 900 } }, editedAt: at } }],
      (a, e) => expect(a).toEqual(e),
    );
  });

  it('changes nothing when nothing differs', () => {
    catalogue.given([]).when({ type: 'EditPlan', planId: 3, changes: { maxImages: 10 }, now: at }).thenNothingHappens();
  });

  it('keeps free and trial without a fee, and refuses unknown plans', () => {
    catalogue.given([]).when({ type: 'EditPlan', planId: 3, changes: { price: { JPY: 1000 } }, now: at }).thenThrows(refusedWith('VALIDATION_FAILED'));
    catalogue.given([]).when({ type: 'EditPlan', planId: 99, changes: {}, now: at }).thenThrows(refusedWith('NOT_FOUND'));
  });
});

describe('system settings', () => {
  const settings = deciderSpecification(systemSettingsDecider);

  it('records the settings that changed', () => {
    settings.given([]).when({ type: 'ChangeSystemSettings', changes: { planSetting: 2, costDisplay: true }, now: at }).then(
      [{ type: 'SystemSettingsChanged', data: { changes: { planSetting: 2 }, changedAt: at } }],
      (a, e) => expect(a).toEqual(e),
    );
  });

  it('keeps the initial language among the selectable ones', () => {
    settings.given([]).when({ type: 'ChangeSystemSettings', changes: { displayLanguages: ['en'] }, now: at }).thenThrows(refusedWith('VALIDATION_FAILED'));
  });

  it('records the partner API keys’ requests per minute (600 by default), after events that did not know the field', () => {
    settings.given([]).when({ type: 'ChangeSystemSettings', changes: { apiKeyRequestsPerMinute: 600 }, now: at }).thenNothingHappens();
    settings
      .given([{ type: 'SystemSettingsChanged', data: { changes: { planSetting: 2 }, changedAt: at } }])
      .when({ type: 'ChangeSystemSettings', changes: { apiKeyRequestsPerMinute: 120, planSetting: 2 }, now: at })
      .then([{ type: 'SystemSettingsChanged', data: { changes: { apiKeyRequestsPerMinute: 120 }, changedAt: at } }], (a, e) => expect(a).toEqual(e));
  });

  it('removes an API key only when one is set', () => {
    settings.given([]).when({ type: 'SetChatApiKey', encryptedKey: null, lastFour: null, now: at }).thenNothingHappens();
  });

  it('records a country setting only when it differs from the current one', () => {
    settings.given([]).when({ type: 'ChangeCountrySetting', country: 'jp', setting: { status: 1, maxImages: null }, now: at }).thenNothingHappens();
    settings.given([]).when({ type: 'ChangeCountrySetting', country: 'th', setting: { status: 0, maxImages: 20 }, now: at }).then(
      [{ type: 'CountrySettingChanged', data: { country: 'th', status: 0, maxImages: 20, changedAt: at } }],
      (a, e) => expect(a).toEqual(e),
    );
  });
});
