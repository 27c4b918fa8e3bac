import { z } from 'zod';
import { countryCodes } from '../catalogue/countries';
import { phonePattern } from '../catalogue/input-rules';
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
    /** Digits only (section 5); empty when not given. */
    telephone: z.union([z.literal(''), z.string().regex(phonePattern)]).default(''),
    ownerName: z.string().max(200).default(''),
    planId: z.number().int().positive(),
    maxImages: z.number().int().nonnegative(),
    mfaEnabled: z.boolean().default(false),
    registeredAt: z.string().datetime(),
  }),
);

/**
 * A value that must be unique (a user's e-mail, a client's group id) was taken by its owner. The value's own
 * stream, appended with "no stream", makes it unique without a lock across aggregates.
 */
export const UniqueValueReserved = defineEvent(
  'UniqueValueReserved',
  z.object({ kind: z.enum(['email', 'groupId']), value: z.string().min(1).max(254), ownerId: z.string().uuid() }),
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
  | EventOf<typeof UniqueValueReserved>
  | EventOf<typeof UserRegistered>
  | EventOf<typeof SessionStarted>
  | EventOf<typeof SessionRefreshed>
  | EventOf<typeof SessionEnded>;
