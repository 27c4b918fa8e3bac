import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { RegistrationForm, TrialRegistrationConfirm } from '@packlens/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../app/context';
import { countryByIp } from './country-by-ip';
import type { PasswordResetService } from './password-reset-service';
import type { RegistrationService } from './registration-service';
import { clientIp, requestInfoOf, validateBody } from './request-info';
import type * as routes from './registration.routes';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

const mailSent = { status: 'mail_sent' as const };
const valid = { valid: true as const };

export function registrationHandlers(registration: RegistrationService, resets: PasswordResetService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  return {
    registerTrial: (async (c) => {
      await registration.requestTrial(c.req.valid('json'), info(c));
      return c.json(mailSent, 202);
    }) satisfies Handler<typeof routes.registerTrial>,
    validateTrial: (async (c) => c.json(valid, 200)) satisfies Handler<typeof routes.validateTrial>,
    preRegister: (async (c) => {
      await registration.preRegister(c.req.valid('json'), info(c));
      return c.json(mailSent, 202);
    }) satisfies Handler<typeof routes.preRegister>,
    validateRegistration: (async (c) => c.json(valid, 200)) satisfies Handler<typeof routes.validateRegistration>,
    planChoice: (async (c) => c.json(await registration.planChoice(c.req.valid('query').user), 200)) satisfies Handler<typeof routes.planChoice>,
    selectPlan: (async (c) => {
      const { user, plan_id } = c.req.valid('json');
      return c.json(await registration.selectPlan(user, plan_id, info(c)), 200);
    }) satisfies Handler<typeof routes.selectPlan>,
    confirmSummary: (async (c) => c.json(await registration.summary(c.req.valid('query').user, 'confirm'), 200)) satisfies Handler<typeof routes.confirmSummary>,
    confirmRegistration: (async (c) => c.json(await registration.confirm(c.req.valid('json').user, info(c)), 201)) satisfies Handler<typeof routes.confirmRegistration>,
    completeSummary: (async (c) => c.json(await registration.summary(c.req.valid('query').user, 'complete'), 200)) satisfies Handler<typeof routes.completeSummary>,
    openLink: (async (c) => c.json(await registration.link(c.req.valid('param').token), 200)) satisfies Handler<typeof routes.openLink>,
    submitLink: (async (c) => {
      const { token } = c.req.valid('param');
      const kind = await registration.linkKind(token);
      if (kind === 'trial') {
        const checked = validateBody(c, TrialRegistrationConfirm, c.req.valid('json'));
        if (!checked.ok) return checked.response as never;
        return c.json(await registration.completeTrial(token, info(c)), 201);
      }
      const checked = validateBody(c, RegistrationForm, c.req.valid('json'));
      if (!checked.ok) return checked.response as never;
      return c.json(await registration.submitForm(token, checked.data, info(c)), 200);
    }) satisfies Handler<typeof routes.submitLink>,
    countryByIp: (async (c) => c.json(countryByIp(clientIp(c, trustProxy), c.req.header('Accept-Language')), 200)) satisfies Handler<typeof routes.countryByIpRoute>,
    requestPasswordReset: (async (c) => {
      const { email, language } = c.req.valid('json');
      await resets.request(email, language, info(c));
      return c.json(mailSent, 202);
    }) satisfies Handler<typeof routes.requestPasswordReset>,
    passwordResetLink: (async (c) => c.json(await resets.link(c.req.valid('query').token), 200)) satisfies Handler<typeof routes.passwordResetLink>,
    completePasswordReset: (async (c) => {
      const { token, password } = c.req.valid('json');
      await resets.complete(token, password, info(c));
      return c.json({ status: 'password_changed' as const }, 200);
    }) satisfies Handler<typeof routes.completePasswordReset>,
  };
}
