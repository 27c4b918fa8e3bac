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

export const clientStatuses = ['valid', 'invalid', 'cancelled'] as const;

export const AdminClient = z.object({
  id: z.string().uuid(),
  group_id: z.string(),
  company: z.string(),
  department: z.string(),
  headquarters: z.string(),
  account_type: z.enum(['corporation', 'personal']),
  country: z.enum(countryCodes),
  zip_code: z.string(),
  address: z.string(),
  building: z.string(),
  telephone: z.string(),
  /** The company's owner (representative) as registered: a name on the contract, not a login account. */
  owner_name: z.string(),
  /** The client's administrator account (role 1), read-only here; null for a client registered without one. */
  administrator: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }).nullable(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_expires_at: z.string().nullable(),
  max_images: z.number().int(),
  mfa_enabled: z.boolean(),
  mfa_phone: z.string(),
  request_payment: z.boolean(),
  status: z.enum(clientStatuses),
  user_count: z.number().int(),
  registered_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type AdminClient = z.infer<typeof AdminClient>;

const text = (max: number) => z.string().trim().max(max);
const phoneOrEmpty = z.union([z.literal(''), PhoneNumber]);

/** Editable fields of a client; every field of the console's edit form. */
export const AdminClientUpdate = z.object({
  company: requiredText(200),
  department: text(200).default(''),
  headquarters: text(200).default(''),
  account_type: z.enum(['corporation', 'personal']),
  country: z.enum(countryCodes),
  zip_code: ZipCode,
  address: text(400).default(''),
  building: text(200).default(''),
  telephone: phoneOrEmpty.default(''),
  owner_name: text(200).default(''),
  plan_id: wholeNumber(),
  max_images: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALUE_TOO_SMALL' })),
  mfa_enabled: z.boolean(),
  mfa_phone: phoneOrEmpty.default(''),
  request_payment: z.boolean().default(false),
  /** valid or invalid; a cancelled contract stays cancelled. */
  status: z.enum(['valid', 'invalid']).default('valid'),
});
export type AdminClientUpdate = z.infer<typeof AdminClientUpdate>;

/** A new client and its administrator, who receives a mail to set a password (valid 24 h). */
export const AdminClientCreate = AdminClientUpdate.extend({
  admin_email: EmailAddress,
  admin_name: requiredText(100),
  admin_language: z.enum(languages).default('ja'),
});
export type AdminClientCreate = z.infer<typeof AdminClientCreate>;

const count = z.number().int().nonnegative();

/**
 * The platform at a glance for the super admin's dashboard (Plug). Read from the read models only; "this month" is
 * the calendar month in Japan time, as sales cut months.
 */
export const PlatformFigures = z.object({
  /** 'YYYY-MM', Japan time: the month the monthly figures cover. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  clients: z.object({
    /** Every client, whatever its status, as the console's client list counts them. */
    total: count,
    by_plan: z.array(z.object({ plan_id: z.number().int(), plan_name: z.string(), clients: count })),
    by_country: z.array(z.object({ country: z.enum(countryCodes), clients: count })),
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
  sales: z.array(z.object({ currency: z.enum(currencies), plan_fees: z.number(), usage_fees: z.number(), total: z.number() })),
  /** How far each subscription (read models, reactors) is behind the head of the event log. */
  subscriptions: z.array(z.object({ name: z.string(), behind: count, heartbeat_at: z.string().nullable() })),
});
export type PlatformFigures = z.infer<typeof PlatformFigures>;
