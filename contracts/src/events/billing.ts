import { z } from 'zod';
import { countryCodes, currencies } from '../catalogue/countries';
import { languages } from '../language';
import { defineEvent, type EventOf } from './define-event';

const planRef = z.number().int().positive().nullable();
const isoTime = z.string().datetime();
const uuid = z.string().uuid();

/** An add-on period's end; absent when the change leaves it as it was (events written before periods existed). */
const periodEnd = isoTime.nullable().optional();

/** One fee a plan change charges (sales management): the plan or add-on, in the client's currency. */
export const PlanCharge = z.object({
  planId: z.number().int().positive(),
  amount: z.number().int().nonnegative(),
  currency: z.enum(currencies),
});

/**
 * A client's plan and add-ons changed; takes effect at once (section 4). Payload as section 3's plan change.
 * Written on the client's stream (`client-<id>`), which the identity decider folds too.
 */
export const PlanChanged = defineEvent(
  'PlanChanged',
  z.object({
    clientId: uuid,
    planId: z.number().int().positive(),
    planOptionId: planRef.default(null),
    planGenerateId: planRef.default(null),
    planKeyVisualId: planRef.default(null),
    /** Users chosen for an unlimited plan with an account maximum (section 4). */
    selectedUserIds: z.array(uuid).default([]),
    expiresAt: isoTime.nullable(),
    changedAt: isoTime,
    /** When each add-on's period ends (1 day or 1 month from the change); null without the add-on. */
    optionExpiresAt: periodEnd,
    generateExpiresAt: periodEnd,
    keyVisualExpiresAt: periodEnd,
    /** Add-on periods that were still running and that this change ended early, after the admin confirmed. */
    endedPeriods: z.array(z.enum(['option', 'generate', 'key_visual'])).optional(),
    /** What the change charges; empty for free and trial. Absent on changes made before sales management. */
    charges: z.array(PlanCharge).optional(),
    /** Who changed it: the client's admin, or the super admin in the console. */
    changedBy: z.enum(['admin', 'super_admin', 'registration']).optional(),
  }),
);

/**
 * The client's admin chose who uses the unlimited plan while the client has more accounts than the plan allows
 * (section 4), in user management. The admin is always among them. Written on the client's stream.
 */
export const PlanUsersSelected = defineEvent(
  'PlanUsersSelected',
  z.object({
    clientId: uuid,
    selectedUserIds: z.array(uuid).min(1),
    selectedBy: uuid,
    selectedAt: isoTime,
  }),
);

const priceFields = z.object({
  JPY: z.number().int().nonnegative().nullable(),
  CNY: z.number().int().nonnegative().nullable(),
  THB: z.number().int().nonnegative().nullable(),
  IDR: z.number().int().nonnegative().nullable(),
});

/** The fields of a plan the super admin edits in the console's plan settings (stream `plan-catalogue`). */
export const PlanChanges = z.object({
  name: z.object({ ja: z.string().min(1), en: z.string().min(1), 'zh-CN': z.string().min(1) }).optional(),
  price: priceFields.partial().optional(),
  maxImages: z.number().int().nonnegative().nullable().optional(),
  maxAccounts: z.number().int().positive().optional(),
  validityPeriod: z.number().int().positive().nullable().optional(),
});
export type PlanChanges = z.infer<typeof PlanChanges>;

/** The super admin edited a plan of the catalogue; clients see the new values at once. */
export const PlanEdited = defineEvent(
  'PlanEdited',
  z.object({
    planId: z.number().int().positive(),
    changes: PlanChanges,
    editedAt: isoTime,
  }),
);

/** System settings of section 6 (stream `system-settings`): only the fields that changed. */
export const SystemSettingChanges = z.object({
  /** Whether client admins may change plans: 0 off, 1 all, 2 ad hoc only. */
  planSetting: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /** Interface languages users may pick. */
  displayLanguages: z.array(z.enum(languages)).min(1).optional(),
  /** The language a visitor starts in. */
  initialLanguage: z.enum(languages).optional(),
  /** Whether costs (plan prices and usage amounts) are shown to client admins. */
  costDisplay: z.boolean().optional(),
  /** Chat (naming and catch-phrase) limits: tokens per request, and requests per conversation. */
  chatTokenLimit: z.number().int().positive().optional(),
  chatRequestLimit: z.number().int().positive().optional(),
  /** Requests per minute each partner API key may send (issue 15); absent in events before it, the default stands. */
  apiKeyRequestsPerMinute: z.number().int().positive().optional(),
});
export type SystemSettingChanges = z.infer<typeof SystemSettingChanges>;
export type SystemSettings = Required<SystemSettingChanges>;

/** The settings in force before the super admin changes any (section 6: everyone may change plans, every language). */
export const systemSettingDefaults: SystemSettings = {
  planSetting: 1,
  displayLanguages: [...languages],
  initialLanguage: 'ja',
  costDisplay: true,
  chatTokenLimit: 3000,
  chatRequestLimit: 20,
  apiKeyRequestsPerMinute: 600,
};

export const SystemSettingsChanged = defineEvent(
  'SystemSettingsChanged',
  z.object({ changes: SystemSettingChanges, changedAt: isoTime }),
);

/**
 * The AI provider's API key was set (or removed: null). Stored encrypted (AES-256-GCM); only its last four
 * characters are kept in clear, to show which key is in use.
 */
export const ChatApiKeyChanged = defineEvent(
  'ChatApiKeyChanged',
  z.object({
    encryptedKey: z.string().nullable(),
    lastFour: z.string().max(4).nullable(),
    changedAt: isoTime,
  }),
);

/**
 * An AI provider's connection, set by the super admin in system settings: the key sealed with AES-256-GCM (only its
 * last four characters in clear), an optional base URL (a proxy, or an OpenAI-compatible server at the customer's
 * site), and for Replicate the model versions the product names (the Japanese package-design model, the beer model,
 * background removal, the brand trainer). The event carries the whole new configuration. OpenAI's key is also
 * the chat configuration's API key of section 3 (ChatApiKeyChanged changes the same key).
 */
export const ProviderConfigured = defineEvent(
  'ProviderConfigured',
  z.object({
    provider: z.enum(['openai', 'anthropic', 'google', 'replicate']),
    encryptedKey: z.string().nullable(),
    lastFour: z.string().max(4).nullable(),
    baseUrl: z.string().max(500).nullable(),
    models: z.record(z.string(), z.string().max(200)).default({}),
    changedAt: isoTime,
  }),
);

/** A country's setting (section 3): whether prices and image limits are shown there (status), and its image limit. */
export const CountrySettingChanged = defineEvent(
  'CountrySettingChanged',
  z.object({
    country: z.enum(countryCodes),
    status: z.union([z.literal(0), z.literal(1)]),
    maxImages: z.number().int().nonnegative().nullable(),
    changedAt: isoTime,
  }),
);

/**
 * Generation usage of a client (tokens of chat models, tickets of image models) and what it costs; written by the
 * generation services once they exist (stream `usage-<clientId>`). Sales management sums it per month.
 */
export const GenerationUsageRecorded = defineEvent(
  'GenerationUsageRecorded',
  z.object({
    clientId: uuid,
    usageId: uuid,
    tokens: z.number().int().nonnegative(),
    tickets: z.number().int().nonnegative(),
    amount: z.number().int().nonnegative().default(0),
    currency: z.enum(currencies).default('JPY'),
    /** What used it (names, catch_phrases, concepts, concept_assist, ...), who answered, and whether it was the demo generator. */
    service: z.string().max(50).default(''),
    provider: z.string().max(50).default(''),
    demo: z.boolean().default(false),
    at: isoTime,
  }),
);

export type BillingEvent =
  | EventOf<typeof PlanChanged>
  | EventOf<typeof PlanUsersSelected>
  | EventOf<typeof PlanEdited>
  | EventOf<typeof SystemSettingsChanged>
  | EventOf<typeof ChatApiKeyChanged>
  | EventOf<typeof ProviderConfigured>
  | EventOf<typeof CountrySettingChanged>
  | EventOf<typeof GenerationUsageRecorded>;

export const billingEvents = {
  PlanChanged,
  PlanUsersSelected,
  PlanEdited,
  SystemSettingsChanged,
  ChatApiKeyChanged,
  ProviderConfigured,
  CountrySettingChanged,
  GenerationUsageRecorded,
} as const;
