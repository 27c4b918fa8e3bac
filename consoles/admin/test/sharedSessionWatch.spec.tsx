import { sharedStorageKeys } from '@packlens/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSharedSessionWatch } from '../src/auth/useSharedSessionWatch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const Watching = () => {
  useSharedSessionWatch();
  return null;
};

async function renderWatching(authProvider: AuthProvider) {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root!.render(
      <AdminContext dataProvider={testDataProvider()} authProvider={authProvider}>
        <Watching />
      </AdminContext>,
    );
  });
}

const fakeAuth = (loggedIn: () => boolean) => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => {
    if (!loggedIn()) throw { message: false };
  }),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => undefined),
});

describe('the console follows the session shared with the customer app (issue 19 item 13)', () => {
  it('logs out at once when the app’s tab ends the session', async () => {
    let loggedIn = true;
    const auth = fakeAuth(() => loggedIn);
    await renderWatching(auth);

    loggedIn = false;
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: sharedStorageKeys.token, newValue: null }));
    });

    await vi.waitFor(() => expect(auth.logout).toHaveBeenCalled());
  });

  it('stays when the app refreshed the token, and ignores other keys', async () => {
    const auth = fakeAuth(() => true);
    await renderWatching(auth);
    auth.checkAuth.mockClear();

    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
      window.dispatchEvent(new StorageEvent('storage', { key: sharedStorageKeys.token, newValue: 'renewed' }));
    });

    expect(auth.checkAuth).toHaveBeenCalledTimes(1);
    expect(auth.logout).not.toHaveBeenCalled();
  });
});
