import { createHash, randomBytes } from 'node:crypto';
import { apiKeyPrefix } from '@packlens/contracts';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 random bytes in base62 take 43 characters; shorter numbers are padded so every key has one length. */
const bodyLength = 43;

function base62(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(bodyLength, '0');
}

/** A new key: `pk_live_` and 256 random bits in base62 (copyable by a double click, safe in any header or shell). */
export function newApiKey(): string {
  return apiKeyPrefix + base62(randomBytes(32));
}

/** Whether a bearer credential is shaped as a key (else it is a login token or nonsense). */
export const looksLikeApiKey = (credential: string) => credential.startsWith(apiKeyPrefix);

const wellFormed = new RegExp(`^${apiKeyPrefix}[0-9A-Za-z]{${bodyLength}}$`);
export const isWellFormedApiKey = (credential: string) => wellFormed.test(credential);

/**
 * What is stored: the sha256 of the whole key. A key carries 256 random bits, so a fast hash is enough; a slow one
 * (scrypt, as for passwords) would only slow down every partner request.
 */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

export const lastFourOf = (key: string) => key.slice(-4);
