import type { ErrorCode } from '@packlens/contracts';
import { ProviderError } from '../errors';

/** Why a job stopped, as a catalogue code the user reads in their language. */
export function failureCodeOf(error: unknown, abortReason: 'cancel' | 'timeout' | 'lost' | undefined): ErrorCode {
  if (abortReason === 'cancel') return 'GENERATION_CANCELLED';
  if (abortReason === 'timeout') return 'GENERATION_TIMEOUT';
  if (!(error instanceof ProviderError)) return 'GENERATION_FAILED';
  switch (error.failure) {
    case 'rate_limited':
      return 'GENERATION_PROVIDER_BUSY';
    case 'unavailable':
    case 'network':
      return 'GENERATION_PROVIDER_UNAVAILABLE';
    case 'auth':
      return 'GENERATION_PROVIDER_AUTH';
    case 'bad_request':
      return 'GENERATION_REQUEST_REFUSED';
    case 'refused':
      return 'GENERATION_CONTENT_REFUSED';
    case 'bad_answer':
    case 'aborted':
      return 'GENERATION_FAILED';
  }
}

/**
 * How long to wait before the next try: what the provider asked for (Retry-After), else exponential from `baseMs`,
 * never more than `maxMs`.
 */
export function backoffMs(error: ProviderError, tryNumber: number, baseMs: number, maxMs: number): number {
  const asked = error.details.retryAfterMs;
  return Math.min(maxMs, asked ?? baseMs * 2 ** (tryNumber - 1));
}
