import { z } from 'zod';

/**
 * Fields of API answers with their bounds and an example, as the OpenAPI document shows them (issue 15, items 5-6:
 * OWASP wants every string limited in length and every integer in range; Redocly checks each example against its
 * schema). Bounds here describe what the server writes, so they are true of every answer; inputs are limited where
 * they are declared (and enforced by the same zod schema).
 */

/** A count or an amount that only grows: 0 up to the largest integer JSON numbers keep exactly. */
export const count = (example: number) => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).meta({ example });

/** A plan's number (PostgreSQL int): 1 by month … 7 trial, and the add-ons. */
export const planNumber = (example = 1) => z.number().int().min(1).max(2147483647).meta({ example });

/** A text the server writes (a name, a label, a message), at most `max` characters. */
export const text = (max: number, example: string) => z.string().max(max).meta({ example });

/** A time as the server writes it (`Date.toISOString()`, 24 characters). */
export const isoTime = () => z.string().datetime().max(30);

/**
 * A signed link to a stored file (`/api/files/<token>`, valid about an hour): the token carries the file's key, its
 * type and the expiry (a few hundred characters).
 */
export const fileLink = () =>
  z
    .string()
    .max(2048)
    .meta({
      example:
        '/api/files/eyJrIjoiY2xpZW50cy8wMTkzYTFmMi02YzRlLTdiM2EtOWQyZi00ZThiMWM3YTVkOTAvM2YxYzlhN2U1YjJkNGM2ZThmMGExYjNjNWQ3ZTlmMmE0YjZjOGQwZTFmM2E1YjdjOWQyZTRmNmE4YjBjMWQzZS5wbmciLCJ0IjoiaW1hZ2UvcG5nIiwiZSI6MTc2NDA2MzAwMH0.iEkB5Wr3rXuRhrlkKFMWyCclm6fWP9YGDy77n3voBMo',
    });

/** A catalogue error code (problem details, field errors, failures): upper-case words. */
export const errorCode = (example = 'VALIDATION_FAILED') => z.string().max(64).meta({ example });

/**
 * Why a text or a list has no fixed bound, said in the document (`x-unbounded`) where OWASP asks for maxLength or
 * maxItems (services/api/.spectral.yaml accepts these reasons and no others; docs/api/partners.md lists them).
 */
export const unboundedBecause = {
  /** What a text model wrote: the answer's token limit (chat_token_limit, set by the super admin) bounds it; the API does not cut it. */
  modelWritten: 'model-written: bounded by the answer’s token limit (chat_token_limit), not cut by the API',
  /** A list of everything of a kind the client made, not paged yet. */
  notPaged: 'not paged: one entry per item the client made',
} as const;

/** A text a model wrote (names, catch-phrases, concepts, a panel's items). */
export const modelText = (example: string) => z.string().meta({ example, 'x-unbounded': unboundedBecause.modelWritten });

/** A list whose length a model's answer decides (the items of a naming answer). */
export const modelList = <T extends z.ZodType>(item: T) => z.array(item).meta({ 'x-unbounded': unboundedBecause.modelWritten });

/** A list of everything of a kind the client made, not paged yet. */
export const unpagedList = <T extends z.ZodType>(item: T) => z.array(item).meta({ 'x-unbounded': unboundedBecause.notPaged });

/** The most items a cursor-paged list answers at once (`limit`). */
export const pageLimit = 100;

/**
 * The query of a cursor-paged list (Stripe's and GitHub's way): `limit` items (1-100, default 100) after the item
 * `starting_after` names; a `Link: <…>; rel="next"` header says where the next page is, and is absent on the last.
 */
export const CursorPageQuery = z.object({
  limit: z.coerce
    .number({ error: 'INTEGER_REQUIRED' })
    .int({ error: 'INTEGER_REQUIRED' })
    .min(1, { error: 'VALUE_TOO_SMALL' })
    .max(pageLimit, { error: 'VALIDATION_FAILED' })
    .default(pageLimit)
    .meta({ example: 20 }),
  starting_after: z.string().uuid({ error: 'VALIDATION_FAILED' }).optional().meta({ example: '4f7d2c1e-9a0b-4c3d-8e5f-6a7b8c9d0e1f' }),
});

/** A cursor-paged list: at most `pageLimit` items. */
export const pagedList = <T extends z.ZodType>(item: T) => z.array(item).max(pageLimit);
