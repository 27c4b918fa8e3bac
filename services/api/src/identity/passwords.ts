import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// scrypt with N=2^15, r=8, p=1 (OWASP's minimum is N=2^17 with r=8 for 128 MiB; 2^15 keeps a login near 50 ms
// on these 2-core machines; the parameters travel with each hash, so they can be raised without a migration).
const defaults = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = defaults;
  const key = await scrypt(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const N = Number(n);
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r),
  });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the e-mail is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(12).toString('hex')));
