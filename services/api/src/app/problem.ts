import type { Context } from 'hono';
import { errorCatalogue, formatErrorMessage, type ErrorCode, type ErrorParams, type ProblemDetails } from '@packlens/contracts';
import type { AppEnv } from './context';

export interface FieldError {
  field: string;
  code: ErrorCode;
  params?: ErrorParams;
}

/** An RFC 9457 problem details body for a catalogue error, in the request's language. */
export function problemBody(c: Context<AppEnv>, code: ErrorCode, params: ErrorParams = {}, fields: FieldError[] = []): ProblemDetails {
  const language = c.get('language') ?? 'ja';
  const entry = errorCatalogue[code];
  return {
    type: `https://packlens.dev/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title: formatErrorMessage(code, 'en', params),
    status: entry.status,
    code,
    detail: formatErrorMessage(code, language, params),
    instance: c.req.path,
    requestId: c.get('requestId'),
    ...(fields.length
      ? { errors: fields.map((f) => ({ field: f.field, code: f.code, message: formatErrorMessage(f.code, language, f.params) })) }
      : {}),
  };
}

export function problem(c: Context<AppEnv>, code: ErrorCode, params: ErrorParams = {}, fields: FieldError[] = []): Response {
  const body = problemBody(c, code, params, fields);
  return c.body(JSON.stringify(body), body.status as 400, { 'Content-Type': 'application/problem+json; charset=UTF-8' });
}
