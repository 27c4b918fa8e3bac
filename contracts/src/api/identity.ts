/**
 * Identity and accounts API (issue 4): registration, login with MFA, password reset, users, login history.
 * Paths are section 7's table under /api; where section 7 says "not shown" the shape below is ours.
 * Every error is RFC 9457 problem details with a catalogue code (contracts/src/errors/catalogue.ts).
 * A refused request stores nothing. Answers never tell whether an e-mail address has an account.
 *
 * | method | path                                  | who            | request                          | response (status)                   | error codes |
 * |--------|---------------------------------------|----------------|----------------------------------|-------------------------------------|-------------|
 * | POST   | /api/auth/obtain_token/               | anyone         | ObtainTokenRequest (mfa_code?)   | TokenResponse (200)                 | VALIDATION_FAILED, INVALID_CREDENTIALS, MFA_CODE_REQUIRED (code sent by mail), MFA_CODE_INVALID, MFA_CODE_EXPIRED, MFA_TOO_MANY_ATTEMPTS, ACCOUNT_LOCKED, ACCOUNT_INACTIVE, TOO_MANY_REQUESTS |
 * | POST   | /api/auth/resend_mfa_code/            | anyone         | ResendMfaCodeRequest             | MailSentResponse (202)              | VALIDATION_FAILED, TOO_MANY_REQUESTS |
 * | POST   | /api/auth/refresh_token/, /auth/logout/ | (unchanged)  |                                  |                                     | |
 * | POST   | /api/register_user_trial/             | anyone         | TrialRegistrationRequest         | MailSentResponse (202)              | VALIDATION_FAILED, TOO_MANY_REQUESTS |
 * | POST   | /api/user_trial_validate/             | anyone         | TrialRegistrationRequest         | ValidationResponse (200)            | VALIDATION_FAILED |
 * | POST   | /api/pre_register/                    | anyone         | PreRegistrationRequest           | MailSentResponse (202)              | VALIDATION_FAILED, TOO_MANY_REQUESTS |
 * | POST   | /api/user_validate/                   | anyone         | RegistrationForm                 | ValidationResponse (200)            | VALIDATION_FAILED, PASSWORD_RULE, PHONE_RULE, TERMS_NOT_AGREED, ... per field |
 * | GET    | /api/register/{token}                 | link holder    | -                                | RegistrationLink (200)              | URL_INVALID (404: unknown, expired after 24 h, or already used) |
 * | POST   | /api/register/{token}                 | link holder    | RegistrationForm (full) or TrialRegistrationConfirm (trial) | RegistrationFormAccepted (200) for full; RegistrationCompletedResponse (201, logged in) for trial | URL_INVALID, VALIDATION_FAILED, EMAIL_ALREADY_REGISTERED |
 * | GET    | /api/register/plan_select?user=       | `user` holder  | -                                | RegistrationPlanChoice (200)        | URL_INVALID |
 * | PUT    | /api/register/plan_select             | `user` holder  | RegistrationPlanSelection        | RegistrationPlanChoice (200)        | URL_INVALID, VALIDATION_FAILED, PLAN_NOT_SELECTABLE |
 * | GET    | /api/register/confirm?user=           | `user` holder  | -                                | RegistrationSummary (200)           | URL_INVALID, PLAN_NOT_SELECTED |
 * | POST   | /api/register/confirm                 | `user` holder  | RegistrationConfirmation         | RegistrationCompletedResponse (201, logged in) | URL_INVALID, PLAN_NOT_SELECTED, EMAIL_ALREADY_REGISTERED |
 * | GET    | /api/register/complete?user=          | `user` holder  | -                                | RegistrationSummary (200, status completed) | URL_INVALID |
 * | GET    | /api/get_country_by_ip/               | anyone         | -                                | CountryByIp (200)                   | - |
 * | POST   | /api/reset_password                   | anyone         | PasswordResetRequest             | MailSentResponse (202, same answer for unknown e-mails) | VALIDATION_FAILED, TOO_MANY_REQUESTS |
 * | GET    | /api/reset_password?token=            | link holder    | -                                | PasswordResetLink (200)             | RESET_LINK_INVALID |
 * | PUT    | /api/reset_password                   | link holder    | PasswordResetCompletion          | PasswordChangedResponse (200)       | RESET_LINK_INVALID, VALIDATION_FAILED, PASSWORD_RULE, TOO_MANY_REQUESTS |
 * | GET    | /api/user_detail/                     | logged in      | -                                | AuthenticatedUser (200)             | UNAUTHENTICATED |
 * | GET    | /api/user_detail/{id}                 | self, admin of the client, super admin | -        | UserProfile (200)                   | NOT_FOUND (other client's user) |
 * | PUT    | /api/user_detail/{id}                 | self (name fields), admin of the client | UserUpdate | UserProfile (200)                 | NOT_FOUND, VALIDATION_FAILED, EMAIL_ALREADY_REGISTERED, OWN_ACCOUNT_NOT_ALLOWED (own status) |
 * | GET    | /api/user_staff/{id}                  | admin/user of client {id}, super admin | -        | ClientStaff (200)                   | NOT_FOUND |
 * | GET    | /api/user_verification_info/{id}      | self, admin of the client, super admin | -        | UserVerificationInfo (200)          | NOT_FOUND |
 * | GET    | /api/user_list/ (POST: same, query in body) | admin (role 1)          | UserListQuery              | UserListPage (200)                  | VALIDATION_FAILED, FORBIDDEN (role 0) |
 * | POST   | /api/user_add/                        | admin          | UserAddRequest                   | UserSummary (201); mail to the user  | VALIDATION_FAILED, USER_LIMIT_REACHED, EMAIL_ALREADY_REGISTERED |
 * | DELETE | /api/user_delete/{id}                 | admin          | -                                | 204                                 | NOT_FOUND, OWN_ACCOUNT_NOT_ALLOWED |
 * | POST   | /api/lock_user/                       | admin          | LockUsersRequest (listUser "id1,id2") | LockUsersResponse (200)        | VALIDATION_FAILED, NOT_FOUND (any id not of the caller's client: nothing changes), OWN_ACCOUNT_NOT_ALLOWED |
 * | PUT    | /api/change_manager/                  | admin          | ChangeManagerRequest (user_id, new_group_id) | ChangeManagerResponse (200) | VALIDATION_FAILED, GROUP_ID_RULE, GROUP_ID_MISMATCH, NOT_FOUND, USER_NOT_VALID, OWN_ACCOUNT_NOT_ALLOWED |
 * | GET    | /api/update_password_user_trial/{id}  | self, trial plan | -                              | TrialUserDetails (200)              | NOT_FOUND, NOT_A_TRIAL_ACCOUNT |
 * | PUT    | /api/update_password_user_trial/{id}  | self, trial plan | TrialUserUpdate (absent = kept) | AuthenticatedUser (200)             | NOT_FOUND, VALIDATION_FAILED, NOT_A_TRIAL_ACCOUNT, CURRENT_PASSWORD_INCORRECT |
 * | GET    | /api/cancel_contract/                 | admin          | -                                | ContractCancellationPreview (200)   | FORBIDDEN |
 * | POST   | /api/cancel_contract/                 | admin          | ContractCancellationRequest      | ContractCancelled (200); every user of the client is logged out | GROUP_ID_MISMATCH |
 * | GET    | /api/login_history/ (POST: same)      | admin: whole client; user: self | LoginHistoryQuery | LoginHistoryPage (200)            | VALIDATION_FAILED, NOT_FOUND (user of another client) |
 * | GET    | /api/login_history_monthly/           | as login_history | LoginCountsQuery (year?)       | LoginCounts (12 months of the year, Asia/Tokyo) | VALIDATION_FAILED, NOT_FOUND |
 * | GET    | /api/login_history_yearly/            | as login_history | LoginCountsQuery               | LoginCounts (one row per year with logins) | VALIDATION_FAILED, NOT_FOUND |
 * | GET    | /api/dev/mail?to=                     | super admin, not in production | -                | CapturedMail[] (200, newest first)  | UNAUTHENTICATED, FORBIDDEN, VALIDATION_FAILED; NOT_FOUND in production |
 *
 * The `user` parameter of plan_select / confirm / complete (section 2) is the opaque continuation string that
 * POST /api/register/{token} returns; it stays valid 24 h. Links in mails: /register/{token} (registration, 24 h),
 * /register/password_new/{token} (password reset, 24 h; also sent to users an admin added without a password).
 * Admin console endpoints (super admin) are in ./admin.ts.
 */
import { z } from 'zod';
import { countryCodes } from '../catalogue/countries';
import { GroupId, Password, PhoneNumber, requiredText, wholeNumber } from '../catalogue/input-rules';
import { userStatuses } from '../catalogue/roles';
import { uiDefaults } from '../catalogue/limits';
import { languages } from '../language';
import { TokenResponse, UserPlan } from './auth';
import { count, isoTime, planNumber, text } from './openapi-fields';

// ---------- building blocks ----------

/** An e-mail address: required, then well-formed (one field error, not two). */
export const EmailAddress = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(254, { error: 'EMAIL_INVALID' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }))
  .meta({ example: 'brand.manager@example.co.jp' });

const required = (max: number, example: string) => requiredText(max).meta({ example });
const optionalText = (max: number, example: string) => z.string().trim().max(max).default('').meta({ example });
export const LanguageCode = z.enum(languages);
export const CountryCodeSchema = z.enum(countryCodes);
export const UserStatusSchema = z.enum(userStatuses);
export const RoleLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const AccountType = z.enum(['corporation', 'personal']);
/** Zip codes: digits, letters, spaces and hyphens (Japan 123-4567, China 6 digits, Thailand/Indonesia 5). */
export const ZipCode = z.string().trim().regex(/^[0-9A-Za-z -]{0,10}$/, { error: 'VALIDATION_FAILED' }).default('').meta({ example: '150-0002' });
/** Opaque one-time strings from mails and from the registration form (75 URL-safe characters). */
export const OneTimeToken = z.string().trim().min(1, { error: 'URL_INVALID' }).max(200, { error: 'URL_INVALID' }).meta({ example: 'r7Kq2mXw9ZpT4vB8nL3sH6dF1gJ5cY0aE2uW7iO9kQ4tR8yU3pN6bM1vC5xZ0lA2sD7fG9hJ4kL8' });
/** A password-reset link's token: a dead one has its own message (it is not a registration, issue 19 item 10). */
export const ResetToken = z.string().trim().min(1, { error: 'RESET_LINK_INVALID' }).max(200, { error: 'RESET_LINK_INVALID' }).meta({ example: 'r7Kq2mXw9ZpT4vB8nL3sH6dF1gJ5cY0aE2uW7iO9kQ4tR8yU3pN6bM1vC5xZ0lA2sD7fG9hJ4kL8' });
const pageSize = wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALIDATION_FAILED' }).max(Math.max(...uiDefaults.pageSizes), { error: 'VALIDATION_FAILED' }))
  .refine((n) => (uiDefaults.pageSizes as readonly number[]).includes(n), { error: 'VALIDATION_FAILED' })
  .default(uiDefaults.defaultPageSize);
const page = wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALUE_TOO_SMALL' }).max(1_000_000, { error: 'VALIDATION_FAILED' })).default(1);

export const MailSentResponse = z.object({ status: z.literal('mail_sent') });
export const ValidationResponse = z.object({ valid: z.literal(true) });

// ---------- login ----------

export const ResendMfaCodeRequest = z.object({ email: EmailAddress });

// ---------- registration (section 2: /register/...) ----------

export const TrialRegistrationRequest = z.object({
  email: EmailAddress,
  password: Password.meta({ example: 'Sakura2026spring' }),
  /** Preselected from GET /api/get_country_by_ip/; the mail goes out in `language`. */
  country: CountryCodeSchema.default('jp'),
  language: LanguageCode.optional(),
});

export const PreRegistrationRequest = z.object({
  email: EmailAddress,
  country: CountryCodeSchema.default('jp'),
  language: LanguageCode.optional(),
});

/** The company and contact fields of section 3's registration form, shared with the trial user's update. */
const companyFields = {
  /** Company name; required for corporations, optional for personal accounts. */
  organization: optionalText(200, '株式会社サンプル飲料'),
  headquarters: optionalText(200, '東京本社'),
  department: optionalText(200, 'マーケティング部'),
  name: required(100, '佐藤 花子'),
  furigana: optionalText(100, 'さとう はなこ'),
  zip_code: ZipCode,
  address: required(400, '東京都渋谷区神宮前1-2-3'),
  building: optionalText(200, 'サンプルビル5階'),
  telephone: PhoneNumber.meta({ example: '0312345678' }),
  country: CountryCodeSchema,
};
const organizationRequiredForCorporations = (form: { account_type: string; organization: string }, ctx: z.RefinementCtx) => {
  if (form.account_type === 'corporation' && !form.organization) ctx.addIssue({ code: 'custom', path: ['organization'], message: 'FIELD_REQUIRED' });
};

/** The registration form of section 3. `email` is the link's address (shown read-only); a different one is refused. */
export const RegistrationForm = z
  .object({
    account_type: AccountType.default('corporation'),
    ...companyFields,
    email: EmailAddress.optional(),
    password: Password.meta({ example: 'Sakura2026spring' }),
    terms_agreed: z.literal(true, { error: 'TERMS_NOT_AGREED' }),
  })
  .superRefine(organizationRequiredForCorporations);
export type RegistrationForm = z.infer<typeof RegistrationForm>;

/** A trial link needs no form: the visitor agrees to the terms and starts. */
export const TrialRegistrationConfirm = z.object({ terms_agreed: z.literal(true, { error: 'TERMS_NOT_AGREED' }) });

export const RegistrationLink = z.object({
  kind: z.enum(['full', 'trial']),
  email: text(254, 'brand.manager@example.co.jp'),
  country: CountryCodeSchema,
  language: LanguageCode,
  expires_at: isoTime(),
});

export const RegistrationFormAccepted = z.object({
  /** The `user` parameter of /register/plan_select, /register/confirm and /register/complete. */
  user: text(200, 'r7Kq2mXw9ZpT4vB8nL3sH6dF1gJ5cY0aE2uW7iO9kQ4tR8yU3pN6bM1vC5xZ0lA2sD7fG9hJ4kL8'),
  next: z.literal('plan_select'),
});

/** A plan as the plan-select screen shows it: section 3's plan fields with its prices. */
export const SelectablePlan = UserPlan.omit({ unit_type_period: true }).extend({
  price: z.number().nullable().meta({ example: 20000 }),
  price_cn: z.number().nullable().meta({ example: 730 }),
  price_th: z.number().nullable().meta({ example: 3600 }),
  price_id: z.number().nullable().meta({ example: 1560000 }),
  has_fee: z.boolean(),
});

export const RegistrationPlanChoice = z.object({
  email: text(254, 'brand.manager@example.co.jp'),
  organization: text(200, '株式会社サンプル飲料'),
  country: CountryCodeSchema,
  selected_plan_id: planNumber().nullable(),
  plans: z.array(SelectablePlan).max(100),
});

export const RegistrationPlanSelection = z.object({ user: OneTimeToken, plan_id: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALUE_TOO_SMALL' }).max(2147483647, { error: 'VALIDATION_FAILED' })).meta({ example: 1 }) });
export const RegistrationConfirmation = z.object({ user: OneTimeToken });
export const RegistrationUserQuery = z.object({ user: OneTimeToken });

/** The registration form's company fields as stored (the registration summary, a trial user's details). */
const registeredCompany = {
  account_type: AccountType,
  organization: text(200, '株式会社サンプル飲料'),
  headquarters: text(200, '東京本社'),
  department: text(200, 'マーケティング部'),
  name: text(100, '佐藤 花子'),
  furigana: text(100, 'さとう はなこ'),
  zip_code: text(10, '150-0002'),
  address: text(400, '東京都渋谷区神宮前1-2-3'),
  building: text(200, 'サンプルビル5階'),
  telephone: text(15, '0312345678'),
  country: CountryCodeSchema,
};

export const RegistrationSummary = z.object({
  status: z.enum(['plan_select', 'confirm', 'completed']),
  email: text(254, 'brand.manager@example.co.jp'),
  ...registeredCompany,
  plan: SelectablePlan.nullable(),
  /** Set once completed. */
  group_id: text(5, '40217').nullable(),
});

/** Registration done: the new admin is logged in (a TokenResponse) and told their company's group id. */
export const RegistrationCompletedResponse = TokenResponse.extend({
  user_id: z.string().uuid(),
  client_id: z.string().uuid(),
  group_id: text(5, '40217'),
});

// ---------- country by IP ----------

export const CountryByIp = z.object({
  /** Section 3's country user code: jp, cn, th, id or ot. */
  country: CountryCodeSchema,
  /** The ISO 3166 code the GeoIP data gave, when it knew the address. */
  country_code: text(2, 'JP').nullable(),
  language: LanguageCode,
  /** geoip: from the address; accept-language: the address was private or unknown; default: neither told. */
  source: z.enum(['geoip', 'accept-language', 'default']),
});

// ---------- password reset ----------

export const PasswordResetRequest = z.object({ email: EmailAddress, language: LanguageCode.optional() });
export const PasswordResetLinkQuery = z.object({ token: ResetToken });
export const PasswordResetLink = z.object({
  /** Masked (`ta***@example.com`), so a forwarded link does not spell out the address. */
  email: text(254, 'br***@example.co.jp'),
  expires_at: isoTime(),
});
export const PasswordResetCompletion = z.object({ token: ResetToken, password: Password.meta({ example: 'Sakura2026spring' }) });
export const PasswordChangedResponse = z.object({ status: z.literal('password_changed') });

// ---------- users (section 6: admin manages the client's users) ----------

export const UserSummary = z.object({
  id: z.string().uuid(),
  email: text(254, 'brand.manager@example.co.jp'),
  name: text(100, '佐藤 花子'),
  furigana: text(100, 'さとう はなこ'),
  department: text(200, 'マーケティング部'),
  role: RoleLevelSchema,
  status: UserStatusSchema,
  login_count: count(42),
  last_login_at: isoTime().nullable(),
  registered_at: isoTime(),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const UserProfile = UserSummary.extend({
  client_id: z.string().uuid().nullable(),
  company: text(200, '株式会社サンプル飲料').nullable(),
  language: LanguageCode,
});

export const UserListQuery = z.object({
  page,
  page_size: pageSize,
  /** Free text over name, furigana, e-mail and department. */
  search: z.string().trim().max(200).meta({ example: '佐藤' }).optional(),
  status: UserStatusSchema.optional(),
  role: wholeNumber('VALIDATION_FAILED', (n) => n.min(0).max(1)).meta({ example: 0 }).optional(),
});

export const UserListPage = z.object({
  count: count(12),
  page: z.number().int().min(1).max(1_000_000).meta({ example: 1 }),
  page_size: z.number().int().min(1).max(Math.max(...uiDefaults.pageSizes)).meta({ example: uiDefaults.defaultPageSize }),
  results: z.array(UserSummary).max(Math.max(...uiDefaults.pageSizes)),
  /** Accounts the client has now and may have on its plan (section 6: default 5, free and generate plans 3). */
  account_count: count(4),
  max_accounts: count(5),
});

export const UserAddRequest = z.object({
  email: EmailAddress,
  name: required(100, '鈴木 一郎'),
  furigana: optionalText(100, 'すずき いちろう'),
  department: optionalText(200, 'デザイン部'),
  /** When omitted the user gets a mail with a link to set their own password (valid 24 h). */
  password: Password.meta({ example: 'Sakura2026spring' }).optional(),
  language: LanguageCode.optional(),
});

export const UserUpdate = z.object({
  name: required(100, '鈴木 一郎').optional(),
  furigana: z.string().trim().max(100).meta({ example: 'すずき いちろう' }).optional(),
  department: z.string().trim().max(200).meta({ example: 'デザイン部' }).optional(),
  /** Admins only. */
  email: EmailAddress.optional(),
  /** Admins only, not on their own account: valid, invalid or lock (section 4). */
  status: UserStatusSchema.optional(),
  language: LanguageCode.optional(),
});

/** Section 7: `listUser` is a comma-separated string of user ids. `lock: false` unlocks. */
export const LockUsersRequest = z.object({
  listUser: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(4000)
    .meta({ example: '0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90,0193a1f3-1b2c-7d4e-8f5a-6b7c8d9e0f1a' })
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string().uuid({ error: 'VALIDATION_FAILED' })).min(1, { error: 'FIELD_REQUIRED' })),
  lock: z.boolean().default(true),
});
export const LockUsersResponse = z.object({ users: z.array(z.object({ id: z.string().uuid(), status: UserStatusSchema })).max(200) });

/**
 * Hands the administrator role to another user of the client. `new_group_id` is the company's 5-digit group id,
 * typed by the admin to confirm which company is handed over (shown on My page).
 */
export const ChangeManagerRequest = z.object({ user_id: z.string().uuid({ error: 'FIELD_REQUIRED' }), new_group_id: GroupId.meta({ example: '40217' }) });
export const ChangeManagerResponse = z.object({ administrator_id: z.string().uuid(), previous_administrator_id: z.string().uuid() });

export const StaffMember = z.object({
  id: z.string().uuid(),
  name: text(100, '佐藤 花子'),
  email: text(254, 'brand.manager@example.co.jp'),
  role: RoleLevelSchema,
  status: UserStatusSchema,
});
export const ClientStaff = z.object({
  client_id: z.string().uuid(),
  company: text(200, '株式会社サンプル飲料'),
  group_id: text(5, '40217'),
  account_count: count(4),
  max_accounts: count(5),
  users: z.array(StaffMember).max(10_000),
});

export const UserVerificationInfo = z.object({
  user_id: z.string().uuid(),
  /** Masked address the codes go to. */
  email: text(254, 'br***@example.co.jp'),
  status: UserStatusSchema,
  /** The client's multi-factor flag (section 4: 1 enabled, 0 disabled). */
  mfa_enabled: z.boolean(),
  mfa_channel: z.literal('email'),
  /** Masked phone number on the client's MFA setting, when one is set. */
  mfa_phone: text(15, '*******5678').nullable(),
  /** A code was sent and can still be entered. */
  mfa_pending: z.boolean(),
  last_login_at: isoTime().nullable(),
  password_changed_at: isoTime().nullable(),
});

/**
 * GET /update_password_user_trial/{id}: what the trial user's company registered, to open the information form
 * filled (a company that registered with the full form and chose the trial has all of it; a trial started from
 * e-mail and password has little).
 */
export const TrialUserDetails = z.object(registeredCompany);
export type TrialUserDetails = z.infer<typeof TrialUserDetails>;

/** An optional field of the update: absent means unchanged, '' means cleared. */
const keptUnlessGiven = (max: number, example: string) => z.string().trim().max(max).meta({ example }).optional();

/**
 * PUT /update_password_user_trial/{id} (/register/update_information): a trial user completes their details and
 * may set a new password. A field left out keeps its registered value, so a save never erases what the user did
 * not clear; name, address, telephone and country are required, as on the registration form.
 */
export const TrialUserUpdate = z
  .object({
    account_type: AccountType.optional(),
    organization: keptUnlessGiven(200, '株式会社サンプル飲料'),
    headquarters: keptUnlessGiven(200, '東京本社'),
    department: keptUnlessGiven(200, 'マーケティング部'),
    name: companyFields.name,
    furigana: keptUnlessGiven(100, 'さとう はなこ'),
    zip_code: z.string().trim().regex(/^[0-9A-Za-z -]{0,10}$/, { error: 'VALIDATION_FAILED' }).meta({ example: '150-0002' }).optional(),
    address: companyFields.address,
    building: keptUnlessGiven(200, 'サンプルビル5階'),
    telephone: companyFields.telephone,
    country: companyFields.country,
    current_password: z.string().max(200).meta({ example: 'Trial2026start' }).optional(),
    new_password: Password.meta({ example: 'Sakura2026spring' }).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.account_type === 'corporation' && !form.organization) ctx.addIssue({ code: 'custom', path: ['organization'], message: 'FIELD_REQUIRED' });
    if (form.new_password && !form.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'FIELD_REQUIRED' });
    }
  });

export const ContractCancellationPreview = z.object({
  client_id: z.string().uuid(),
  company: text(200, '株式会社サンプル飲料'),
  group_id: text(5, '40217'),
  plan_id: planNumber(),
  account_count: count(4),
  /** Cancelling takes effect at once: every user of the client is logged out and cannot log in again. */
  effective: z.literal('immediately'),
});
/** The admin types the company's group id to confirm. */
export const ContractCancellationRequest = z.object({ group_id: GroupId.meta({ example: '40217' }) });
export const ContractCancelledResponse = z.object({ status: z.literal('cancelled'), cancelled_at: isoTime() });

// ---------- login history (My page: login count and history) ----------

const isoDate = z.string().max(40, { error: 'VALIDATION_FAILED', abort: true }).datetime({ offset: true, error: 'VALIDATION_FAILED' }).meta({ example: '2026-11-01T00:00:00+09:00' });
export const LoginHistoryQuery = z.object({
  page,
  page_size: pageSize,
  user_id: z.string().uuid({ error: 'VALIDATION_FAILED' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const LoginHistoryEntry = z.object({
  session_id: z.string().uuid(),
  user_id: z.string().uuid(),
  name: text(100, '佐藤 花子').nullable(),
  email: text(254, 'brand.manager@example.co.jp').nullable(),
  logged_in_at: isoTime(),
  ip: text(64, '203.0.113.24').nullable(),
  user_agent: text(1000, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36').nullable(),
  /** The login needed a mail code. */
  mfa: z.boolean(),
});
export const LoginHistoryPage = z.object({
  count: count(87),
  page: z.number().int().min(1).max(1_000_000).meta({ example: 1 }),
  page_size: z.number().int().min(1).max(Math.max(...uiDefaults.pageSizes)).meta({ example: uiDefaults.defaultPageSize }),
  results: z.array(LoginHistoryEntry).max(Math.max(...uiDefaults.pageSizes)),
});
export const LoginCountsQuery = z.object({
  user_id: z.string().uuid({ error: 'VALIDATION_FAILED' }).optional(),
  /** For the monthly counts: the calendar year (default: this year). */
  year: wholeNumber('INTEGER_REQUIRED', (n) => n.min(2000, { error: 'VALUE_TOO_SMALL' }).max(2100)).meta({ example: 2026 }).optional(),
});
export const LoginCounts = z.object({
  /** Months and years are counted in this time zone. */
  time_zone: text(64, 'Asia/Tokyo'),
  /** `2026-11` for months, `2026` for years. */
  results: z.array(z.object({ period: text(7, '2026-11'), count: count(31) })).max(200),
  total: count(214),
});

// ---------- development mail catcher ----------

export const CapturedMail = z.object({
  id: z.string().uuid(),
  to: text(254, 'brand.manager@example.co.jp'),
  from: text(320, 'Packlens <no-reply@packlens.example.co.jp>'),
  subject: text(500, '【Packlens】ログイン確認コード'),
  text: text(100_000, 'ログイン確認コード: 482913（10分間有効）'),
  html: text(200_000, '<p>ログイン確認コード: <strong>482913</strong>（10分間有効）</p>'),
  /** Every http(s) link in the text, in order. */
  links: z.array(text(2048, 'https://packlens.example.co.jp/register/password_new/r7Kq2mXw9ZpT4vB8nL3sH6dF1gJ5cY0a')).max(100),
  kind: text(64, 'mfa_code'),
  language: LanguageCode,
  created_at: isoTime(),
});
export type CapturedMail = z.infer<typeof CapturedMail>;

