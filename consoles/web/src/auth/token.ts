/** Refresh when fewer than this many seconds remain before the token's `exp` (section 4 and 9). */
export const refreshThresholdSeconds = 1800;

/** The part of the JWT payload the app reads; the server verifies the signature, the app never does. */
export interface TokenClaims {
  user_id: string;
  exp: number;
  role?: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a JWT without verifying it; undefined when the token is not a readable JWT. */
export function decodeTokenClaims(token: string): TokenClaims | undefined {
  const segments = token.split('.');
  if (segments.length !== 3) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(segments[1]));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { user_id, exp, role } = payload as Record<string, unknown>;
    if (typeof user_id !== 'string' || typeof exp !== 'number') return undefined;
    return { user_id, exp, role: typeof role === 'number' ? role : undefined };
  } catch {
    return undefined;
  }
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** True when the token must be refreshed before the next request. */
export function needsRefresh(exp: number, now: number): boolean {
  return exp - now < refreshThresholdSeconds;
}

export function isExpired(exp: number, now: number): boolean {
  return exp <= now;
}
