import type { AuthenticatedUser } from '@packlens/contracts';

/** Distinct from the customer app's key: both apps live on one origin and share localStorage. */
export const authStorageKey = 'packlens.admin.auth';

export interface StoredAuth {
  token: string;
  user: AuthenticatedUser;
}

export function createAuthStore(storage: Storage) {
  return {
    read(): StoredAuth | undefined {
      const raw = storage.getItem(authStorageKey);
      if (!raw) return undefined;
      try {
        const stored = JSON.parse(raw) as Partial<StoredAuth>;
        return typeof stored.token === 'string' && stored.user ? (stored as StoredAuth) : undefined;
      } catch {
        return undefined;
      }
    },
    write(auth: StoredAuth): void {
      storage.setItem(authStorageKey, JSON.stringify(auth));
    },
    clear(): void {
      storage.removeItem(authStorageKey);
    },
  };
}
