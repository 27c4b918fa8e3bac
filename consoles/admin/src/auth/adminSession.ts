import { roles, type Language, type TokenResponse } from '@packlens/contracts';
import { apiRequest } from '../http/apiRequest';
import { endsSession } from '../http/problemError';
import { createAuthStore, type StoredAuth } from './authStore';
import { secondsUntilExpiry } from './jwt';
import { tokenAction } from './tokenLifetime';

/** Translation key of the refusal shown to anyone but a super admin. */
export const superAdminOnlyMessage = 'packlens.auth.super_admin_only';

export interface AdminSessionOptions {
  storage: Storage;
  /** The console's current language, sent with every request so errors come back in it. */
  language: () => Language;
  now?: () => number;
}

export type AdminSession = ReturnType<typeof createAdminSession>;

/** The super admin's token: obtained, kept fresh, revoked. */
export function createAdminSession({ storage, language, now = Date.now }: AdminSessionOptions) {
  const store = createAuthStore(storage);
  let refreshing: Promise<string | undefined> | undefined;

  const postAuth = (endpoint: string, body: object, token?: string) =>
    apiRequest(`/api/auth/${endpoint}/`, { method: 'POST', body: JSON.stringify(body) }, { language: language(), token });

  // Revoking is best effort: a token the API already refuses is as good as revoked.
  const revoke = (token: string) => postAuth('logout', {}, token).then(
    () => undefined,
    () => undefined,
  );

  async function refresh(auth: StoredAuth): Promise<string | undefined> {
    try {
      const { json } = await postAuth('refresh_token', { token: auth.token }, auth.token);
      const refreshed = json as Partial<TokenResponse>;
      if (typeof refreshed.token !== 'string') return auth.token;
      // The refresh retired the old token: the app must read the new one from the shared key.
      store.write({ token: refreshed.token, user: refreshed.user ?? auth.user });
      return refreshed.token;
    } catch (error) {
      // A refused refresh ends the session; a network failure leaves the still-valid token in use.
      if (!endsSession(error)) return auth.token;
      store.clear(auth.token);
      return undefined;
    }
  }

  return {
    async signIn(email: string, password: string): Promise<StoredAuth> {
      const { json } = await postAuth('obtain_token', { email, password });
      const { token, user } = json as TokenResponse;
      if (user.role !== roles.superAdmin) {
        await revoke(token);
        throw new Error(superAdminOnlyMessage);
      }
      // Written where the customer app reads it: the super admin is logged in to both.
      const auth = { token, user };
      store.write(auth);
      return auth;
    },

    async signOut(): Promise<void> {
      const auth = store.read();
      if (!auth) return;
      // Revoking ends the session on the server, so the app's copy of the token stops working too.
      await revoke(auth.token);
      store.clear(auth.token);
    },

    /** The stored token, refreshed first when it is about to expire; undefined when there is none left. */
    async validToken(): Promise<string | undefined> {
      const auth = store.read();
      if (!auth) return undefined;
      switch (tokenAction(secondsUntilExpiry(auth.token, now()))) {
        case 'keep':
          return auth.token;
        case 'expired':
          store.clear(auth.token);
          return undefined;
        case 'refresh':
          // Requests of one page arrive together: they share a single refresh.
          refreshing ??= refresh(auth).finally(() => {
            refreshing = undefined;
          });
          return refreshing;
      }
    },

    hasStoredAuth: (): boolean => store.read() !== undefined,
    user: () => store.read()?.user,
  };
}
