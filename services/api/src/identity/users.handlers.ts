import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../app/context';
import type { IdentityService } from './identity-service';
import type { loginHistoryService } from './login-history-service';
import { requestInfoOf } from './request-info';
import type { UsersService } from './users-service';
import type * as routes from './users.routes';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export function usersHandlers(identity: IdentityService, users: UsersService, history: ReturnType<typeof loginHistoryService>, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  return {
    userDetail: (async (c) => c.json(await identity.account(c.get('auth')), 200)) satisfies Handler<typeof routes.userDetail>,
    userDetailById: (async (c) => c.json(await users.detail(c.get('auth'), c.req.valid('param').id), 200)) satisfies Handler<typeof routes.userDetailById>,
    updateUser: (async (c) => c.json(await users.update(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.updateUser>,
    listUsersGet: (async (c) => c.json(await users.list(c.get('auth'), c.req.valid('query')), 200)) satisfies Handler<typeof routes.listUsersGet>,
    listUsersPost: (async (c) => c.json(await users.list(c.get('auth'), c.req.valid('json')), 200)) satisfies Handler<typeof routes.listUsersPost>,
    addUser: (async (c) => c.json(await users.add(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.addUser>,
    deleteUser: (async (c) => {
      await users.remove(c.get('auth'), c.req.valid('param').id, info(c));
      return c.body(null, 204);
    }) satisfies Handler<typeof routes.deleteUser>,
    lockUsers: (async (c) => {
      const { listUser, lock } = c.req.valid('json');
      return c.json(await users.lock(c.get('auth'), listUser, lock, info(c)), 200);
    }) satisfies Handler<typeof routes.lockUsers>,
    changeManager: (async (c) => {
      const { user_id, new_group_id } = c.req.valid('json');
      return c.json(await users.changeManager(c.get('auth'), user_id, new_group_id, info(c)), 200);
    }) satisfies Handler<typeof routes.changeManager>,
    userStaff: (async (c) => c.json(await users.staff(c.get('auth'), c.req.valid('param').id), 200)) satisfies Handler<typeof routes.userStaff>,
    verificationInfo: (async (c) => c.json(await users.verificationInfo(c.get('auth'), c.req.valid('param').id), 200)) satisfies Handler<typeof routes.verificationInfo>,
    trialUserDetails: (async (c) => c.json(await users.trialUserDetails(c.get('auth'), c.req.valid('param').id), 200)) satisfies Handler<typeof routes.trialUserDetails>,
    updateTrialUser: (async (c) =>
      c.json(await users.updateTrialUser(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.updateTrialUser>,
    cancellationPreview: (async (c) => c.json(await users.cancellationPreview(c.get('auth')), 200)) satisfies Handler<typeof routes.cancellationPreview>,
    cancelContract: (async (c) => c.json(await users.cancelContract(c.get('auth'), c.req.valid('json').group_id, info(c)), 200)) satisfies Handler<typeof routes.cancelContract>,
    loginHistoryGet: (async (c) => c.json(await history.page(c.get('auth'), c.req.valid('query')), 200)) satisfies Handler<typeof routes.loginHistoryGet>,
    loginHistoryPost: (async (c) => c.json(await history.page(c.get('auth'), c.req.valid('json')), 200)) satisfies Handler<typeof routes.loginHistoryPost>,
    loginHistoryMonthly: (async (c) => c.json(await history.monthly(c.get('auth'), c.req.valid('query')), 200)) satisfies Handler<typeof routes.loginHistoryMonthly>,
    loginHistoryYearly: (async (c) => c.json(await history.yearly(c.get('auth'), c.req.valid('query')), 200)) satisfies Handler<typeof routes.loginHistoryYearly>,
  };
}
