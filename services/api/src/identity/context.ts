import type { AppDeps } from '../app/deps';
import { oneTimeSecrets, type OneTimeSecrets } from './one-time-secrets';
import { rateLimiter, type RateLimiter } from './rate-limiter';
import { readYourWrites, type Settle } from './read-your-writes';
import type { AccountsOptions } from './settings';
import { identityHandlers, type IdentityHandlers } from './streams';

/** Everything the identity use cases share: dependencies, handlers, secrets, limits, and read-your-writes. */
export interface IdentityContext {
  deps: AppDeps;
  options: AccountsOptions;
  handlers: IdentityHandlers;
  secrets: OneTimeSecrets;
  limiter: RateLimiter;
  settle: Settle;
  now(): Date;
}

export function identityContext(deps: AppDeps, options: AccountsOptions): IdentityContext {
  return {
    deps,
    options,
    handlers: identityHandlers(deps.store),
    secrets: oneTimeSecrets(deps.config.jwtSecret),
    limiter: rateLimiter(deps.pool, options.rateLimits, deps.clock),
    settle: readYourWrites(deps.pool, deps.logger),
    now: () => deps.clock(),
  };
}
