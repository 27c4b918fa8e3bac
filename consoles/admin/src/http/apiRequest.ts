import { languageHeader, type Language } from '@packlens/contracts';
import { fetchUtils } from 'react-admin';
import { toProblemError } from './problemError';

/** What every call to the API carries besides its own headers. */
export interface ApiCredentials {
  language: Language;
  token?: string;
}

/** The API's double-submit CSRF cookie and the header it expects it back in. */
const csrfCookieName = 'csrftoken';
const csrfHeaderName = 'X-CSRFToken';

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    return decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return undefined;
}

export function apiHeaders(base: HeadersInit | undefined, { language, token }: ApiCredentials): Headers {
  const headers = new Headers(base);
  // fetchJson only adds Accept when it builds the headers itself; ra-data-simple-rest passes a Range header.
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set(languageHeader, language);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const csrfToken = readCookie(csrfCookieName);
  if (csrfToken) headers.set(csrfHeaderName, csrfToken);
  return headers;
}

/** fetchJson with the console's headers; failures come back as HttpErrors carrying the problem's `detail`. */
export async function apiRequest(url: string, options: fetchUtils.Options, credentials: ApiCredentials) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers: apiHeaders(options.headers, credentials) });
  } catch (error) {
    throw toProblemError(error);
  }
}
