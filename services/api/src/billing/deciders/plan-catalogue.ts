import { DomainError, applyPlanChanges, hasFee, planIn, seededPlanCatalogue, type EventOf, type Plan, type PlanChanges, type PlanEdited } from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

/** The plan catalogue (stream `plan-catalogue`): the description's figures, then the super admin's edits. */
export type PlanCatalogueState = { plans: readonly Plan[] };
export type PlanCatalogueEvent = EventOf<typeof PlanEdited>;
export type PlanCatalogueCommand = { type: 'EditPlan'; planId: number; changes: PlanChanges; now: string };

const samePrice = (a: Plan['price'], b: Partial<Plan['price']>) => Object.entries(b).every(([currency, amount]) => a[currency as keyof Plan['price']] === amount);
const sameName = (a: Plan['name'], b: Plan['name']) => a.ja === b.ja && a.en === b.en && a['zh-CN'] === b['zh-CN'];

/** Only the fields whose value differs from the plan's. */
function differences(plan: Plan, changes: PlanChanges): PlanChanges {
  const changed: PlanChanges = {};
  if (changes.name && !sameName(plan.name, changes.name)) changed.name = changes.name;
  if (changes.price && !samePrice(plan.price, changes.price)) changed.price = changes.price;
  if (changes.maxImages !== undefined && changes.maxImages !== plan.maxImages) changed.maxImages = changes.maxImages;
  if (changes.maxAccounts !== undefined && changes.maxAccounts !== plan.maxAccounts) changed.maxAccounts = changes.maxAccounts;
  if (changes.validityPeriod !== undefined && changes.validityPeriod !== plan.validityPeriod) changed.validityPeriod = changes.validityPeriod;
  return changed;
}

export const planCatalogueDecider: Decider<PlanCatalogueState, PlanCatalogueCommand, PlanCatalogueEvent> = {
  initialState: () => ({ plans: seededPlanCatalogue }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PlanEdited':
        return { plans: state.plans.map((plan) => (plan.id === event.data.planId ? applyPlanChanges(plan, event.data.changes) : plan)) };
      default: {
        const unreachable: never = event.type;
        return unreachable;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'EditPlan': {
        const plan = planIn(state.plans, command.planId);
        if (!plan) throw new DomainError('NOT_FOUND');
        // Free and trial carry no fee (section 3): their price stays 0.
        const priced = Object.values(command.changes.price ?? {}).some((amount) => amount !== null && amount !== 0);
        if (!hasFee(plan) && priced) throw new DomainError('VALIDATION_FAILED', {}, { price: 'VALIDATION_FAILED' });
        // A plan that runs by the day or month needs a length; one without a period cannot get one.
        if (command.changes.validityPeriod !== undefined && (plan.unitTypePeriod === null) !== (command.changes.validityPeriod === null)) {
          throw new DomainError('VALIDATION_FAILED', {}, { validity_period: 'VALIDATION_FAILED' });
        }
        const changes = differences(plan, command.changes);
        if (!Object.keys(changes).length) return [];
        return { type: 'PlanEdited', data: { planId: plan.id, changes, editedAt: command.now } };
      }
      default: {
        const unreachable: never = command.type;
        return unreachable;
      }
    }
  },
};
