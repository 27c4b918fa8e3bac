import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { defaultLanguage, languageHeader, negotiateLanguage, parseLanguage } from '@packlens/contracts';
import type { Logger } from 'pino';
import type { AppEnv } from '../context';

const acceptableRequestId = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it looks sane), its language (the language header,
 * else Accept-Language, else Japanese) and a logger; logs one structured line when it is answered.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && acceptableRequestId.test(incoming) ? incoming : randomUUID();
    const language =
      parseLanguage(c.req.header(languageHeader)) ?? negotiateLanguage(c.req.header('Accept-Language')) ?? defaultLanguage;
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('language', language);
    c.set('logger', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    c.header('Content-Language', language);
    const auth = c.get('auth');
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        // A key's calls name the key (never the key itself), not the administrator it acts within.
        userId: auth?.apiKey ? undefined : auth?.userId,
        apiKeyId: auth?.apiKey?.keyId,
        clientId: auth?.clientId,
      },
      'request',
    );
  };
}
