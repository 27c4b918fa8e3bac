import { jwtVerify, SignJWT, errors } from 'jose';
import { TokenPayload } from '@packlens/contracts';
import { clockSkewToleranceSeconds } from '../config';

export interface TokenSigner {
  sign(payload: Omit<TokenPayload, 'exp'>, expiresAt: Date): Promise<string>;
  /** The payload of a valid token; `expired` when only its time ran out; `invalid` otherwise. */
  verify(token: string, now: Date): Promise<{ ok: true; payload: TokenPayload } | { ok: false; reason: 'expired' | 'invalid' }>;
}

const issuer = 'packlens';
const audience = 'packlens-api';

/** HS256 JWTs (jose) carrying the payload of section 3. */
export function tokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(payload, expiresAt) {
      const { jti, ...claims } = payload;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(jti)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: now,
          // Another replica's clock may be a little ahead of or behind this one's.
          clockTolerance: clockSkewToleranceSeconds,
        });
        const parsed = TokenPayload.safeParse(payload);
        return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, reason: 'invalid' };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
