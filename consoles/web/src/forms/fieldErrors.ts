import type { TFunction } from 'i18next';
import { catalogueProblemOf, formatErrorMessage, type CheckingSchema, type ErrorCode, type ErrorParams, type Language, type SchemaIssue } from '@packlens/contracts';
import type { Messages } from '../i18n/messages/ja';

/**
 * A field's error before it is put into words, so it follows the current language: a catalogue code (what
 * the server would answer), or one of the form's own texts for checks only a form makes (a repeated password).
 */
export type FieldProblem = { code: ErrorCode; params?: ErrorParams } | { text: FormTextKey };
export type FormTextKey = keyof Messages['forms']['problems'];

export type FieldProblems<F extends string = string> = Partial<Record<F, FieldProblem>>;

export type { CheckingSchema, SchemaIssue } from '@packlens/contracts';

/** The catalogue code for a schema issue, read the way the API reads it (one mapping, in contracts). */
export function problemOfIssue(issue: SchemaIssue): FieldProblem {
  return catalogueProblemOf(issue);
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
