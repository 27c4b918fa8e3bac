import type { Context } from 'hono';
import { errorCatalogue, formatErrorMessage, type ErrorCode, type ErrorParams, type ProblemDetails } from '@packlens/contracts';
import type { AppEnv } from './context';

export interface FieldError {
  field: string;
  code: ErrorCode;
  params?: ErrorParams;
}

/** Messages are short (the longest template is under 200 characters); a parameter from a request cannot make one long. */
const bounded = (message: string) => message.slice(0, 1000);

/** An RFC 9457 problem details body for a catalogue error, in the request's language. */
export function problemBody(c: Context<AppEnv>, code: ErrorCode, params: ErrorParams = {}, fields: FieldError[] = []): ProblemDetails {
  const language = c.get('language') ?? 'ja';
  const entry = errorCatalogue[code];
  return {
    type: `https://packlens.dev/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title: bounded(formatErrorMessage(code, 'en', params)),
    status: entry.status,
    code,
    detail: bounded(formatErrorMessage(code, language, params)),
    instance: c.req.path,
    requestId: c.get('requestId'),
    ...(fields.length
      ? // At most 100 field errors (the document's maxItems): a body of thousands of bad items need not be answered item by item.
        { errors: fields.slice(0, 100).map((f) => ({ field: f.field.slice(0, 200), code: f.code, message: bounded(formatErrorMessage(f.code, language, f.params)) })) }
      : {}),
  };
}

export function problem(c: Context<AppEnv>, code: ErrorCode, params: ErrorParams = {}, fields: FieldError[] = []): Response {
  const body = problemBody(c, code, params, fields);
  return c.body(JSON.stringify(body), body.status as 400, { 'Content-Type': 'application/problem+json; charset=UTF-8' });
}
