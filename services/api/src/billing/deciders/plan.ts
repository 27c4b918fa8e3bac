import {
  DomainError,
  addOnCovered,
  addOnSlotOf,
  currencyOf,
  accountMaximum,
  hasFee,
  isExpired,
  maxAccountsFor,
  periodEnd,
  planById,
  planChangeAllowed,
  planIn,
  planTypes,
  planUserSeats,
  selectionAfterHandover,
  type AddOnSlot,
  type CountryCode,
  type Currency,
  type EventOf,
  type Plan,
  type PlanCatalogue,
  type PlanChanged,
  type PlanSetting,
  type PlanUsersFacts,
  type PlanUsersSelected,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';
import type { ClientEvent } from '../../identity/deciders';

/**
 * A client's plan, as plan changes see it. It is a second decider over the client's stream (`client-<id>`,
 * written by identity too): it folds every client event, decides only plan changes, and appends with the version
 * it read, so a concurrent identity command cannot slip between the rules and the change.
 */
type PlanChangedData = EventOf<typeof PlanChanged>['data'];
type PlanUsersSelectedData = EventOf<typeof PlanUsersSelected>['data'];

export type Periods = Record<AddOnSlot, string | null>;
export type AddOnIds = Record<AddOnSlot, number | null>;

export type ClientPlanState =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      clientId: string;
      country: CountryCode;
      cancelled: boolean;
      planId: number;
      addOns: AddOnIds;
      /** When each add-on's period ends; null when it has no end (or no add-on). */
      periods: Periods;
      expiresAt: string | null;
      /** Left the free plan, or held a plan with a fee: free cannot be chosen again (section 4). */
      leftFree: boolean;
      /** The client's users and their roles (1 admin, 0 user). */
      members: Record<string, 0 | 1>;
      /** Who uses the unlimited plan while the client has more accounts than it allows (section 4); empty: no selection. */
      selectedUserIds: string[];
    };
type Registered = Extract<ClientPlanState, { status: 'registered' }>;

export interface PlanChangeRequest {
  planId: number;
  addOns: AddOnIds;
  /** Users chosen for an unlimited plan when the client has more accounts than it allows. */
  selectedUserIds: string[];
  /** The admin confirmed that running option periods end now. */
  confirmEndOptionPeriod: boolean;
}

export type ClientPlanCommand =
  | {
      type: 'ChangePlan';
      request: PlanChangeRequest;
      byUserId: string;
      /** System setting in force: 0 off, 1 all, 2 ad hoc only. */
      planSetting: PlanSetting;
      /** The plans in force (the super admin's edits applied). */
      catalogue: PlanCatalogue;
      now: string;
    }
  | {
      /** The admin chooses who uses the unlimited plan (user management); the admin is always among them. */
      type: 'SelectPlanUsers';
      selectedUserIds: string[];
      byUserId: string;
      catalogue: PlanCatalogue;
      now: string;
    };

export type ClientPlanEvent = ClientEvent;

const slotPeriodField = { option: 'optionExpiresAt', generate: 'generateExpiresAt', key_visual: 'keyVisualExpiresAt' } as const;
const slots: AddOnSlot[] = ['option', 'generate', 'key_visual'];
const noAddOns: AddOnIds = { option: null, generate: null, key_visual: null };
const noPeriods: Periods = { option: null, generate: null, key_visual: null };

const feePlan = (planId: number) => {
  const plan = planById(planId);
  return plan !== undefined && hasFee(plan);
};
const freePlan = (planId: number) => planById(planId)?.planType === planTypes.free;

function evolvePlan(state: Registered, d: PlanChangedData): Registered {
  const addOns: AddOnIds = { option: d.planOptionId, generate: d.planGenerateId, key_visual: d.planKeyVisualId };
  // A change that leaves periods out (the super admin's client edit) keeps them while the add-on is kept.
  const periods = Object.fromEntries(
    slots.map((slot) => {
      const given = d[slotPeriodField[slot]];
      if (addOns[slot] === null) return [slot, null];
      return [slot, given !== undefined ? given : state.periods[slot]];
    }),
  ) as Periods;
  const leftFree = state.leftFree || (freePlan(state.planId) && !freePlan(d.planId)) || feePlan(d.planId);
  return { ...state, planId: d.planId, addOns, periods, expiresAt: d.expiresAt, leftFree, selectedUserIds: d.selectedUserIds };
}

/** Add-ons whose period is still running at `now` (an add-on without an end runs until changed). */
export function runningPeriods(state: Registered, now: string): { slot: AddOnSlot; planId: number; until: string | null }[] {
  return slots
    .filter((slot) => state.addOns[slot] !== null && (state.periods[slot] === null || !isExpired(state.periods[slot], new Date(now))))
    .map((slot) => ({ slot, planId: state.addOns[slot] as number, until: state.periods[slot] }));
}

/** What the plan-users policy reads: the plan and the add-ons held now in the catalogue in force, the accounts, the selection. */
export function planUsersFacts(state: Registered, catalogue: PlanCatalogue, now: string): PlanUsersFacts {
  return {
    plan: planIn(catalogue, state.planId),
    addOns: runningPeriods(state, now)
      .map((period) => planIn(catalogue, period.planId))
      .filter((plan): plan is Plan => plan !== undefined),
    accountCount: Object.keys(state.members).length,
    selectedUserIds: state.selectedUserIds,
  };
}

/** The accounts the client may have now: its plan and the add-ons it holds, as the catalogue in force says. */
export function accountMaximumOf(state: Registered, catalogue: PlanCatalogue, now: string): number {
  const facts = planUsersFacts(state, catalogue, now);
  return accountMaximum(facts.plan, facts.addOns);
}

function resolvePlans(request: PlanChangeRequest, catalogue: PlanCatalogue) {
  const base = planIn(catalogue, request.planId);
  // The trial is for registration only; an add-on is not a base plan.
  if (!base || addOnSlotOf(base) !== undefined || base.planType === planTypes.trial) throw new DomainError('PLAN_NOT_SELECTABLE');
  const addOns: Partial<Record<AddOnSlot, Plan>> = {};
  for (const slot of slots) {
    const id = request.addOns[slot];
    if (id === null) continue;
    const plan = planIn(catalogue, id);
    if (!plan || addOnSlotOf(plan) !== slot) throw new DomainError('PLAN_NOT_SELECTABLE');
    addOns[slot] = plan;
  }
  return { base, addOns };
}

/** The fees a change charges in the client's currency: the base plan and each add-on with a known price. */
function chargesOf(plans: Plan[], currency: Currency) {
  return plans
    .filter((plan) => hasFee(plan) && (plan.price[currency] ?? 0) > 0)
    .map((plan) => ({ planId: plan.id, amount: plan.price[currency] as number, currency }));
}

const dateOf = (iso: string) => iso.slice(0, 10);

/**
 * The plan rules (sections 4 and 8), in the order a refusal is reported. Exported so PlanRenew can say, per plan,
 * why it cannot be chosen, from the same rules the change runs.
 */
/** Whether the user may change the client's plans at all: its admin, a live contract, a plan setting other than 0. */
export function assertMayChangePlans(state: ClientPlanState, byUserId: string, planSetting: PlanSetting): asserts state is Registered {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND');
  if (state.cancelled) throw new DomainError('ACCOUNT_INACTIVE');
  if (state.members[byUserId] !== 1) throw new DomainError('FORBIDDEN');
  if (planSetting === 0) throw new DomainError('PLAN_CHANGE_NOT_ALLOWED');
}

export function decidePlanChange(state: ClientPlanState, command: Extract<ClientPlanCommand, { type: 'ChangePlan' }>): PlanChangedData {
  assertMayChangePlans(state, command.byUserId, command.planSetting);

  const { request, catalogue, now } = command;
  const { base, addOns } = resolvePlans(request, catalogue);
  if (!planChangeAllowed(command.planSetting, base)) throw new DomainError('PLAN_CHANGE_NOT_ALLOWED');

  // Free cannot be chosen again after leaving it.
  if (base.planType === planTypes.free && state.planId !== base.id && state.leftFree) throw new DomainError('CANNOT_RETURN_TO_FREE_PLAN');

  // The current plan cannot be chosen again, unless it ran out (renewal) or the change buys an add-on.
  const running = runningPeriods(state, now);
  const runningIds = Object.fromEntries(running.map((period) => [period.slot, period.planId])) as Partial<AddOnIds>;
  const sameAddOns = slots.every((slot) => request.addOns[slot] === null || request.addOns[slot] === runningIds[slot]);
  const expired = isExpired(state.expiresAt, new Date(now));
  if (base.id === state.planId && !expired && sameAddOns) throw new DomainError('PLAN_ALREADY_CURRENT');

  // The monthly plan and the generate plan already cover naming/copy and key visuals.
  if ((['option', 'key_visual'] as const).some((slot) => addOns[slot] && addOnCovered(slot, base.planType, addOns.generate !== undefined))) {
    throw new DomainError('PLAN_OPTION_COVERED_BY_GENERATE_PLAN');
  }

  // Changing during an option period ends it: only once the admin has confirmed.
  if (running.length > 0 && !request.confirmEndOptionPeriod) {
    const until = running.map((period) => period.until).filter((end): end is string => end !== null).sort().at(-1);
    throw new DomainError('OPTION_PERIOD_CONFIRMATION_REQUIRED', { until: until ? dateOf(until) : '-' });
  }

  // The unlimited plan: as many users as it allows; with more accounts, the admin picks which ones may use it.
  const chosenAddOns = slots.map((slot) => addOns[slot]).filter((plan): plan is Plan => plan !== undefined);
  const members = Object.keys(state.members);
  let selectedUserIds: string[] = [];
  if (base.planType === planTypes.byMonth) {
    const max = maxAccountsFor(base, chosenAddOns);
    if (members.length > max) {
      const selected = [...new Set(request.selectedUserIds)];
      const valid = selected.length > 0 && selected.length <= max && selected.every((id) => state.members[id] !== undefined) && selected.includes(command.byUserId);
      if (!valid) throw new DomainError('UNLIMITED_PLAN_TOO_MANY_ACCOUNTS', { max });
      selectedUserIds = selected;
    }
  }

  const at = new Date(now);
  const end = (plan: Plan | undefined) => (plan ? (periodEnd(plan, at)?.toISOString() ?? null) : null);
  return {
    clientId: state.clientId,
    planId: base.id,
    planOptionId: addOns.option?.id ?? null,
    planGenerateId: addOns.generate?.id ?? null,
    planKeyVisualId: addOns.key_visual?.id ?? null,
    selectedUserIds,
    expiresAt: end(base),
    changedAt: now,
    optionExpiresAt: end(addOns.option),
    generateExpiresAt: end(addOns.generate),
    keyVisualExpiresAt: end(addOns.key_visual),
    endedPeriods: running.map((period) => period.slot),
    charges: chargesOf([base, ...chosenAddOns], currencyOf(state.country)),
    changedBy: 'admin',
  };
}

/**
 * The admin selects who uses the unlimited plan while the client has more accounts than it allows (section 4): at
 * most that many of the client's users, the admin always among them (added when left out). Outside that case there
 * is nothing to select.
 */
export function decidePlanUsers(state: ClientPlanState, command: Extract<ClientPlanCommand, { type: 'SelectPlanUsers' }>): PlanUsersSelectedData | undefined {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND');
  if (state.cancelled) throw new DomainError('ACCOUNT_INACTIVE');
  if (state.members[command.byUserId] !== 1) throw new DomainError('FORBIDDEN');
  const seats = planUserSeats(planUsersFacts(state, command.catalogue, command.now));
  if (seats === null) throw new DomainError('PLAN_USERS_NOT_REQUIRED');
  // Another client's user reads as not found, as everywhere in user management.
  if (command.selectedUserIds.some((id) => state.members[id] === undefined)) throw new DomainError('NOT_FOUND');
  const selected = [...new Set([command.byUserId, ...command.selectedUserIds])];
  if (selected.length > seats) throw new DomainError('PLAN_USERS_OVER_MAXIMUM', { max: seats });
  const unchanged = selected.length === state.selectedUserIds.length && selected.every((id) => state.selectedUserIds.includes(id));
  if (unchanged) return undefined;
  return { clientId: state.clientId, selectedUserIds: selected, selectedBy: command.byUserId, selectedAt: command.now };
}

export const clientPlanDecider: Decider<ClientPlanState, ClientPlanCommand, ClientPlanEvent> = {
  initialState: () => ({ status: 'unregistered' }),
  evolve: (state, event) => {
    if (event.type === 'ClientRegistered') {
      const d = event.data;
      return {
        status: 'registered',
        clientId: d.clientId,
        country: d.country,
        cancelled: false,
        planId: d.planId,
        addOns: noAddOns,
        periods: noPeriods,
        expiresAt: null,
        leftFree: feePlan(d.planId),
        members: {},
        selectedUserIds: [],
      };
    }
    if (state.status !== 'registered') return state;
    switch (event.type) {
      case 'PlanChanged':
        return evolvePlan(state, event.data);
      case 'PlanUsersSelected':
        return { ...state, selectedUserIds: event.data.selectedUserIds };
      case 'ClientDetailsChanged':
        return event.data.changes.country ? { ...state, country: event.data.changes.country } : state;
      case 'ClientSettingsChanged':
        return state;
      case 'ClientMemberAdmitted':
        return { ...state, members: { ...state.members, [event.data.userId]: event.data.role } };
      case 'ClientMemberReleased': {
        const { [event.data.userId]: _released, ...members } = state.members;
        return { ...state, members, selectedUserIds: state.selectedUserIds.filter((id) => id !== event.data.userId) };
      }
      case 'AdministratorChanged': {
        const { previousAdminId, newAdminId } = event.data;
        return {
          ...state,
          members: { ...state.members, [previousAdminId]: 0, [newAdminId]: 1 },
          selectedUserIds: selectionAfterHandover(state.selectedUserIds, previousAdminId, newAdminId),
        };
      }
      case 'ContractCancelled':
        return { ...state, cancelled: true };
      case 'ApiKeyIssued':
      case 'ApiKeyRevoked':
      case 'WebhookEndpointRegistered':
      case 'WebhookEndpointDisabled':
      case 'WebhookEndpointEnabled':
      case 'WebhookEndpointRemoved':
      case 'WebhookSecretRotated':
      case 'WebhookTestRequested':
      case 'WebhookDeliveryReplayRequested':
        return state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ChangePlan':
        return { type: 'PlanChanged', data: decidePlanChange(state, command) };
      case 'SelectPlanUsers': {
        const selected = decidePlanUsers(state, command);
        return selected ? { type: 'PlanUsersSelected', data: selected } : [];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
