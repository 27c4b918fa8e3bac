import { z } from 'zod';
import { countryCodes } from '../catalogue/countries';
import { count, isoTime, planNumber, text } from './openapi-fields';

/** The plan part of the authenticated user (section 3). */
export const UserPlan = z.object({
  id: planNumber(),
  /** 1 by month, 2 ad hoc, 3 free, 4 trial, and the add-on kinds (section 3). */
  plan_type: z.number().int().min(0).max(99).meta({ example: 1 }),
  name: text(100, '月額プラン'),
  name_en: text(100, 'Monthly plan'),
  name_cn: text(100, '月度套餐'),
  max_images: count(100).nullable(),
  max_accounts: count(5),
  unit_type_period: text(20, 'month').nullable(),
});

/** The authenticated user, with the fields of section 3. */
export const AuthenticatedUser = z.object({
  id: z.string().uuid(),
  email: text(254, 'brand.manager@example.co.jp'),
  name: text(100, '佐藤 花子'),
  role: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  client_id: z.string().uuid().nullable(),
  company: text(200, '株式会社サンプル飲料').nullable(),
  plan: UserPlan.nullable(),
  /** Plan setting (section 4): 0 off, 1 all, 2 ad hoc. */
  setting_plan: z.number().int().min(0).max(2).meta({ example: 1 }),
  plan_generate: planNumber(9).nullable(),
  plan_key_visual: planNumber(10).nullable(),
  plan_option: z.object({ type: z.enum(['day', 'month']), max_accounts: count(5) }).nullable(),
  expired_at: isoTime().nullable(),
  country: z.enum(countryCodes).nullable(),
  max_images: count(100).nullable(),
  used_amount: count(24),
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
  email: z.string().trim().min(1).max(254).meta({ example: 'brand.manager@example.co.jp' }),
  password: z.string().min(1).max(200).meta({ example: 'Sakura2026spring' }),
  mfa_code: z.string().regex(/^\d{6}$/).meta({ example: '482913' }).optional(),
});

export const TokenResponse = z.object({
  token: text(2048, 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjoiMDE5M2ExZjItNmM0ZS03YjNhLTlkMmYtNGU4YjFjN2E1ZDkwIn0.kq3Zr2y6Q8m1v0Jt4xw9Hc5b7nLp2dS8fG3aE6uY1oI'),
  /** Seconds until the token expires. */
  expires_in: count(7200),
  user: AuthenticatedUser,
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const RefreshTokenRequest = z.object({
  token: z.string().min(1).max(2048).meta({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjoiMDE5M2ExZjItNmM0ZS03YjNhLTlkMmYtNGU4YjFjN2E1ZDkwIn0.kq3Zr2y6Q8m1v0Jt4xw9Hc5b7nLp2dS8fG3aE6uY1oI' }),
});
