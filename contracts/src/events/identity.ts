import { z } from 'zod';
import { countryCodes } from '../catalogue/countries';
import { phonePattern } from '../catalogue/input-rules';
import { roleLevels, userStatuses } from '../catalogue/roles';
import { languages } from '../language';
import { defineEvent, type EventOf } from './define-event';

const email = z.string().email().max(254);
const level = z.union(roleLevels.map((l) => z.literal(l)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]);

const text = (max: number) => z.string().max(max).default('');
const isoTime = z.string().datetime();
const language = z.enum(languages);
/** Digits only (section 5); empty when not given. */
const phone = z.union([z.literal(''), z.string().regex(phonePattern)]);
/** sha256 of a one-time secret, hex. Secrets themselves are never stored (links and codes are derived again by the mailer). */
const secretHash = z.string().regex(/^[0-9a-f]{64}$/);

/** A company (or a person with a personal account) became a client. */
export const ClientRegistered = defineEvent(
  'ClientRegistered',
  z.object({
    clientId: z.string().uuid(),
    /** The 5-digit group id users quote to join or hand over the company (section 5). */
    groupId: z.string().regex(/^\d{5}$/),
    /** Empty for a trial client until the trial user completes their information. */
    company: z.string().max(200),
    department: text(200),
    headquarters: text(200),
    accountType: z.enum(['corporation', 'personal']),
    country: z.enum(countryCodes),
    zipCode: text(10),
    address: text(400),
    building: text(200),
    telephone: phone.default(''),
    ownerName: text(200),
    planId: z.number().int().positive(),
    maxImages: z.number().int().nonnegative(),
    mfaEnabled: z.boolean().default(false),
    /** The phone number kept with the multi-factor setting (section 3); codes go by mail. */
    mfaPhone: phone.default(''),
    /** Payment has been requested from a client on a plan with a fee (section 6). */
    requestPayment: z.boolean().default(false),
    registeredAt: isoTime,
  }),
);

const clientDetails = z.object({
  company: z.string().max(200),
  department: z.string().max(200),
  headquarters: z.string().max(200),
  accountType: z.enum(['corporation', 'personal']),
  country: z.enum(countryCodes),
  zipCode: z.string().max(10),
  address: z.string().max(400),
  building: z.string().max(200),
  telephone: phone,
  ownerName: z.string().max(200),
});

/** The company profile changed (by the super admin, or by a trial user completing their information). */
export const ClientDetailsChanged = defineEvent(
  'ClientDetailsChanged',
  z.object({ clientId: z.string().uuid(), changes: clientDetails.partial(), changedAt: isoTime }),
);

/** Settings only the super admin changes: multi-factor flag and phone, image limit, status, payment request. */
export const ClientSettingsChanged = defineEvent(
  'ClientSettingsChanged',
  z.object({
    clientId: z.string().uuid(),
    changes: z
      .object({
        mfaEnabled: z.boolean(),
        mfaPhone: phone,
        maxImages: z.number().int().nonnegative(),
        status: z.enum(['valid', 'invalid']),
        requestPayment: z.boolean(),
      })
      .partial(),
    changedAt: isoTime,
  }),
);

/**
 * A user took one of the client's accounts. The client's stream counts them, so the plan's maximum (section 6)
 * holds even when two additions race.
 */
export const ClientMemberAdmitted = defineEvent(
  'ClientMemberAdmitted',
  z.object({ clientId: z.string().uuid(), userId: z.string().uuid(), role: z.union([z.literal(0), z.literal(1)]) }),
);

export const ClientMemberReleased = defineEvent('ClientMemberReleased', z.object({ clientId: z.string().uuid(), userId: z.string().uuid() }));

/** The administrator role went to another user of the client (change_manager); the previous one became a user. */
export const AdministratorChanged = defineEvent(
  'AdministratorChanged',
  z.object({ clientId: z.string().uuid(), previousAdminId: z.string().uuid(), newAdminId: z.string().uuid(), changedAt: isoTime }),
);

/** The client's admin cancelled the contract: no user of the client can log in any more. */
export const ContractCancelled = defineEvent(
  'ContractCancelled',
  z.object({ clientId: z.string().uuid(), cancelledBy: z.string().uuid(), cancelledAt: isoTime }),
);

/**
 * A value that must be unique (a user's e-mail, a client's group id) was taken by its owner. The value's own
 * stream, appended with "no stream", makes it unique without a lock across aggregates.
 */
export const UniqueValueReserved = defineEvent(
  'UniqueValueReserved',
  z.object({ kind: z.enum(['email', 'groupId']), value: z.string().min(1).max(254), ownerId: z.string().uuid() }),
);

/** The owner gave the value up (a deleted user, a changed e-mail): someone else may take it. */
export const UniqueValueReleased = defineEvent(
  'UniqueValueReleased',
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
    furigana: text(100),
    department: text(200),
    role: level,
    status: z.enum(userStatuses).default('valid'),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (base64). */
    passwordHash: z.string().min(1),
    /** The language of the mails the user gets. */
    language: language.default('ja'),
    /**
     * How the account came about: the seed or a script, a registration, a trial, an admin adding the user with a
     * password, or an invitation (added without one; a mail asks the user to set it).
     */
    origin: z.enum(['system', 'registration', 'trial', 'admin', 'invitation']).default('system'),
    registeredAt: isoTime,
  }),
);

export const UserDetailsChanged = defineEvent(
  'UserDetailsChanged',
  z.object({
    userId: z.string().uuid(),
    changes: z.object({ name: z.string().max(200), furigana: z.string().max(100), department: z.string().max(200), email, language }).partial(),
    changedAt: isoTime,
  }),
);

/** Valid, invalid or lock (section 4); only valid users can log in. */
export const UserStatusChanged = defineEvent(
  'UserStatusChanged',
  z.object({ userId: z.string().uuid(), status: z.enum(userStatuses), changedAt: isoTime }),
);

/** Sessions started before a password change end with it. */
export const UserPasswordChanged = defineEvent(
  'UserPasswordChanged',
  z.object({ userId: z.string().uuid(), passwordHash: z.string().min(1), reason: z.enum(['reset', 'self', 'invitation']), changedAt: isoTime }),
);

export const UserDeleted = defineEvent(
  'UserDeleted',
  z.object({ userId: z.string().uuid(), clientId: z.string().uuid().nullable(), deletedAt: isoTime }),
);

/**
 * Someone asked to register (trial or full, section 2). The link `/register/{token}` is valid 24 h; the token is
 * `{registrationId}.{secret}` and only the secret's hash is kept. A trial request carries the chosen password's hash.
 */
export const RegistrationRequested = defineEvent(
  'RegistrationRequested',
  z.object({
    registrationId: z.string().uuid(),
    kind: z.enum(['full', 'trial']),
    email,
    tokenHash: secretHash,
    passwordHash: z.string().min(1).nullable(),
    country: z.enum(countryCodes),
    language,
    requestedAt: isoTime,
    expiresAt: isoTime,
  }),
);

/** The registration form of section 3 was sent; the link is used up and a `user` continuation takes over. */
export const RegistrationFormSubmitted = defineEvent(
  'RegistrationFormSubmitted',
  z.object({
    registrationId: z.string().uuid(),
    form: z.object({
      accountType: z.enum(['corporation', 'personal']),
      organization: z.string().max(200),
      headquarters: z.string().max(200),
      department: z.string().max(200),
      name: z.string().max(100),
      furigana: z.string().max(100),
      zipCode: z.string().max(10),
      address: z.string().max(400),
      building: z.string().max(200),
      telephone: phone,
      country: z.enum(countryCodes),
    }),
    passwordHash: z.string().min(1),
    continuationHash: secretHash,
    submittedAt: isoTime,
    expiresAt: isoTime,
  }),
);

export const RegistrationPlanSelected = defineEvent(
  'RegistrationPlanSelected',
  z.object({ registrationId: z.string().uuid(), planId: z.number().int().positive(), selectedAt: isoTime }),
);

export const RegistrationCompleted = defineEvent(
  'RegistrationCompleted',
  z.object({
    registrationId: z.string().uuid(),
    clientId: z.string().uuid(),
    userId: z.string().uuid(),
    groupId: z.string().regex(/^\d{5}$/),
    planId: z.number().int().positive(),
    completedAt: isoTime,
  }),
);

/**
 * A password-reset link (`/register/password_new/{token}`, 24 h) for a user; `invitation` when an admin added
 * the user without a password. Only for addresses that have an account; the API answers the same either way.
 */
export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  z.object({
    resetId: z.string().uuid(),
    userId: z.string().uuid(),
    email,
    language,
    purpose: z.enum(['reset', 'invitation']).default('reset'),
    tokenHash: secretHash,
    requestedAt: isoTime,
    expiresAt: isoTime,
  }),
);

export const PasswordResetCompleted = defineEvent(
  'PasswordResetCompleted',
  z.object({ resetId: z.string().uuid(), userId: z.string().uuid(), completedAt: isoTime }),
);

/** A login to an MFA client passed the password; a code goes by mail. `codeHash` is an HMAC of the code. */
export const MfaChallengeIssued = defineEvent(
  'MfaChallengeIssued',
  z.object({
    userId: z.string().uuid(),
    challengeId: z.string().uuid(),
    email,
    language,
    codeHash: secretHash,
    reason: z.enum(['login', 'resend']),
    issuedAt: isoTime,
    expiresAt: isoTime,
  }),
);

export const MfaCodeRejected = defineEvent(
  'MfaCodeRejected',
  z.object({ userId: z.string().uuid(), challengeId: z.string().uuid(), attempt: z.number().int().positive(), rejectedAt: isoTime }),
);

export const MfaChallengePassed = defineEvent(
  'MfaChallengePassed',
  z.object({ userId: z.string().uuid(), challengeId: z.string().uuid(), passedAt: isoTime }),
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
    /** The login passed a mail code. */
    mfa: z.boolean().default(false),
  }),
);

export const SessionRefreshed = defineEvent(
  'SessionRefreshed',
  /** `refreshedAt`: when (absent on events written before token rotation). */
  z.object({ sessionId: z.string().uuid(), expiresAt: z.string().datetime(), refreshedAt: z.string().datetime().optional() }),
);

export const SessionEnded = defineEvent(
  'SessionEnded',
  z.object({
    sessionId: z.string().uuid(),
    reason: z.enum(['logout', 'revoked', 'token_reused']),
    endedAt: z.string().datetime(),
  }),
);

export type IdentityEvent =
  | EventOf<typeof ClientRegistered>
  | EventOf<typeof ClientDetailsChanged>
  | EventOf<typeof ClientSettingsChanged>
  | EventOf<typeof ClientMemberAdmitted>
  | EventOf<typeof ClientMemberReleased>
  | EventOf<typeof AdministratorChanged>
  | EventOf<typeof ContractCancelled>
  | EventOf<typeof UniqueValueReserved>
  | EventOf<typeof UniqueValueReleased>
  | EventOf<typeof UserRegistered>
  | EventOf<typeof UserDetailsChanged>
  | EventOf<typeof UserStatusChanged>
  | EventOf<typeof UserPasswordChanged>
  | EventOf<typeof UserDeleted>
  | EventOf<typeof RegistrationRequested>
  | EventOf<typeof RegistrationFormSubmitted>
  | EventOf<typeof RegistrationPlanSelected>
  | EventOf<typeof RegistrationCompleted>
  | EventOf<typeof PasswordResetRequested>
  | EventOf<typeof PasswordResetCompleted>
  | EventOf<typeof MfaChallengeIssued>
  | EventOf<typeof MfaCodeRejected>
  | EventOf<typeof MfaChallengePassed>
  | EventOf<typeof SessionStarted>
  | EventOf<typeof SessionRefreshed>
  | EventOf<typeof SessionEnded>;

/** Every identity event definition, for the registry. */
export const identityEvents = {
  ClientRegistered,
  ClientDetailsChanged,
  ClientSettingsChanged,
  ClientMemberAdmitted,
  ClientMemberReleased,
  AdministratorChanged,
  ContractCancelled,
  UniqueValueReserved,
  UniqueValueReleased,
  UserRegistered,
  UserDetailsChanged,
  UserStatusChanged,
  UserPasswordChanged,
  UserDeleted,
  RegistrationRequested,
  RegistrationFormSubmitted,
  RegistrationPlanSelected,
  RegistrationCompleted,
  PasswordResetRequested,
  PasswordResetCompleted,
  MfaChallengeIssued,
  MfaCodeRejected,
  MfaChallengePassed,
  SessionStarted,
  SessionRefreshed,
  SessionEnded,
} as const;
