import { errorCatalogue, type ErrorCode } from './catalogue';
import type { ErrorParams } from './domain-error';

/** The part of a zod issue the catalogue mapping reads (structural, so consoles need not depend on zod). */
export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  format?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  /** A custom issue's values for its message (e.g. `{ max: 3000 }`). */
  params?: Record<string, unknown>;
}

/** Anything with zod's `safeParse`. */
export interface CheckingSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export const isCatalogueCode = (text: string): text is ErrorCode => Object.hasOwn(errorCatalogue, text);

/**
 * The catalogue code of a schema issue: the code the schema named as its message (the contracts' input rules do),
 * else the closest general one. The API answers with it and the consoles show it before submitting, so a form
 * says exactly what the server would.
 */
export function catalogueProblemOf(issue: SchemaIssue): { code: ErrorCode; params?: ErrorParams } {
  if (isCatalogueCode(issue.message)) {
    // A named code keeps the bound it was given, for messages such as "in {max} characters or fewer".
    if (issue.code === 'too_big' && issue.maximum !== undefined) return { code: issue.message, params: { max: Number(issue.maximum) } };
    if (issue.code === 'too_small' && issue.minimum !== undefined) return { code: issue.message, params: { min: Number(issue.minimum) } };
    if (issue.code === 'custom' && issue.params) return { code: issue.message, params: issue.params as ErrorParams };
    return { code: issue.message };
  }
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null || issue.input === '')) return { code: 'FIELD_REQUIRED' };
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return { code: 'FIELD_REQUIRED' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { code: 'TEXT_TOO_LONG', params: { max: Number(issue.maximum) } };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { code: 'EMAIL_INVALID' };
  return { code: 'VALIDATION_FAILED' };
}
