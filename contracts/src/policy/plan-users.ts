import { maxAccountsFor, planTypes, type Plan } from '../catalogue/plans';

/**
 * Who uses the unlimited plan (section 4: "The unlimited plan needs the admin to select users within the maximum
 * account count"). On the unlimited (monthly) plan a client with more accounts than the plan and its add-ons allow
 * uses it with the users its admin selected, the admin always among them; the others cannot log in until they are
 * selected. On every other plan, and within the maximum, every account may log in.
 */
export interface PlanUsersFacts {
  /** The base plan and the add-ons held now, from the catalogue in force. */
  plan: Plan | undefined;
  addOns: readonly Plan[];
  /** The client's accounts. */
  accountCount: number;
  selectedUserIds: readonly string[];
}

/** How many accounts the client may have on its plan and add-ons in force; 0 without a known plan. */
export function accountMaximum(plan: Plan | undefined, addOns: readonly Plan[]): number {
  return plan ? maxAccountsFor(plan, addOns) : 0;
}

/** The seats of the unlimited plan when the admin has to select its users (more accounts than it allows), else null. */
export function planUserSeats(facts: PlanUsersFacts): number | null {
  if (facts.plan?.planType !== planTypes.byMonth) return null;
  const max = accountMaximum(facts.plan, facts.addOns);
  return facts.accountCount > max ? max : null;
}

/** Whether a user of the client may log in: the admin always; the others unless a selection is in force without them. */
export function mayUsePlan(facts: PlanUsersFacts, user: { id: string; administrator: boolean }): boolean {
  return user.administrator || planUserSeats(facts) === null || facts.selectedUserIds.includes(user.id);
}

/**
 * The selection after the administrator role moved: the seat goes with the role, so the new administrator takes the
 * previous one's place and the selection stays within the maximum. No selection stays no selection.
 */
export function selectionAfterHandover(selected: readonly string[], previousAdminId: string, newAdminId: string): string[] {
  if (selected.length === 0 || selected.includes(newAdminId)) return [...selected];
  return selected.includes(previousAdminId) ? selected.map((id) => (id === previousAdminId ? newAdminId : id)) : [...selected, newAdminId];
}
