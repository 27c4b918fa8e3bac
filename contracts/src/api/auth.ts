import { z } from 'zod';
import { countryCodes } from '../catalogue/countries';

/** The plan part of the authenticated user (section 3). */
export const UserPlan = z.object({
  id: z.number().int(),
  plan_type: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  max_images: z.number().int().nullable(),
  max_accounts: z.number().int(),
  unit_type_period: z.string().nullable(),
});

/** The authenticated user, with the fields of section 3. */
export const AuthenticatedUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  client_id: z.string().uuid().nullable(),
  company: z.string().nullable(),
  plan: UserPlan.nullable(),
  setting_plan: z.number().int(),
  plan_generate: z.number().int().nullable(),
  plan_key_visual: z.number().int().nullable(),
  plan_option: z.object({ type: z.enum(['day', 'month']), max_accounts: z.number().int() }).nullable(),
  expired_at: z.string().datetime().nullable(),
  country: z.enum(countryCodes).nullable(),
  max_images: z.number().int().nullable(),
  used_amount: z.number().int(),
});
export type AuthenticatedUser = z.infer<typeof AuthenticatedUser>;

/** What the token carries (section 3), plus the session id and role the API needs to authorise. */
export const TokenPayload = z.object({
  user_id: z.string().uuid(),
  exp: z.number().int(),
  plan: z.number().int().nullable(),
  max_images: z.number().int().nullable(),
  country: z.string().nullable(),
  expired_at: z.string().nullable(),
  role: z.number().int(),
  client_id: z.string().uuid().nullable(),
  jti: z.string().uuid(),
  /** Which of the session's tokens this is: 0 at login, one more at each refresh; only the newest works. */
  gen: z.number().int().nonnegative().default(0),
});
export type TokenPayload = z.infer<typeof TokenPayload>;

export const ObtainTokenRequest = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  mfa_code: z.string().regex(/^\d{6}$/).optional(),
});

export const TokenResponse = z.object({
  token: z.string(),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
  user: AuthenticatedUser,
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const RefreshTokenRequest = z.object({ token: z.string().min(1) });
