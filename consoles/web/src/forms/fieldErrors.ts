import type { TFunction } from 'i18next';
import { errorCatalogue, formatErrorMessage, type ErrorCode, type ErrorParams, type Language } from '@packlens/contracts';
import type { Messages } from '../i18n/messages/ja';

/**
 * A field's error before it is put into words, so it follows the current language: a catalogue code (what
 * the server would answer), or one of the form's own texts for checks only a form makes (a repeated password).
 */
export type FieldProblem = { code: ErrorCode; params?: ErrorParams } | { text: FormTextKey };
export type FormTextKey = keyof Messages['forms']['problems'];

export type FieldProblems<F extends string = string> = Partial<Record<F, FieldProblem>>;

/** The part of a zod issue the mapping reads; the contracts' schemas name catalogue codes as issue messages. */
export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  format?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
}

/** Anything with zod's `safeParse`, without the web app depending on zod itself. */
export interface CheckingSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export const isCatalogueCode = (text: string): text is ErrorCode => Object.hasOwn(errorCatalogue, text);

/**
 * The catalogue code for a schema issue, read the way the API reads it (services/api validation.ts), so the
 * form shows before submitting the very message the server would answer with.
 */
export function problemOfIssue(issue: SchemaIssue): FieldProblem {
  if (isCatalogueCode(issue.message)) return { code: issue.message };
  if (issue.code === 'invalid_type') return { code: 'FIELD_REQUIRED' };
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return { code: 'FIELD_REQUIRED' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { code: 'TEXT_TOO_LONG', params: { max: Number(issue.maximum) } };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { code: 'EMAIL_INVALID' };
  return { code: 'VALIDATION_FAILED' };
}

/** Field name of an issue: the first part of its path (forms are flat). */
const fieldOfIssue = (issue: SchemaIssue): string => String(issue.path[0] ?? '');

/** Checks values against a schema; the first problem of each field, keyed by field name. */
export function checkWithSchema<F extends string>(schema: CheckingSchema, values: Record<F, unknown>): FieldProblems<F> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const problems: FieldProblems<F> = {};
  for (const issue of result.error.issues) {
    const field = fieldOfIssue(issue) as F;
    problems[field] ??= problemOfIssue(issue);
  }
  return problems;
}

export function problemText(problem: FieldProblem, language: Language, t: TFunction): string {
  if ('text' in problem) return t(`forms.problems.${problem.text}`);
  return formatErrorMessage(problem.code, language, problem.params);
}

/** Problems from several checks; the first one named for a field wins. */
export function firstProblems<F extends string>(...lists: FieldProblems<F>[]): FieldProblems<F> {
  const merged: FieldProblems<F> = {};
  for (const list of lists) {
    for (const [field, problem] of Object.entries(list) as [F, FieldProblem][]) merged[field] ??= problem;
  }
  return merged;
}
