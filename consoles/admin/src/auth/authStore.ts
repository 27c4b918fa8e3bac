import { parseStoredUser, roles, sharedStorageKeys, type AuthenticatedUser } from '@packlens/contracts';
import { decodeJwtPayload } from './jwt';

export interface StoredAuth {
  token: string;
  user: AuthenticatedUser;
}

/**
 * The session the console shares with the customer app: the same storage keys, so a super admin logged in to
 * either is logged in to both, and a refreshed token replaces the retired one for both (a retired token presented
 * again ends the session). Only a super admin's session is the console's: a customer logged in to the app in
 * this browser is neither used nor cleared here.
 */
export function createAuthStore(storage: Storage) {
  return {
    read(): StoredAuth | undefined {
      const token = storage.getItem(sharedStorageKeys.token);
      const user = parseStoredUser(storage.getItem(sharedStorageKeys.user));
      if (!token || !user || user.role !== roles.superAdmin) return undefined;
      // A user record left from another account must never go with this token.
      return decodeJwtPayload(token)?.user_id === user.id ? { token, user } : undefined;
    },
    write(auth: StoredAuth): void {
      storage.setItem(sharedStorageKeys.token, auth.token);
      storage.setItem(sharedStorageKeys.user, JSON.stringify(auth.user));
    },
    /** Clears the session, unless it is no longer `token` (the app logged someone in meanwhile). */
    clear(token: string): void {
      if (storage.getItem(sharedStorageKeys.token) !== token) return;
      storage.removeItem(sharedStorageKeys.token);
      storage.removeItem(sharedStorageKeys.user);
    },
  };
}
