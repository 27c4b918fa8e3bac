import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDomainError } from '@packlens/contracts';
import { isBlobWriteFailed, isDatabaseUnavailable, isVersionConflict } from '@packlens/kernel';
import type { AppEnv } from './context';
import { problem } from './problem';

/** Maps what handlers throw to problem details: domain errors by their catalogue code, an unreachable database to 503, the rest to 500. */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (isDomainError(error)) {
    // A limit says when to come back (RFC 9110 Retry-After, in seconds).
    if (error.code === 'TOO_MANY_REQUESTS' && typeof error.params.retryAfter === 'number') c.header('Retry-After', String(error.params.retryAfter));
    const fields = error.fields ? Object.entries(error.fields).map(([field, code]) => ({ field, code, params: error.params })) : [];
    return problem(c, error.code, error.params, fields);
  }
  if (isVersionConflict(error)) return problem(c, 'VERSION_CONFLICT');
  if (error instanceof HTTPException) {
    // Hono's own refusals: unreadable JSON bodies, bodies too large.
    if (error.status === 413) return problem(c, 'FILE_TOO_LARGE');
    if (error.status === 415) return problem(c, 'UNSUPPORTED_MEDIA_TYPE');
    if (error.status === 400) return problem(c, 'MALFORMED_REQUEST');
  }
  // The database down or restarting: nothing was written (appends are transactions); the caller may come back.
  if (isDatabaseUnavailable(error)) {
    c.get('logger')?.warn({ err: error }, 'database unavailable');
    c.header('Retry-After', '5');
    return problem(c, 'SERVICE_UNAVAILABLE');
  }
  // The blob store full, read-only or unreachable: the file was not kept, and nothing that refers to it was recorded.
  if (isBlobWriteFailed(error)) {
    c.get('logger')?.error({ err: error }, 'blob store refused a write');
    c.header('Retry-After', '60');
    return problem(c, 'STORAGE_UNAVAILABLE');
  }
  c.get('logger')?.error({ err: error }, 'unhandled error');
  return problem(c, 'INTERNAL_ERROR');
};
