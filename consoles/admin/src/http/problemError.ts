import type { ProblemDetails } from '@packlens/contracts';
import { HttpError } from 'react-admin';

/**
 * The API answers errors as problem details whose `detail` is already in the request's language, so that is
 * what notifications show. Field errors are handed on as `{ errors: { field: message } }`, the shape
 * react-admin forms read server-side validation from.
 */
export function toProblemError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const problem = error.body as Partial<ProblemDetails> | undefined;
  if (!problem || typeof problem.detail !== 'string') return error;
  const body: Record<string, unknown> = { ...problem };
  if (Array.isArray(problem.errors)) {
    body.errors = Object.fromEntries(problem.errors.map((fieldError) => [fieldError.field, fieldError.message]));
  }
  return new HttpError(problem.detail, error.status, body);
}

/** Answers after which the token is no use any more: unauthenticated, forbidden, gone (section 4). */
const sessionEndingStatuses = new Set([401, 403, 410]);

export function endsSession(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && sessionEndingStatuses.has(status);
}
