import { createRouter } from '../app/create-router';
import { requireAuth } from '../app/middleware/authentication';
import type { IdentityService } from './identity-service';
import { logoutHandler, obtainTokenHandler, refreshTokenHandler } from './auth.handlers';
import { logout, obtainToken, refreshToken } from './auth.routes';
import { userDetail } from './account.routes';

export function identityRouter(identity: IdentityService) {
  const router = createRouter();
  router.use('/auth/logout/', requireAuth(identity));
  router.use('/user_detail/', requireAuth(identity));
  return router
    .openapi(obtainToken, obtainTokenHandler(identity))
    .openapi(refreshToken, refreshTokenHandler(identity))
    .openapi(logout, logoutHandler(identity))
    .openapi(userDetail, async (c) => c.json(await identity.account(c.get('auth')), 200));
}
