import type { AppConfig } from '../config';
import { mailSettingsFromEnv, type MailSettings } from '../mail/mail-settings';
import { defaultRateLimits, type RateLimits } from './rate-limiter';

/** What the accounts flows need beyond the app's configuration. */
export interface AccountsOptions {
  mail: MailSettings;
  rateLimits: RateLimits;
  /** Read the client's address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** The development mail catcher (/dev/mail, /api/dev/mail); never in production. */
  devMail: boolean;
}

export function accountsOptionsFromEnv(env: NodeJS.ProcessEnv, config: AppConfig, defaults: { publicUrl?: string } = {}): AccountsOptions {
  const publicUrl = defaults.publicUrl ?? `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 8080}`;
  return {
    mail: mailSettingsFromEnv(env, { production: config.production, publicUrl }),
    rateLimits: defaultRateLimits,
    trustProxy: env.TRUST_PROXY === 'true',
    devMail: !config.production,
  };
}
