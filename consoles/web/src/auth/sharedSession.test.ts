import { AuthenticatedUser, sharedStorageKeys } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { json, makeToken, signInAs, stubApi, superAdmin } from '../../test/fixtures';
import { apiRequest } from '../api/http';
import { currentLanguage } from '../i18n/i18n';
import { sessionStore } from './session';
import { nowInSeconds } from './token';

/** What the admin console, open in another tab of the same origin, does to the shared storage. */
function consoleTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('the session and language shared with the admin console (issue 19 item 13)', () => {
  it('a super admin who logged in to the console first is logged in to the app', () => {
    const admin = superAdmin();
    const token = makeToken({ user_id: admin.id, exp: nowInSeconds() + 3600, role: 2 });

    consoleTabWrites(sharedStorageKeys.user, JSON.stringify(admin));
    consoleTabWrites(sharedStorageKeys.token, token);

    expect(sessionStore.get()).toMatchObject({ token, user: admin });
  });

  it('sends the token the console refreshed, never the one the refresh retired', async () => {
    const admin = superAdmin();
    signInAs(admin);
    const renewed = makeToken({ user_id: admin.id, exp: nowInSeconds() + 7200, role: 2 });
    const calls = stubApi({ 'GET /api/user_detail/': () => json(200, admin) });

    consoleTabWrites(sharedStorageKeys.token, renewed);
    await apiRequest('/user_detail/', { schema: AuthenticatedUser });

    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([`Bearer ${renewed}`]);
  });

  it('a logout in the console ends the app’s session', () => {
    signInAs(superAdmin());

    consoleTabWrites(sharedStorageKeys.token, null);

    expect(sessionStore.get()).toBeNull();
  });

  it('follows a language chosen in the console', () => {
    expect(currentLanguage()).toBe('ja');

    consoleTabWrites(sharedStorageKeys.language, 'en');

    expect(currentLanguage()).toBe('en');
  });
});
