import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../app/context';
import { requestInfoOf } from '../identity/request-info';
import type * as routes from './settings.routes';
import type { SettingsService } from './settings-service';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export function settingsHandlers(settings: SettingsService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  return {
    settings: (async (c) => c.json(await settings.view(c.get('auth')), 200)) satisfies Handler<typeof routes.settings>,
    planSetting: (async (c) => c.json(await settings.planSetting(), 200)) satisfies Handler<typeof routes.planSetting>,
    editPlanSetting: (async (c) =>
      c.json(await settings.editPlanSetting(c.get('auth'), c.req.valid('json').plan_setting, info(c)), 200)) satisfies Handler<typeof routes.editPlanSetting>,
    chatConfig: (async (c) => c.json(await settings.chatConfig(c.get('auth')), 200)) satisfies Handler<typeof routes.chatConfig>,
    updateChatConfig: (async (c) => c.json(await settings.updateChatConfig(c.get('auth'), c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.updateChatConfig>,
    languageSetting: (async (c) => c.json(await settings.languageSetting(), 200)) satisfies Handler<typeof routes.languageSetting>,
    languageChoices: (async (c) => c.json(await settings.languageChoices(), 200)) satisfies Handler<typeof routes.languageChoices>,
    amountSetting: (async (c) => c.json(await settings.amountSetting(c.get('auth')), 200)) satisfies Handler<typeof routes.amountSetting>,
    maxImageSetting: (async (c) => c.json(await settings.maxImageSettings(c.get('auth')), 200)) satisfies Handler<typeof routes.maxImageSetting>,
  };
}
