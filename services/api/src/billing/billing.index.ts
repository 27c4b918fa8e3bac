import { createRouter } from '../app/create-router';
import { requireAuth } from '../app/middleware/authentication';
import type { IdentityService } from '../identity/identity-service';
import { billingHandlers as billingRouteHandlers } from './billing.handlers';
import * as billing from './billing.routes';
import { consoleHandlers } from './console.handlers';
import * as consoleRoutes from './console.routes';
import { consoleService } from './console-service';
import { planService } from './plan-service';
import { planUsersService } from './plan-users';
import { settingsSecretFor } from './settings-secret';
import { settingsHandlers } from './settings.handlers';
import * as settings from './settings.routes';
import { settingsService } from './settings-service';
import { billingHandlers } from './streams';

/** Paths that need a logged-in caller (Hono patterns); /languages/ and language_setting are public. */
const authenticated = ['/plans/', '/change_plan/:id', '/plan_users/', '/service_gate/:service', '/usage_amounts/', '/settings/', '/settings/plan_setting/', '/settings/amount_setting/', '/settings/max_image_setting/'];
const superAdminOnly = ['/settings/edit_plan_setting/', '/settings/chat_config/', '/admin/plans', '/admin/plans/*', '/admin/system_settings', '/admin/system_settings/*', '/admin/country_settings', '/admin/country_settings/*', '/admin/sales', '/admin/sales/*'];

/** Plans, plan changes, service gates, settings (section 7) and the console's plan settings, system settings and sales (issue 5). */
export function billingRouter(identity: IdentityService, env: NodeJS.ProcessEnv = process.env) {
  const ctx = identity.context;
  const trustProxy = ctx.options.trustProxy;
  const handlers = billingHandlers(ctx.deps.store);
  const secret = settingsSecretFor(env, ctx.deps.config.jwtSecret);
  const plans = planService(ctx, identity, handlers);
  const settingsOf = settingsService(ctx, handlers, secret);
  const b = billingRouteHandlers(identity, plans, planUsersService(ctx, handlers), trustProxy);
  const s = settingsHandlers(settingsOf, trustProxy);
  const a = consoleHandlers(ctx.deps, consoleService(ctx, handlers), settingsOf, trustProxy);

  const router = createRouter();
  for (const path of authenticated) router.use(path, requireAuth(identity));
  for (const path of superAdminOnly) router.use(path, requireAuth(identity, [2]));
  return (
    router
      .openapi(billing.planChoice, b.planChoice)
      .openapi(billing.changePlan, b.changePlan)
      .openapi(billing.planUsers, b.planUsers)
      .openapi(billing.selectPlanUsers, b.selectPlanUsers)
      .openapi(billing.serviceGate, b.serviceGate)
      .openapi(billing.usageAmounts, b.usageAmounts)
      .openapi(settings.settings, s.settings)
      .openapi(settings.planSetting, s.planSetting)
      .openapi(settings.editPlanSetting, s.editPlanSetting)
      .openapi(settings.chatConfig, s.chatConfig)
      .openapi(settings.updateChatConfig, s.updateChatConfig)
      .openapi(settings.languageSetting, s.languageSetting)
      .openapi(settings.languageChoices, s.languageChoices)
      .openapi(settings.amountSetting, s.amountSetting)
      .openapi(settings.maxImageSetting, s.maxImageSetting)
      .openapi(consoleRoutes.listPlans, a.listPlans)
      .openapi(consoleRoutes.getPlan, a.getPlan)
      .openapi(consoleRoutes.updatePlan, a.updatePlan)
      .openapi(consoleRoutes.listSystemSettings, a.listSystemSettings)
      .openapi(consoleRoutes.getSystemSettings, a.getSystemSettings)
      .openapi(consoleRoutes.updateSystemSettings, a.updateSystemSettings)
      .openapi(consoleRoutes.listCountrySettings, a.listCountrySettings)
      .openapi(consoleRoutes.getCountrySetting, a.getCountrySetting)
      .openapi(consoleRoutes.updateCountrySetting, a.updateCountrySetting)
      .openapi(consoleRoutes.listSales, a.listSales)
      // Before any /admin/sales/{id}: "export" is not a row.
      .openapi(consoleRoutes.exportSales, a.exportSales)
  );
}
