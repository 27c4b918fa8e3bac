import { randomUUID } from 'node:crypto';
import { DomainError, accountMaximum, planUserSeats, type PlanUsers } from '@packlens/contracts';
import { planCatalogue } from '@packlens/projections';
import type { EventStore } from '@packlens/kernel';
import type pg from 'pg';
import type { IdentityContext } from '../identity/context';
import type { AuthContext, RequestInfo } from '../identity/identity-service';
import { commandMetadata, lastPosition, loadState } from '../identity/streams';
import { clientPlanDecider, planUsersFacts, type ClientPlanState } from './deciders';
import { billingStreams, type BillingHandlers } from './streams';

type Registered = Extract<ClientPlanState, { status: 'registered' }>;

/**
 * A client's plan as who may use it sees it, read from its stream (consistent with the rules that change it) and the
 * catalogue in force: the facts of the plan-users policy, the seats when a selection is in force, the account maximum.
 */
export async function clientPlanUsers(deps: { pool: Pick<pg.Pool, 'query'>; store: EventStore }, clientId: string, now: Date) {
  const [state, catalogue] = await Promise.all([loadState(deps.store, clientPlanDecider, billingStreams.clientPlan(clientId)), planCatalogue(deps.pool)]);
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND');
  const facts = planUsersFacts(state, catalogue, now.toISOString());
  return { state, catalogue, facts, seats: planUserSeats(facts), maxAccounts: accountMaximum(facts.plan, facts.addOns) };
}

function toPlanUsers(state: Registered, seats: number | null, maxAccounts: number): PlanUsers {
  return {
    client_id: state.clientId,
    required: seats !== null,
    account_count: Object.keys(state.members).length,
    max_accounts: maxAccounts,
    selected_user_ids: seats !== null ? state.selectedUserIds : [],
  };
}

/** GET and PUT /plan_users/: the client's admin sees and changes who uses the unlimited plan (section 4). */
export function planUsersService(ctx: IdentityContext, handlers: BillingHandlers) {
  const clientOf = (auth: AuthContext) => {
    if (auth.role !== 1 || !auth.clientId) throw new DomainError('FORBIDDEN');
    return auth.clientId;
  };

  return {
    async get(auth: AuthContext): Promise<PlanUsers> {
      const { state, seats, maxAccounts } = await clientPlanUsers(ctx.deps, clientOf(auth), ctx.now());
      return toPlanUsers(state, seats, maxAccounts);
    },

    async select(auth: AuthContext, userIds: string[], info: RequestInfo): Promise<PlanUsers> {
      const clientId = clientOf(auth);
      const now = ctx.now();
      const catalogue = await planCatalogue(ctx.deps.pool);
      const result = await handlers.clientPlans(
        billingStreams.clientPlan(clientId),
        { type: 'SelectPlanUsers', selectedUserIds: userIds, byUserId: auth.userId, catalogue, now: now.toISOString() },
        { commandId: randomUUID(), metadata: commandMetadata({ kind: 'user', id: auth.userId, role: auth.role, clientId }, clientId, info.requestId, now) },
      );
      await ctx.settle(lastPosition(result));
      const state = result.newState as Registered;
      const facts = planUsersFacts(state, catalogue, now.toISOString());
      return toPlanUsers(state, planUserSeats(facts), accountMaximum(facts.plan, facts.addOns));
    },
  };
}
export type PlanUsersService = ReturnType<typeof planUsersService>;
