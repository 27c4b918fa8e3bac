import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DomainError, timeLimits } from '@packlens/contracts';

/**
 * One-time secrets: registration and password links, the registration `user` continuation, and MFA codes.
 *
 * Only hashes are stored (in events and read models). A link or code a mail must carry is derived again from its
 * id with a key only the servers hold (HMAC of the JWT secret), so the mail reactor can rebuild it from the event
 * while the database alone never reveals a usable secret.
 */
export type LinkPurpose = 'registration' | 'password-reset';

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * A token is the aggregate's id as 32 hex digits followed by a 43-character base64url secret: no separator, since
 * a dot would make `/register/{token}` look like a file to the static server, and URL-safe in any mail client.
 */
const tokenPattern = /^([0-9a-f]{32})([A-Za-z0-9_-]{43})$/;
const compactId = (id: string) => id.replaceAll('-', '');
const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** A token -> the id and secret it carries; undefined when it is not of that shape. */
export function parseToken(token: string): { id: string; secret: string } | undefined {
  const match = tokenPattern.exec(token.trim());
  return match ? { id: uuidOf(match[1]), secret: match[2] } : undefined;
}

/** A presented token's id and the hash of its secret; a token of the wrong shape is 'This URL is invalid'. */
export function presentedToken(token: string, invalid: 'URL_INVALID' | 'RESET_LINK_INVALID' = 'URL_INVALID'): { id: string; presentedHash: string } {
  const parsed = parseToken(token);
  if (!parsed) throw new DomainError(invalid);
  return { id: parsed.id, presentedHash: sha256Hex(parsed.secret) };
}

/** When a registration or password link issued at `from` stops working (24 h, sections 8 and 9). */
export const linkExpiry = (from: Date) => new Date(from.getTime() + timeLimits.urlValidityHours * 3600_000).toISOString();

/** A random secret and its token, for secrets that are handed over in a response, never mailed. */
export function randomToken(id: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${compactId(id)}${secret}`, hash: sha256Hex(secret) };
}

export interface OneTimeSecrets {
  /** The link token for `id`, as the mail carries it, and the hash events keep. */
  link(purpose: LinkPurpose, id: string): { token: string; hash: string };
  /** The 6-digit code of an MFA challenge. */
  mfaCode(challengeId: string): string;
  /** What a challenge stores of a code: an HMAC, so six digits cannot be found by hashing all million of them. */
  mfaCodeHash(challengeId: string, code: string): string;
}

export function oneTimeSecrets(masterSecret: string): OneTimeSecrets {
  const key = createHmac('sha256', masterSecret).update('packlens one-time secrets v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  return {
    link(purpose, id) {
      const secret = mac(`${purpose}:${id}`).toString('base64url');
      return { token: `${compactId(id)}${secret}`, hash: sha256Hex(secret) };
    },
    mfaCode(challengeId) {
      return String(mac(`mfa-code:${challengeId}`).readUInt32BE(0) % 1_000_000).padStart(6, '0');
    },
    mfaCodeHash(challengeId, code) {
      return mac(`mfa-hash:${challengeId}:${code}`).toString('hex');
    },
  };
}

export const newId = () => randomUUID();
