import { sharedStorageKeys } from '@packlens/contracts';
import { useEffect } from 'react';
import { useCheckAuth } from 'react-admin';

/**
 * The session is shared with the customer app: a logout (or another login) in an app tab changes it under the open
 * console. The console checks it at once, rather than at its next request, and goes to its login page when it ended.
 */
export function useSharedSessionWatch() {
  const checkAuth = useCheckAuth();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key is localStorage.clear().
      if (event.key === sharedStorageKeys.token || event.key === null) checkAuth().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [checkAuth]);
}
