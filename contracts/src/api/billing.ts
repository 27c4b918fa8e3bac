/**
 * Plans, billing, service gates and system settings API (issue 5). Paths are section 7's where it names them;
 * the shapes are ours where it says "not shown". Every refusal is RFC 9457 problem details with a catalogue code,
 * in the request's language, and stores nothing.
 *
 * | method | path                                   | who                        | request                  | response (status)          | error codes |
 * |--------|----------------------------------------|----------------------------|--------------------------|----------------------------|-------------|
 * | GET    | /api/plans/                            | logged in (client users)   | -                        | PlanChoice (200)           | UNAUTHENTICATED, NOT_FOUND (super admin: no client) |
 * | PUT    | /api/change_plan/{id}                  | admin of client {id}       | PlanChangeRequest        | PlanChangeResult (200)     | VALIDATION_FAILED, FORBIDDEN (role 0), NOT_FOUND (other client), PLAN_CHANGE_NOT_ALLOWED, PLAN_NOT_SELECTABLE, PLAN_ALREADY_CURRENT, CANNOT_RETURN_TO_FREE_PLAN, PLAN_OPTION_COVERED_BY_GENERATE_PLAN, OPTION_PERIOD_CONFIRMATION_REQUIRED, UNLIMITED_PLAN_TOO_MANY_ACCOUNTS, ACCOUNT_INACTIVE |
 * | GET    | /api/plan_users/                       | admin                      | -                        | PlanUsers (200)            | FORBIDDEN (role 0) |
 * | PUT    | /api/plan_users/                       | admin                      | PlanUsersRequest         | PlanUsers (200)            | VALIDATION_FAILED, FORBIDDEN (role 0), NOT_FOUND (a user of another client), PLAN_USERS_NOT_REQUIRED, PLAN_USERS_OVER_MAXIMUM, ACCOUNT_INACTIVE |
 * | GET    | /api/service_gate/{service}            | logged in                  | -                        | ServiceGateAnswer (200)    | PAID_MEMBERS_ONLY, SERVICE_NOT_AVAILABLE, SERVICE_JAPANESE_ONLY |
 * | GET    | /api/usage_amounts/                    | admin                      | UsageQuery (from, to)    | UsageAmounts (200)         | FORBIDDEN, VALIDATION_FAILED |
 * | GET    | /api/settings/                         | logged in                  | -                        | SettingsView (200)         | UNAUTHENTICATED |
 * | GET    | /api/settings/plan_setting/            | logged in                  | -                        | PlanSettingView (200)      | UNAUTHENTICATED |
 * | PUT    | /api/settings/edit_plan_setting/       | super admin                | PlanSettingView          | PlanSettingView (200)      | FORBIDDEN, VALIDATION_FAILED |
 * | GET    | /api/settings/chat_config/             | super admin                | -                        | ChatConfig (200)           | FORBIDDEN |
 * | PUT    | /api/settings/chat_config/             | super admin                | ChatConfigUpdate         | ChatConfig (200)           | FORBIDDEN, VALIDATION_FAILED |
 * | GET    | /api/settings/language_setting/        | anyone                     | -                        | LanguageSetting (200)      | - |
 * | GET    | /api/languages/                        | anyone                     | -                        | LanguageChoice[] (200)     | - |
 * | GET    | /api/settings/amount_setting/          | logged in                  | -                        | AmountSetting (200)        | UNAUTHENTICATED |
 * | GET    | /api/settings/max_image_setting/       | logged in                  | -                        | CountrySettingEntry[] (200; a client's own country, every country for super admins) | UNAUTHENTICATED |
 * | GET    | /api/admin/plans, /api/admin/plans/{id} | super admin               | ra-data-simple-rest      | AdminPlan[] / AdminPlan    | FORBIDDEN, NOT_FOUND |
 * | PUT    | /api/admin/plans/{id}                  | super admin                | AdminPlanUpdate          | AdminPlan (200)            | FORBIDDEN, NOT_FOUND, VALIDATION_FAILED |
 * | GET    | /api/admin/system_settings[/current]   | super admin                | -                        | AdminSystemSettings        | FORBIDDEN |
 * | PUT    | /api/admin/system_settings/current     | super admin                | AdminSystemSettingsUpdate | AdminSystemSettings (200) | FORBIDDEN, VALIDATION_FAILED |
 * | GET    | /api/admin/country_settings[/{country}] | super admin               | -                        | AdminCountrySetting[] / one | FORBIDDEN, NOT_FOUND |
 * | PUT    | /api/admin/country_settings/{country}  | super admin                | AdminCountrySettingUpdate | AdminCountrySetting (200) | FORBIDDEN, NOT_FOUND, VALIDATION_FAILED |
 * | GET    | /api/admin/sales                       | super admin                | sort, range, filter (client_id, q, from, to) | AdminSalesRow[] + Content-Range | FORBIDDEN, VALIDATION_FAILED |
 * | GET    | /api/admin/sales/export                | super admin                | filter, sort             | text/csv (UTF-8 with BOM)  | FORBIDDEN, VALIDATION_FAILED |
 *
 * Months are 'YYYY-MM' in Japan time. The chat API key is write-only: answers carry only its last four characters.
 */
import { z } from 'zod';
import { countryCodes, currencies } from '../catalogue/countries';
import { requiredText, wholeNumber } from '../catalogue/input-rules';
import { languages } from '../language';
import { serviceIds } from '../policy/service-gates';
import { AuthenticatedUser } from './auth';
import { count, isoTime, planNumber, text } from './openapi-fields';

/** The largest amount or image count a plan stores (PostgreSQL int): more would fail in the read model, not here. */
const int32Max = 2147483647;

const planId = wholeNumber('INTEGER_REQUIRED', (n) => n.positive({ error: 'VALIDATION_FAILED' }).max(int32Max, { error: 'VALIDATION_FAILED' })).meta({ example: 1 });
const optionalPlanId = z.union([planId, z.null()]).default(null);
const price = z.number().int().min(0).max(int32Max).nullable().meta({ example: 20000 });
export const MonthParam = z.string().max(7, { error: 'VALIDATION_FAILED', abort: true }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'VALIDATION_FAILED' }).meta({ example: '2026-11' });

// ---------- plans ----------

/** A plan of the catalogue as screens show it: section 3's plan fields with its prices (null where hidden). */
export const CatalogPlan = z.object({
  id: planNumber(),
  kind: z.enum(['adhoc', 'by_month', 'not_fee', 'option', 'generate', 'key_visual']),
  /** 1 by month, 2 ad hoc, 3 free, 4 trial; 0 for add-ons. */
  plan_type: z.number().int().min(0).max(99).meta({ example: 1 }),
  name: text(100, '月額プラン'),
  name_en: text(100, 'Monthly plan'),
  name_cn: text(100, '月度套餐'),
  max_images: z.number().int().min(0).max(int32Max).nullable().meta({ example: null }),
  max_accounts: z.number().int().min(0).max(10_000).meta({ example: 5 }),
  unit_type_period: z.enum(['day', 'month']).nullable(),
  validity_period: z.number().int().min(1).max(120).nullable().meta({ example: 1 }),
  price,
  price_cn: price,
  price_th: price,
  price_id: price,
  has_fee: z.boolean(),
  /** Why choosing it now would be refused (a catalogue code), or null when it can be chosen. */
  refusal: text(64, 'CANNOT_RETURN_TO_FREE_PLAN').nullable(),
});
export type CatalogPlan = z.infer<typeof CatalogPlan>;

export const AddOnPeriod = z.object({
  kind: z.enum(['option', 'generate', 'key_visual']),
  plan_id: planNumber(9),
  until: isoTime().nullable(),
});

/** The client's plan now: base plan, add-ons with the end of their periods, and whether free was left. */
export const ClientPlanStatus = z.object({
  client_id: z.string().uuid(),
  plan_id: planNumber(),
  plan_option_id: planNumber(8).nullable(),
  plan_generate_id: planNumber(9).nullable(),
  plan_key_visual_id: planNumber(10).nullable(),
  expired_at: isoTime().nullable(),
  expired: z.boolean(),
  /** Add-on periods still running now: changing the plan ends them, after confirmation (section 4). */
  running_periods: z.array(AddOnPeriod).max(3),
  left_free: z.boolean(),
  selected_user_ids: z.array(z.string().uuid()).max(1000),
  changed_at: isoTime().nullable(),
});
export type ClientPlanStatus = z.infer<typeof ClientPlanStatus>;

/** What PlanRenew offers: the current plan, every plan and add-on with its price and whether it can be chosen. */
export const PlanChoice = z.object({
  current: ClientPlanStatus,
  plans: z.array(CatalogPlan).max(1000),
  options: z.array(CatalogPlan).max(1000),
  generate: z.array(CatalogPlan).max(1000),
  key_visual: z.array(CatalogPlan).max(1000),
  /** System setting: 0 no changes, 1 every plan, 2 ad hoc only. */
  setting_plan: z.number().int().min(0).max(2).meta({ example: 1 }),
  /** Payment amounts are shown to this caller (section 6: admins only, and only where costs are shown). */
  show_prices: z.boolean(),
  currency: z.enum(currencies),
  account_count: count(4),
  max_accounts: count(5),
});
export type PlanChoice = z.infer<typeof PlanChoice>;

/** Section 3's plan change payload; `user_data` are the users chosen for an unlimited plan with an account maximum. */
export const PlanChangeRequest = z.object({
  plan_id: planId,
  plan_option_id: optionalPlanId,
  plan_generate_id: optionalPlanId,
  plan_key_visual_id: optionalPlanId,
  user_data: z.array(z.string().uuid({ error: 'VALIDATION_FAILED' })).max(1000).default([]).meta({ example: [] }),
  /** The admin confirmed that the running option period ends now. */
  confirm_end_option_period: z.boolean().default(false),
});
export type PlanChangeRequest = z.infer<typeof PlanChangeRequest>;

export const PlanChangeResult = z.object({
  current: ClientPlanStatus,
  /** The add-on periods this change ended early. */
  ended_periods: z.array(z.enum(['option', 'generate', 'key_visual'])).max(3),
  /** The caller as the header shows them after the change. */
  user: AuthenticatedUser,
});

// ---------- who uses the unlimited plan ----------

/**
 * The users of the unlimited plan (section 4): `required` when the client runs it with more accounts than it allows;
 * then only the `selected_user_ids` (the admin always among them) may log in, at most `max_accounts` of them.
 */
export const PlanUsers = z.object({
  client_id: z.string().uuid(),
  required: z.boolean(),
  account_count: count(7),
  max_accounts: count(5),
  /** Who may use the plan while `required`; empty otherwise (everyone may). */
  selected_user_ids: z.array(z.string().uuid()).max(1000),
});
export type PlanUsers = z.infer<typeof PlanUsers>;

/** The users the admin selects; the admin is added when left out. */
export const PlanUsersRequest = z.object({
  user_ids: z.array(z.string().uuid({ error: 'VALIDATION_FAILED' })).max(1000),
});
export type PlanUsersRequest = z.infer<typeof PlanUsersRequest>;

// ---------- service gates ----------

export const ServiceIdSchema = z.enum(serviceIds);
export const ServiceGateAnswer = z.object({
  service: ServiceIdSchema,
  allowed: z.boolean(),
  reason: z.enum(['japanOnly', 'japaneseOnly', 'paidOnly', 'planRequired']).nullable(),
  fallback: z.enum(['Home', 'TypeProject']).nullable(),
  /** The catalogue code the API refuses the service with; null when allowed. */
  code: text(64, 'SERVICE_JAPANESE_ONLY').nullable(),
  message: text(1000, 'This service is available in Japanese only.').nullable(),
});

// ---------- usage amounts ----------

export const UsageQuery = z.object({ from: MonthParam.optional(), to: MonthParam.optional() });

/** One client's usage in one month: spend (plan fees and ad hoc usage), images, tokens and tickets. */
export const UsageMonth = z.object({
  client_id: z.string().uuid(),
  month: text(7, '2026-11'),
  currency: z.enum(currencies),
  plan_fees: count(400000),
  usage_fees: count(60000),
  total: count(460000),
  images_calculated: count(24),
  images_refunded: count(1),
  tokens_used: count(18250),
  tickets_used: count(3),
});
export type UsageMonth = z.infer<typeof UsageMonth>;

export const UsageAmounts = z.object({
  /** Amounts are left out (null) where the caller may not see payment amounts. */
  show_amounts: z.boolean(),
  months: z.array(UsageMonth.extend({ plan_fees: count(400000).nullable(), usage_fees: count(60000).nullable(), total: count(460000).nullable() })).max(1200),
});

// ---------- settings (section 7) ----------

export const PlanSettingValue = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'VALIDATION_FAILED' });
export const PlanSettingView = z.object({ plan_setting: z.coerce.number().pipe(PlanSettingValue) });

export const ChatConfig = z.object({
  token_limit: z.number().int().min(1).max(1_000_000).meta({ example: 4000 }),
  request_limit: z.number().int().min(1).max(10_000).meta({ example: 30 }),
  api_key_set: z.boolean(),
  /** The key's last four characters; the key itself is never sent back. */
  api_key_last_four: text(4, 'x7Qa').nullable(),
});

const positiveInt = (max: number) => wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALUE_TOO_SMALL' }).max(max));
export const ChatConfigUpdate = z.object({
  token_limit: positiveInt(1_000_000).meta({ example: 4000 }).optional(),
  request_limit: positiveInt(10_000).meta({ example: 30 }).optional(),
  /** A new key; an empty string or null removes it; leave out to keep the current one. */
  api_key: z.string().trim().max(500).nullable().meta({ example: 'sk-proj-4f8Kd2mQ9xW7vB3nL6sH1gJ5cY0aE2uR8tP4iO7kZx7Qa' }).optional(),
});

export const LanguageSetting = z.object({
  display_languages: z.array(z.enum(languages)).max(languages.length),
  initial_language: z.enum(languages),
});

export const LanguageChoice = z.object({ code: z.enum(languages), name: text(20, '日本語'), initial: z.boolean() });

export const AmountSetting = z.object({
  cost_display: z.boolean(),
  /** Payment amounts are shown to this caller (admins, costs shown, the country shows prices, a plan with a fee or payment requested). */
  show_prices: z.boolean(),
  currency: z.enum(currencies),
});

export const CountrySettingView = z.object({
  country: z.enum(countryCodes),
  status: z.union([z.literal(0), z.literal(1)]),
  max_images: z.number().int().min(0).max(int32Max).nullable().meta({ example: 100 }),
});

/** Everything the customer app reads at start: who may change plans, languages, cost display, the caller's country. */
export const SettingsView = z.object({
  plan_setting: z.number().int().min(0).max(2).meta({ example: 1 }),
  display_languages: z.array(z.enum(languages)).max(languages.length),
  initial_language: z.enum(languages),
  cost_display: z.boolean(),
  show_prices: z.boolean(),
  chat: ChatConfig.pick({ token_limit: true, request_limit: true }),
  /** The caller's country setting; null for super admins. */
  country_setting: CountrySettingView.nullable(),
});
export type SettingsView = z.infer<typeof SettingsView>;

// ---------- admin console (super admin) ----------

export const AdminPlan = z.object({
  id: planNumber(),
  kind: CatalogPlan.shape.kind,
  plan_type: z.number().int().min(0).max(99).meta({ example: 1 }),
  name: text(100, '月額プラン'),
  name_en: text(100, 'Monthly plan'),
  name_cn: text(100, '月度套餐'),
  max_images: z.number().int().min(0).max(int32Max).nullable().meta({ example: null }),
  max_accounts: z.number().int().min(0).max(10_000).meta({ example: 5 }),
  unit_type_period: z.enum(['day', 'month']).nullable(),
  validity_period: z.number().int().min(1).max(120).nullable().meta({ example: 1 }),
  price: price,
  price_cn: price,
  price_th: price,
  price_id: price,
  has_fee: z.boolean(),
  edited_at: isoTime().nullable(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;

const nameText = requiredText(100);
const amount = z.union([z.null(), wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALUE_TOO_SMALL' }).max(int32Max, { error: 'VALIDATION_FAILED' }))]);
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** What the super admin edits in plan settings; the other fields of the record (kind, type) are ignored. */
export const AdminPlanUpdate = z.object({
  name: nameText.meta({ example: '月額プラン' }),
  name_en: nameText.meta({ example: 'Monthly plan' }),
  name_cn: nameText.meta({ example: '月度套餐' }),
  price: z.preprocess(emptyToNull, amount).meta({ example: 200000 }),
  price_cn: z.preprocess(emptyToNull, amount).meta({ example: 7300 }),
  price_th: z.preprocess(emptyToNull, amount).meta({ example: 36000 }),
  price_id: z.preprocess(emptyToNull, amount).meta({ example: 15600000 }),
  max_images: z.preprocess(emptyToNull, amount).meta({ example: null }),
  max_accounts: positiveInt(10_000).meta({ example: 5 }),
  validity_period: z.preprocess(emptyToNull, z.union([z.null(), positiveInt(120)])).meta({ example: 1 }),
});
export type AdminPlanUpdate = z.infer<typeof AdminPlanUpdate>;

export const AdminSystemSettings = z.object({
  id: z.literal('current'),
  plan_setting: z.number().int().min(0).max(2).meta({ example: 1 }),
  display_languages: z.array(z.enum(languages)).max(languages.length),
  initial_language: z.enum(languages),
  cost_display: z.boolean(),
  chat_token_limit: z.number().int().min(1).max(1_000_000).meta({ example: 4000 }),
  chat_request_limit: z.number().int().min(1).max(10_000).meta({ example: 30 }),
  api_key_requests_per_minute: z.number().int().min(1).max(100_000).meta({ example: 600 }),
  api_key_set: z.boolean(),
  api_key_last_four: text(4, 'x7Qa').nullable(),
  updated_at: isoTime().nullable(),
});
export type AdminSystemSettings = z.infer<typeof AdminSystemSettings>;

export const AdminSystemSettingsUpdate = z
  .object({
    plan_setting: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(2, { error: 'VALIDATION_FAILED' })).pipe(PlanSettingValue).meta({ example: 1 }),
    display_languages: z.array(z.enum(languages, { error: 'VALIDATION_FAILED' })).min(1, { error: 'FIELD_REQUIRED' }).max(languages.length, { error: 'VALIDATION_FAILED' }),
    initial_language: z.enum(languages, { error: 'VALIDATION_FAILED' }),
    cost_display: z.boolean(),
    chat_token_limit: positiveInt(1_000_000).meta({ example: 4000 }),
    chat_request_limit: positiveInt(10_000).meta({ example: 30 }),
    /** Requests per minute per partner API key (issue 15); absent keeps the current value. */
    api_key_requests_per_minute: positiveInt(100_000).meta({ example: 600 }).optional(),
    /** A new API key; empty or absent keeps the current one. */
    api_key: z.string().trim().max(500).meta({ example: 'sk-proj-4f8Kd2mQ9xW7vB3nL6sH1gJ5cY0aE2uR8tP4iO7kZx7Qa' }).optional(),
    /** Removes the stored key. */
    clear_api_key: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.display_languages.includes(value.initial_language)) {
      ctx.addIssue({ code: 'custom', path: ['initial_language'], message: 'VALIDATION_FAILED' });
    }
  });
export type AdminSystemSettingsUpdate = z.infer<typeof AdminSystemSettingsUpdate>;

export const AdminCountrySetting = CountrySettingView.extend({ id: z.enum(countryCodes), updated_at: isoTime().nullable() });
export type AdminCountrySetting = z.infer<typeof AdminCountrySetting>;

export const AdminCountrySettingUpdate = z.object({
  status: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(1, { error: 'VALIDATION_FAILED' })).pipe(z.union([z.literal(0), z.literal(1)], { error: 'VALIDATION_FAILED' })).meta({ example: 1 }),
  max_images: z.preprocess(emptyToNull, amount).meta({ example: 100 }),
});

/** One row of sales management: a client's month. */
export const AdminSalesRow = UsageMonth.extend({
  id: text(50, '0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90:2026-11'),
  company: text(200, '株式会社サンプル飲料'),
  plan_name: text(100, '月額プラン'),
});
export type AdminSalesRow = z.infer<typeof AdminSalesRow>;
