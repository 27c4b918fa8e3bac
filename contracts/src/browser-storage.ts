import { AuthenticatedUser } from './api/auth';

/**
 * What the customer app and the admin console keep in the browser and read from each other. Both are served from
 * one origin, so they share localStorage: one session (a refresh retires the old token, so two copies of it would
 * end the session as a reused token) and one interface language.
 */
export const sharedStorageKeys = {
  /** The bearer token of the logged-in user. */
  token: 'packlens.auth.token',
  /** The user as the API last reported it (AuthenticatedUser as JSON). */
  user: 'packlens.auth.user',
  /** The interface language the user chose. */
  language: 'packlens.language',
} as const;

/** The user stored under `sharedStorageKeys.user`; undefined when there is none or it does not read as one. */
export function parseStoredUser(raw: string | null): AuthenticatedUser | undefined {
  if (!raw) return undefined;
  try {
    const parsed = AuthenticatedUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
