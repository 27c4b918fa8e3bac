import { createRoute, z } from '@hono/zod-openapi';
import { AmountSetting, ChatConfig, ChatConfigUpdate, CountrySettingView, countryCodes, LanguageChoice, LanguageSetting, languages, PlanSettingView, SettingsView } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';
import { jsonBody } from '../identity/auth.routes';

const tags = ['Settings'];

export const settings = createRoute({
  method: 'get',
  path: '/settings/',
  tags,
  summary: 'The settings the customer app reads: plan setting, languages, cost display, the caller’s country setting',
  security: bearer,
  responses: { 200: json(SettingsView, 'Settings'), ...problemResponses(401) },
});

export const planSetting = createRoute({
  method: 'get',
  path: '/settings/plan_setting/',
  tags,
  summary: 'Who may change plans: 0 none, 1 all, 2 ad hoc only',
  security: bearer,
  responses: { 200: json(PlanSettingView, 'Plan setting'), ...problemResponses(401) },
});

export const editPlanSetting = createRoute({
  method: 'put',
  path: '/settings/edit_plan_setting/',
  tags,
  summary: 'Set who may change plans (super admins)',
  security: bearer,
  request: jsonBody(PlanSettingView),
  responses: { 200: json(PlanSettingView, 'Plan setting'), ...problemResponses(400, 401, 403) },
});

export const chatConfig = createRoute({
  method: 'get',
  path: '/settings/chat_config/',
  tags,
  summary: 'Chat limits and whether an API key is set (its last four characters only; super admins)',
  security: bearer,
  responses: { 200: json(ChatConfig, 'Chat configuration'), ...problemResponses(401, 403) },
});

export const updateChatConfig = createRoute({
  method: 'put',
  path: '/settings/chat_config/',
  tags,
  summary: 'Change chat limits and the API key (stored encrypted; an empty key removes it; super admins)',
  security: bearer,
  request: jsonBody(ChatConfigUpdate),
  responses: { 200: json(ChatConfig, 'Chat configuration'), ...problemResponses(400, 401, 403) },
});

export const languageSetting = createRoute({
  method: 'get',
  path: '/settings/language_setting/',
  tags,
  summary: 'Selectable display languages and the initial language',
  responses: { 200: json(LanguageSetting, 'Language setting') },
});

export const languageChoices = createRoute({
  method: 'get',
  path: '/languages/',
  tags,
  summary: 'The display languages a visitor may pick, each named in itself, with the initial one marked',
  responses: { 200: json(z.array(LanguageChoice).max(languages.length), 'Languages') },
});

export const amountSetting = createRoute({
  method: 'get',
  path: '/settings/amount_setting/',
  tags,
  summary: 'Whether costs are shown, and whether the caller sees payment amounts (section 6)',
  security: bearer,
  responses: { 200: json(AmountSetting, 'Amount setting'), ...problemResponses(401) },
});

export const maxImageSetting = createRoute({
  method: 'get',
  path: '/settings/max_image_setting/',
  tags,
  summary: 'Country settings (status: prices and image limits shown; max images): the caller’s country, or all for super admins',
  security: bearer,
  responses: { 200: json(z.array(CountrySettingView).max(countryCodes.length), 'Country settings'), ...problemResponses(401) },
});
