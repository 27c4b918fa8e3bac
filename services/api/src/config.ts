export interface AppConfig {
  /** HS256 secret for access tokens (at least 32 characters). */
  jwtSecret: string;
  /** Lifetime of an access token; a session times out when its token is not refreshed within it. */
  tokenTtlSeconds: number;
  /** Production mode: no development pages, secure cookies. */
  production: boolean;
  /** The China edition (section 2): the web app's root is a home page that redirects to Home. */
  edition: 'standard' | 'china';
  /**
   * Webhooks to any http(s) URL, loopback and private ranges included (WEBHOOKS_ALLOW_PRIVATE_URLS=true|false);
   * when absent, allowed outside production only. Production refuses them (SSRF) and plain http.
   */
  webhooksAllowPrivateUrls?: boolean;
  /**
   * How long an API process keeps an authenticated API key (with its client's state) before reading it again
   * (API_KEY_CACHE_MS, default 2000; 0 reads it on every request). A key revoked, or its client suspended, through any
   * replica is dropped at once by every HTTP server listening for `api_key_changes` (key-evictions.ts); this time only
   * bounds what a process keeps while that connection is down. Expiry dates are checked on every request.
   */
  apiKeyCacheMs?: number;
  /**
   * How long an API process keeps a project's results answer (RESULTS_CACHE_MS, default 5000; 0 makes it on every
   * request). Any change to the read models it is made of, through any replica, drops what every HTTP server keeps
   * at once (`read_model_changes`, projects/results-cache.ts); this time bounds what is kept while that connection
   * is down, and the age of an answer's signed links and remaining days.
   */
  resultsCacheMs?: number;
}

/**
 * How far apart the clocks of two API replicas may be while each honours what the other issued: a login token or a
 * signed file link is still taken this long after its expiry by the receiving replica's clock (docs/OPERATIONS.md).
 * Leases, rate-limit windows and idempotency keys use the database's clock and need no tolerance.
 */
export const clockSkewToleranceSeconds = 60;

export function configFromEnv(env: NodeJS.ProcessEnv, fallbackSecret?: string): AppConfig {
  const jwtSecret = env.JWT_SECRET ?? fallbackSecret;
  if (!jwtSecret || jwtSecret.length < 32) throw new Error('JWT_SECRET must be set to at least 32 characters');
  return {
    jwtSecret,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7200),
    production: env.NODE_ENV === 'production',
    edition: env.PACKLENS_EDITION === 'china' ? 'china' : 'standard',
    webhooksAllowPrivateUrls: env.WEBHOOKS_ALLOW_PRIVATE_URLS ? env.WEBHOOKS_ALLOW_PRIVATE_URLS === 'true' : undefined,
    apiKeyCacheMs: Number(env.API_KEY_CACHE_MS ?? 2000),
    resultsCacheMs: Number(env.RESULTS_CACHE_MS ?? 5000),
  };
}
