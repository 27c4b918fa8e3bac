import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../app/context';
import { problem } from '../app/problem';
import { fieldErrorOf } from '../app/validation';
import type { RequestInfo } from './identity-service';
import type { z } from 'zod';

/** The caller's address: the socket's, or with `trustProxy` the first X-Forwarded-For entry. IPv4-mapped IPv6 is unwrapped. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string | undefined {
  let ip: string | undefined;
  if (trustProxy) ip = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() || undefined;
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      ip = undefined; // not behind the Node server (specs call app.request directly)
    }
  }
  return ip?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

export function requestInfoOf(c: Context<AppEnv>, trustProxy = false): RequestInfo {
  return { requestId: c.get('requestId'), ip: clientIp(c, trustProxy), userAgent: c.req.header('User-Agent'), language: c.get('language') };
}

/**
 * Validates a body whose schema depends on state the route cannot know (the registration link's kind): the same
 * VALIDATION_FAILED problem as the router's hook, or the data.
 */
export function validateBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S, body: unknown): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: problem(c, 'VALIDATION_FAILED', {}, parsed.error.issues.map((issue) => fieldErrorOf(issue as never))) };
}
