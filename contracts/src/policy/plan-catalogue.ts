import { addOnKinds, isAddOn, planTypes, plans as seededPlans, type Plan, type PlanKind } from '../catalogue/plans';
import type { PlanChanges } from '../events/billing';

/**
 * The plans in force: the catalogue of section 9's figures (contracts/src/catalogue/plans.ts) with the super
 * admin's edits applied. Policies that read plan values take one, so an edit applies everywhere at once; without
 * one they read the seeded figures.
 */
export type PlanCatalogue = readonly Plan[];

export const seededPlanCatalogue: PlanCatalogue = seededPlans;

export function planIn(catalogue: PlanCatalogue, id: number | null | undefined): Plan | undefined {
  if (id === null || id === undefined) return undefined;
  return catalogue.find((plan) => plan.id === id);
}

/** A plan with an edit applied; fields the edit leaves out stay as they were. */
export function applyPlanChanges(plan: Plan, changes: PlanChanges): Plan {
  return {
    ...plan,
    name: changes.name ?? plan.name,
    price: { ...plan.price, ...changes.price },
    maxImages: changes.maxImages === undefined ? plan.maxImages : changes.maxImages,
    maxAccounts: changes.maxAccounts ?? plan.maxAccounts,
    validityPeriod: changes.validityPeriod === undefined ? plan.validityPeriod : changes.validityPeriod,
  };
}

/** Which add-on slot of a plan change (section 3) a plan of this kind fills. */
export type AddOnSlot = (typeof addOnKinds)[number];

export function addOnSlotOf(plan: Plan): AddOnSlot | undefined {
  return isAddOn(plan) ? (plan.kind as AddOnSlot) : undefined;
}

/** Base plans a client's admin may choose on PlanRenew: every base plan except the trial (registration only). */
export function renewablePlans(catalogue: PlanCatalogue): Plan[] {
  return catalogue.filter((plan) => !isAddOn(plan) && plan.planType !== planTypes.trial);
}

export function addOnsOfKind(catalogue: PlanCatalogue, kind: PlanKind): Plan[] {
  return catalogue.filter((plan) => plan.kind === kind);
}

/** When a period of `validityPeriod` units that starts at `from` ends; null for plans that do not run out. */
export function periodEnd(plan: Plan, from: Date): Date | null {
  if (plan.validityPeriod === null || plan.unitTypePeriod === null) return null;
  const end = new Date(from.getTime());
  if (plan.unitTypePeriod === 'day') end.setUTCDate(end.getUTCDate() + plan.validityPeriod);
  else end.setUTCMonth(end.getUTCMonth() + plan.validityPeriod);
  return end;
}

/**
 * The monthly plan and the generate plan already cover naming/copy and key visuals (section 8): an option or a key
 * visual next to either is refused. PlanRenew disables them with the same rule the change refuses with.
 */
export function addOnCovered(slot: AddOnSlot, basePlanType: number | null, generateChosen: boolean): boolean {
  if (slot === 'generate') return false;
  return generateChosen || basePlanType === planTypes.byMonth;
}
