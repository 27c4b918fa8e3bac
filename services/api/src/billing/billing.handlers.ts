import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../app/context';
import type { IdentityService } from '../identity/identity-service';
import { requestInfoOf } from '../identity/request-info';
import type * as routes from './billing.routes';
import type { PlanService } from './plan-service';
import type { PlanUsersService } from './plan-users';
import { serviceGateAnswer } from './service-gate';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export function billingHandlers(identity: IdentityService, plans: PlanService, planUsers: PlanUsersService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  return {
    planChoice: (async (c) => c.json(await plans.choice(c.get('auth')), 200)) satisfies Handler<typeof routes.planChoice>,
    changePlan: (async (c) => c.json(await plans.change(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.changePlan>,
    planUsers: (async (c) => c.json(await planUsers.get(c.get('auth')), 200)) satisfies Handler<typeof routes.planUsers>,
    selectPlanUsers: (async (c) => c.json(await planUsers.select(c.get('auth'), c.req.valid('json').user_ids, info(c)), 200)) satisfies Handler<typeof routes.selectPlanUsers>,
    serviceGate: (async (c) => {
      const user = await identity.account(c.get('auth'));
      return c.json(serviceGateAnswer(c.req.valid('param').service, user, c.get('language')), 200);
    }) satisfies Handler<typeof routes.serviceGate>,
    usageAmounts: (async (c) => c.json(await plans.usage(c.get('auth'), c.req.valid('query')), 200)) satisfies Handler<typeof routes.usageAmounts>,
  };
}
