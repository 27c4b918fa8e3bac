/** Connection-level failures: the database is down, restarting, refusing connections or out of them. */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const unavailableMessages = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error means the database cannot be reached right now (server down or restarting, connection lost,
 * no connection to be had in time), as opposed to a query that failed: the API answers 503 with Retry-After, and
 * the caller may try again. Looks into AggregateError (several addresses tried) and `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  // SQLSTATE class 08: connection exceptions.
  if (typeof e.code === 'string' && (unavailableCodes.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  if (typeof e.message === 'string' && unavailableMessages.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
