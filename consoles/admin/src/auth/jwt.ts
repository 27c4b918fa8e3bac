/**
 * Reads a JWT's payload without verifying its signature: the console only needs `exp` to plan a refresh,
 * and the API verifies every token it receives.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const decoded: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return decoded && typeof decoded === 'object' ? (decoded as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds left before the token's `exp`; undefined when the token carries none. */
export function secondsUntilExpiry(token: string, nowMs: number): number | undefined {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' ? exp - Math.floor(nowMs / 1000) : undefined;
}
