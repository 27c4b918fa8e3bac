import { languageHeader, ProblemDetails, TokenResponse } from '@packlens/contracts';
import { currentLanguage } from '../i18n/i18n';
import { sessionStore, type Session } from '../auth/session';
import { needsRefresh, nowInSeconds } from '../auth/token';

/** Anything with a zod-like `parse`; the contracts' schemas fit. */
export interface Schema<T> {
  parse(data: unknown): T;
}

/** An API answer other than 2xx, with its RFC 9457 problem details when the server sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDetails | undefined,
  ) {
    super(problem?.detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** Field errors of a validation problem, keyed by field name (the last part of its path). */
  fieldErrors(): Record<string, string> {
    const entries = (this.problem?.errors ?? []).map((e) => [e.field.split('.').pop() ?? e.field, e.message]);
    return Object.fromEntries(entries);
  }
}

/** Section 4: these answers to an authenticated request mean the login is gone. */
export const authLostStatuses: ReadonlySet<number> = new Set([401, 403, 410]);

type AuthLostListener = (status: number) => void;
let authLostListener: AuthLostListener | undefined;

/** The app registers here to go to /login; the API layer itself knows nothing about routing. */
export function onAuthLost(listener: AuthLostListener): () => void {
  authLostListener = listener;
  return () => {
    if (authLostListener === listener) authLostListener = undefined;
  };
}

function loseAuth(status: number, tokenSent: string): void {
  // An old request answered after a new login must not log the new session out.
  if (sessionStore.get()?.token !== tokenSent) return;
  sessionStore.clear();
  authLostListener?.(status);
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

interface SendOptions {
  method: string;
  /** JSON, or a FormData sent as multipart (the browser sets its boundary). */
  body?: unknown;
  token?: string;
  /** What the caller wants back: JSON unless told otherwise (a PDF, an event stream). */
  accept?: string;
  /** Ends a long answer (an event stream) the caller no longer reads. */
  signal?: AbortSignal;
}

function send(path: string, { method, body, token, accept = 'application/json', signal }: SendOptions): Promise<Response> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers = new Headers({ Accept: accept, [languageHeader]: currentLanguage() });
  if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const csrfToken = readCookie('csrftoken');
  if (csrfToken) headers.set('X-CSRFToken', csrfToken);
  return fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const parsed = ProblemDetails.safeParse(await response.json());
    return new ApiError(response.status, parsed.success ? parsed.data : undefined);
  } catch {
    return new ApiError(response.status, undefined);
  }
}

let refreshInFlight: Promise<void> | undefined;

async function refresh(session: Session): Promise<void> {
  let response: Response;
  try {
    response = await send('/auth/refresh_token/', { method: 'POST', body: { token: session.token }, token: session.token });
  } catch {
    return; // Unreachable server: keep using the token while it is still valid.
  }
  if (response.ok) {
    sessionStore.signIn(TokenResponse.parse(await response.json()));
    return;
  }
  if (authLostStatuses.has(response.status)) {
    const error = await toApiError(response);
    loseAuth(response.status, session.token);
    throw error;
  }
}

/** The token check that precedes each request (section 7): refresh first when it is about to expire. */
async function freshSession(): Promise<Session | null> {
  const session = sessionStore.get();
  if (!session || !needsRefresh(session.claims.exp, nowInSeconds())) return session;
  // Parallel requests share one refresh.
  refreshInFlight ??= refresh(session).finally(() => {
    refreshInFlight = undefined;
  });
  await refreshInFlight;
  return sessionStore.get();
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart (uploads). */
  body?: unknown;
  /** Validates the response body; leave out for answers without one (204). */
  schema?: Schema<T>;
  /** Requests made without a login (obtain a token): their 401 is an answer, not a lost session. */
  anonymous?: boolean;
}

/**
 * Every request's rules in one place: the token check (refresh) before it, the language, token and CSRF
 * headers, and on 401/403/410 the lost login (session cleared, the app drops its cache and goes to /login).
 */
async function authorisedSend(
  path: string,
  options: { method: string; body?: unknown; accept?: string; anonymous?: boolean; signal?: AbortSignal },
): Promise<Response> {
  const session = options.anonymous ? null : await freshSession();
  const token = session?.token;
  const response = await send(path, { method: options.method, body: options.body, token, accept: options.accept, signal: options.signal });
  if (!response.ok) {
    const error = await toApiError(response);
    if (token && authLostStatuses.has(response.status)) loseAuth(response.status, token);
    throw error;
  }
  return response;
}

/** The one way the app talks to the API: language, token and CSRF headers, refresh, lost-login handling. */
export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await authorisedSend(path, { method: options.method ?? 'GET', body: options.body, anonymous: options.anonymous });
  if (!options.schema || response.status === 204) return undefined as T;
  return options.schema.parse(await response.json());
}

export interface BlobOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON (a report order). */
  body?: unknown;
  /** The file type asked for, e.g. application/pdf. */
  accept: string;
}

/** A file the API answers with (a PDF report): its bytes and the response headers, by apiRequest's rules. */
export async function apiBlob(path: string, options: BlobOptions): Promise<{ blob: Blob; headers: Headers }> {
  const response = await authorisedSend(path, { method: options.method ?? 'GET', body: options.body, accept: options.accept });
  return { blob: await response.blob(), headers: response.headers };
}

/**
 * A streamed answer (a job's server-sent events) by apiRequest's rules: the open response, whose body the caller
 * reads as it arrives. EventSource cannot send the bearer token, so streams are read through fetch.
 */
export function apiStream(path: string, options: { accept: string; signal?: AbortSignal }): Promise<Response> {
  return authorisedSend(path, { method: 'GET', accept: options.accept, signal: options.signal });
}

/** A path with its query string; undefined and empty values are left out. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.size > 0 ? `${path}?${search}` : path;
}
