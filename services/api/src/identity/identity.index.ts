import { createRouter } from '../app/create-router';
import { requireAuth } from '../app/middleware/authentication';
import { authHandlers } from './auth.handlers';
import * as auth from './auth.routes';
import type { IdentityService } from './identity-service';
import { loginHistoryService } from './login-history-service';
import { passwordResetService } from './password-reset-service';
import { registrationHandlers } from './registration.handlers';
import * as registration from './registration.routes';
import { registrationService } from './registration-service';
import { usersHandlers } from './users.handlers';
import * as users from './users.routes';
import { usersService } from './users-service';

/** Paths that need a logged-in caller (Hono patterns). */
const authenticated = [
  '/auth/logout/',
  '/user_detail/',
  '/user_detail/:id',
  '/user_list/',
  '/user_add/',
  '/user_delete/:id',
  '/lock_user/',
  '/change_manager/',
  '/user_staff/:id',
  '/user_verification_info/:id',
  '/update_password_user_trial/:id',
  '/cancel_contract/',
  '/login_history/',
  '/login_history_monthly/',
  '/login_history_yearly/',
];

/** Authentication, registration, password reset, users and login history (issue 4). */
export function identityRouter(identity: IdentityService) {
  const ctx = identity.context;
  const trustProxy = ctx.options.trustProxy;
  const resets = passwordResetService(ctx);
  const userService = usersService(ctx, identity, resets);
  const a = authHandlers(identity, trustProxy);
  const r = registrationHandlers(registrationService(ctx, identity), resets, trustProxy);
  const u = usersHandlers(identity, userService, loginHistoryService(ctx, userService), trustProxy);

  const router = createRouter();
  for (const path of authenticated) router.use(path, requireAuth(identity));
  return (
    router
      .openapi(auth.obtainToken, a.obtain)
      .openapi(auth.resendMfaCode, a.resend)
      .openapi(auth.refreshToken, a.refresh)
      .openapi(auth.logout, a.end)
      .openapi(registration.registerTrial, r.registerTrial)
      .openapi(registration.validateTrial, r.validateTrial)
      .openapi(registration.preRegister, r.preRegister)
      .openapi(registration.validateRegistration, r.validateRegistration)
      // The fixed /register/... paths before /register/{token}, which would match them too.
      .openapi(registration.planChoice, r.planChoice)
      .openapi(registration.selectPlan, r.selectPlan)
      .openapi(registration.confirmSummary, r.confirmSummary)
      .openapi(registration.confirmRegistration, r.confirmRegistration)
      .openapi(registration.completeSummary, r.completeSummary)
      .openapi(registration.openLink, r.openLink)
      .openapi(registration.submitLink, r.submitLink)
      .openapi(registration.countryByIpRoute, r.countryByIp)
      .openapi(registration.requestPasswordReset, r.requestPasswordReset)
      .openapi(registration.passwordResetLink, r.passwordResetLink)
      .openapi(registration.completePasswordReset, r.completePasswordReset)
      .openapi(users.userDetail, u.userDetail)
      .openapi(users.userDetailById, u.userDetailById)
      .openapi(users.updateUser, u.updateUser)
      .openapi(users.listUsersGet, u.listUsersGet)
      .openapi(users.listUsersPost, u.listUsersPost)
      .openapi(users.addUser, u.addUser)
      .openapi(users.deleteUser, u.deleteUser)
      .openapi(users.lockUsers, u.lockUsers)
      .openapi(users.changeManager, u.changeManager)
      .openapi(users.userStaff, u.userStaff)
      .openapi(users.verificationInfo, u.verificationInfo)
      .openapi(users.trialUserDetails, u.trialUserDetails)
      .openapi(users.updateTrialUser, u.updateTrialUser)
      .openapi(users.cancellationPreview, u.cancellationPreview)
      .openapi(users.cancelContract, u.cancelContract)
      .openapi(users.loginHistoryGet, u.loginHistoryGet)
      .openapi(users.loginHistoryPost, u.loginHistoryPost)
      .openapi(users.loginHistoryMonthly, u.loginHistoryMonthly)
      .openapi(users.loginHistoryYearly, u.loginHistoryYearly)
  );
}
