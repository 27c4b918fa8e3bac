/**
 * What can go wrong with a provider, in the product's terms. Adapters translate their SDK's errors into this;
 * the job runner retries what is `retryable` with back-off and maps the rest to catalogue errors.
 */
export type ProviderFailure =
  /** 429: too many requests or quota; retried after `retryAfterMs` when the provider says. */
  | 'rate_limited'
  /** 5xx or an overloaded provider; retried. */
  | 'unavailable'
  /** Could not connect, or the connection broke; retried. */
  | 'network'
  /** 401/403: the key is wrong or lacks access; the super admin must act. */
  | 'auth'
  /** 400/404/422: the request was refused (unknown model, bad parameter). */
  | 'bad_request'
  /** The provider's safety system refused the content. */
  | 'refused'
  /** The answer could not be read (e.g. structured output that is not the asked JSON). */
  | 'bad_answer'
  /** The caller aborted (cancel or the job's timeout). */
  | 'aborted';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly details: { provider: string; status?: number; retryAfterMs?: number; cause?: unknown } = { provider: 'unknown' },
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  get retryable(): boolean {
    return this.failure === 'rate_limited' || this.failure === 'unavailable' || this.failure === 'network';
  }
}

/** The failure an HTTP status stands for. */
export function failureOfStatus(status: number | undefined): ProviderFailure {
  if (status === undefined) return 'network';
  if (status === 429) return 'rate_limited';
  // 408: the request timed out on the way; worth another try.
  if (status === 408) return 'unavailable';
  if (status === 401 || status === 403) return 'auth';
  if (status >= 500) return 'unavailable';
  return 'bad_request';
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
