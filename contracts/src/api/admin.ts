/**
 * Super-admin console API (role 2 only; anyone else gets 403, no token 401). Clients follow ra-data-simple-rest:
 *
 * | method | path                                   | request                         | response                                     | error codes |
 * |--------|----------------------------------------|---------------------------------|----------------------------------------------|-------------|
 * | GET    | /api/admin/clients                     | sort, range, filter (JSON query) | AdminClient[] + `Content-Range: clients 0-9/57` | VALIDATION_FAILED |
 * | GET    | /api/admin/clients/{id}                | -                               | AdminClient                                  | NOT_FOUND |
 * | POST   | /api/admin/clients                     | AdminClientCreate               | AdminClient (201); the admin gets a set-password mail | VALIDATION_FAILED, EMAIL_ALREADY_REGISTERED |
 * | PUT    | /api/admin/clients/{id}                | AdminClientUpdate (the whole record; unknown fields ignored) | AdminClient | NOT_FOUND, VALIDATION_FAILED |
 * | GET    | /api/admin/clients/export              | filter, sort (as the list)      | text/csv; UTF-8 with BOM, CRLF (Excel reads Japanese) | VALIDATION_FAILED |
 * | GET    | /api/export_temporary_register_email/  | -                               | text/csv of pre-registered e-mails that never completed | - |
 * | GET    | /api/admin/platform_figures            | -                               | PlatformFigures                              | - |
 *
 * Filters: q (company, department, owner, group id), country, account_type, status, plan_id, mfa_enabled, id (getMany).
 */
import { z } from 'zod';
import { countryCodes, currencies } from '../catalogue/countries';
import { PhoneNumber, requiredText, wholeNumber } from '../catalogue/input-rules';
import { languages } from '../language';
import { EmailAddress, ZipCode } from './identity';
import { count as countOf, isoTime, planNumber, text as shown } from './openapi-fields';

export const clientStatuses = ['valid', 'invalid', 'cancelled'] as const;

export const AdminClient = z.object({
  id: z.string().uuid(),
  group_id: shown(5, '40217'),
  company: shown(200, '株式会社サンプル飲料'),
  department: shown(200, 'マーケティング部'),
  headquarters: shown(200, '東京本社'),
  account_type: z.enum(['corporation', 'personal']),
  country: z.enum(countryCodes),
  zip_code: shown(10, '150-0002'),
  address: shown(400, '東京都渋谷区神宮前1-2-3'),
  building: shown(200, 'サンプルビル5階'),
  telephone: shown(15, '0312345678'),
  /** The company's owner (representative) as registered: a name on the contract, not a login account. */
  owner_name: shown(200, '山田 太郎'),
  /** The client's administrator account (role 1), read-only here; null for a client registered without one. */
  administrator: z.object({ id: z.string().uuid(), name: shown(100, '佐藤 花子'), email: shown(254, 'brand.manager@example.co.jp') }).nullable(),
  plan_id: planNumber(),
  plan_name: shown(100, '月額プラン'),
  plan_expires_at: isoTime().nullable(),
  max_images: countOf(100),
  mfa_enabled: z.boolean(),
  mfa_phone: shown(15, '09012345678'),
  request_payment: z.boolean(),
  status: z.enum(clientStatuses),
  user_count: countOf(4),
  registered_at: isoTime(),
  cancelled_at: isoTime().nullable(),
});
export type AdminClient = z.infer<typeof AdminClient>;

const text = (max: number) => z.string().trim().max(max);
const phoneOrEmpty = z.union([z.literal(''), PhoneNumber]);

/** Editable fields of a client; every field of the console's edit form. */
export const AdminClientUpdate = z.object({
  company: requiredText(200).meta({ example: '株式会社サンプル飲料' }),
  department: text(200).default('').meta({ example: 'マーケティング部' }),
  headquarters: text(200).default('').meta({ example: '東京本社' }),
  account_type: z.enum(['corporation', 'personal']),
  country: z.enum(countryCodes),
  zip_code: ZipCode,
  address: text(400).default('').meta({ example: '東京都渋谷区神宮前1-2-3' }),
  building: text(200).default('').meta({ example: 'サンプルビル5階' }),
  telephone: phoneOrEmpty.default('').meta({ example: '0312345678' }),
  owner_name: text(200).default('').meta({ example: '山田 太郎' }),
  plan_id: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALUE_TOO_SMALL' }).max(2147483647, { error: 'VALIDATION_FAILED' })).meta({ example: 1 }),
  max_images: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALUE_TOO_SMALL' }).max(2147483647, { error: 'VALIDATION_FAILED' })).meta({ example: 100 }),
  mfa_enabled: z.boolean(),
  mfa_phone: phoneOrEmpty.default('').meta({ example: '09012345678' }),
  request_payment: z.boolean().default(false),
  /** valid or invalid; a cancelled contract stays cancelled. */
  status: z.enum(['valid', 'invalid']).default('valid'),
});
export type AdminClientUpdate = z.infer<typeof AdminClientUpdate>;

/** A new client and its administrator, who receives a mail to set a password (valid 24 h). */
export const AdminClientCreate = AdminClientUpdate.extend({
  admin_email: EmailAddress,
  admin_name: requiredText(100).meta({ example: '佐藤 花子' }),
  admin_language: z.enum(languages).default('ja'),
});
export type AdminClientCreate = z.infer<typeof AdminClientCreate>;

const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).meta({ example: 12 });

/**
 * The platform at a glance for the super admin's dashboard (Plug). Read from the read models only; "this month" is
 * the calendar month in Japan time, as sales cut months.
 */
export const PlatformFigures = z.object({
  /** 'YYYY-MM', Japan time: the month the monthly figures cover. */
  month: z.string().regex(/^\d{4}-\d{2}$/).meta({ example: '2026-11' }),
  clients: z.object({
    /** Every client, whatever its status, as the console's client list counts them. */
    total: count,
    by_plan: z.array(z.object({ plan_id: planNumber(), plan_name: shown(100, '月額プラン'), clients: count })).max(1000),
    by_country: z.array(z.object({ country: z.enum(countryCodes), clients: count })).max(countryCodes.length),
  }),
  /** Customer users (not super admins) who logged in within the last `days` days. */
  active_users: z.object({ users: count, days: count }),
  calculations: z.object({
    /** Calculations requested this month (survey and shelf evaluations). */
    requested: count,
    /** Of those, calculations that delivered no image at all. */
    failed: count,
    /** Images that could not be scored in this month's calculations. */
    failed_images: count,
  }),
  /** Images accepted for calculation this month, and those given back (failed). */
  images: z.object({ calculated: count, refunded: count }),
  /** This month's sales per currency (plan fees and ad hoc usage). */
  sales: z.array(z.object({ currency: z.enum(currencies), plan_fees: z.number().meta({ example: 400000 }), usage_fees: z.number().meta({ example: 60000 }), total: z.number().meta({ example: 460000 }) })).max(currencies.length),
  /** How far each subscription (read models, reactors) is behind the head of the event log. */
  subscriptions: z.array(z.object({ name: shown(100, 'read-model:projects'), behind: count, heartbeat_at: isoTime().nullable() })).max(100),
});
export type PlatformFigures = z.infer<typeof PlatformFigures>;
