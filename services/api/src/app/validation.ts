import { errorCatalogue, type ErrorCode } from '@packlens/contracts';
import type { FieldError } from './problem';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  format?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
}

const isCatalogueCode = (message: string): message is ErrorCode => Object.hasOwn(errorCatalogue, message);

/** A zod issue as a field error: the catalogue code the schema named, else the closest general one. */
export function fieldErrorOf(issue: Issue): FieldError {
  const field = issue.path.map(String).join('.') || '(body)';
  if (isCatalogueCode(issue.message)) return { field, code: issue.message };
  if (issue.code === 'invalid_type' && issue.input === undefined) return { field, code: 'FIELD_REQUIRED' };
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return { field, code: 'FIELD_REQUIRED' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { field, code: 'TEXT_TOO_LONG', params: { max: Number(issue.maximum) } };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { field, code: 'EMAIL_INVALID' };
  return { field, code: 'VALIDATION_FAILED' };
}
