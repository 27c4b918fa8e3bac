import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in system settings (the AI provider's API key): AES-256-GCM with a key derived (HKDF-SHA256) from
 * PACKLENS_SETTINGS_KEY, or from JWT_SECRET when that is not set. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url);
 * only the last four characters of the key are ever shown.
 */
export interface SettingsSecret {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function settingsSecret(material: string): SettingsSecret {
  const key = Buffer.from(hkdfSync('sha256', material, 'packlens-settings', 'system-settings api key v1', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed settings secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The settings key from the environment: PACKLENS_SETTINGS_KEY, else the JWT secret. */
export function settingsKeyMaterial(env: NodeJS.ProcessEnv, jwtSecret: string): string {
  return env.PACKLENS_SETTINGS_KEY && env.PACKLENS_SETTINGS_KEY.length >= 16 ? env.PACKLENS_SETTINGS_KEY : jwtSecret;
}

export const lastFourOf = (key: string) => key.slice(-4);

/** The settings secret of this deployment (PACKLENS_SETTINGS_KEY, else the JWT secret). */
export const settingsSecretFor = (env: NodeJS.ProcessEnv, jwtSecret: string) => settingsSecret(settingsKeyMaterial(env, jwtSecret));
