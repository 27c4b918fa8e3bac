import { z } from 'zod';
import { countryCodes } from '../catalogue/countries';
import { roleLevels, userStatuses } from '../catalogue/roles';
import { defineEvent, type EventOf } from './define-event';

const email = z.string().email().max(254);
const level = z.union(roleLevels.map((l) => z.literal(l)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]);

/** A company (or a person with a personal account) became a client. */
export const ClientRegistered = defineEvent(
  'ClientRegistered',
  z.object({
    clientId: z.string().uuid(),
    /** The 5-digit group id users quote to join or hand over the company (section 5). */
    groupId: z.string().regex(/^\d{5}$/),
    company: z.string().min(1).max(200),
    department: z.string().max(200).default(''),
    accountType: z.enum(['corporation', 'personal']),
    country: z.enum(countryCodes),
    address: z.string().max(400).default(''),
    telephone: z.string().regex(/^\d{0,20}$/).default(''),
    ownerName: z.string().max(200).default(''),
    planId: z.number().int().positive(),
    maxImages: z.number().int().nonnegative(),
    mfaEnabled: z.boolean().default(false),
    registeredAt: z.string().datetime(),
  }),
);

/** An e-mail address was taken for one user; the stream of the address makes it unique. */
export const EmailReserved = defineEvent(
  'EmailReserved',
  z.object({ email, userId: z.string().uuid() }),
);

export const UserRegistered = defineEvent(
  'UserRegistered',
  z.object({
    userId: z.string().uuid(),
    /** Null for the platform's super admins, who belong to no client. */
    clientId: z.string().uuid().nullable(),
    email,
    name: z.string().max(200).default(''),
    role: level,
    status: z.enum(userStatuses).default('valid'),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (base64). */
    passwordHash: z.string().min(1),
    registeredAt: z.string().datetime(),
  }),
);

/** A login succeeded; the session id is the `jti` of every token issued for it. */
export const SessionStarted = defineEvent(
  'SessionStarted',
  z.object({
    sessionId: z.string().uuid(),
    userId: z.string().uuid(),
    clientId: z.string().uuid().nullable(),
    startedAt: z.string().datetime(),
    expiresAt: z.string().datetime(),
    ip: z.string().max(64).optional(),
    userAgent: z.string().max(400).optional(),
  }),
);

export const SessionRefreshed = defineEvent(
  'SessionRefreshed',
  z.object({ sessionId: z.string().uuid(), expiresAt: z.string().datetime() }),
);

export const SessionEnded = defineEvent(
  'SessionEnded',
  z.object({
    sessionId: z.string().uuid(),
    reason: z.enum(['logout', 'revoked']),
    endedAt: z.string().datetime(),
  }),
);

export type IdentityEvent =
  | EventOf<typeof ClientRegistered>
  | EventOf<typeof EmailReserved>
  | EventOf<typeof UserRegistered>
  | EventOf<typeof SessionStarted>
  | EventOf<typeof SessionRefreshed>
  | EventOf<typeof SessionEnded>;
