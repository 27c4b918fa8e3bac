import { catalogueProblemOf, type SchemaIssue } from '@packlens/contracts';
import type { FieldError } from './problem';

/** A zod issue as a field error (the catalogue's mapping, shared with the consoles' forms). */
export function fieldErrorOf(issue: SchemaIssue): FieldError {
  return { field: issue.path.map(String).join('.') || '(body)', ...catalogueProblemOf(issue) };
}
