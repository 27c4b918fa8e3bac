import { useSyncExternalStore } from 'react';
import { parseStoredUser, sharedStorageKeys, type AuthenticatedUser, type TokenResponse } from '@packlens/contracts';
import { decodeTokenClaims, isExpired, type TokenClaims } from './token';

/** The logged-in state: the token, what it claims, and the user as last reported by the API. */
export interface Session {
  token: string;
  claims: TokenClaims;
  user: AuthenticatedUser | null;
}

// Shared with the admin console (same origin): a super admin logged in to either is logged in to both.
export const tokenStorageKey = sharedStorageKeys.token;
export const userStorageKey = sharedStorageKeys.user;

function readUser(): AuthenticatedUser | null {
  return parseStoredUser(localStorage.getItem(userStorageKey)) ?? null;
}

function readSession(): Session | null {
  const token = localStorage.getItem(tokenStorageKey);
  if (!token) return null;
  const claims = decodeTokenClaims(token);
  if (!claims) return null;
  const user = readUser();
  // A cached user from another account must never be shown with this token.
  return { token, claims, user: user && user.id === claims.user_id ? user : null };
}

let current: Session | null = null;
let loaded = false;
const listeners = new Set<() => void>();

function publish(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Single source of the auth data kept in localStorage (section 4: the token is kept in storage). */
export const sessionStore = {
  get(): Session | null {
    if (!loaded) {
      current = readSession();
      loaded = true;
    }
    return current;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(response: TokenResponse): void {
    const claims = decodeTokenClaims(response.token);
    if (!claims) throw new Error('The server returned a token that is not a JWT.');
    localStorage.setItem(tokenStorageKey, response.token);
    localStorage.setItem(userStorageKey, JSON.stringify(response.user));
    loaded = true;
    publish({ token: response.token, claims, user: response.user });
  },
  updateUser(user: AuthenticatedUser): void {
    const session = sessionStore.get();
    if (!session || session.claims.user_id !== user.id) return;
    localStorage.setItem(userStorageKey, JSON.stringify(user));
    publish({ ...session, user });
  },
  clear(): void {
    localStorage.removeItem(tokenStorageKey);
    localStorage.removeItem(userStorageKey);
    loaded = true;
    publish(null);
  },
  /** Re-reads storage, e.g. after another tab logged in or out. */
  reload(): void {
    loaded = true;
    publish(readSession());
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === tokenStorageKey || event.key === userStorageKey || event.key === null) sessionStore.reload();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

export function isLoggedIn(session: Session | null, now: number): session is Session {
  return session !== null && !isExpired(session.claims.exp, now);
}

/** The role to authorise with: the API's user record when known, else the token's claim. */
export function roleOf(session: Session): number | undefined {
  return session.user?.role ?? session.claims.role;
}
