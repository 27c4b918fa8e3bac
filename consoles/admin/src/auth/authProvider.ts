import type { AuthProvider } from 'react-admin';
import { endsSession } from '../http/problemError';
import type { AdminSession } from './adminSession';

export function createAuthProvider(session: AdminSession): AuthProvider {
  return {
    async login({ username, password }: { username: string; password: string }) {
      await session.signIn(username, password);
    },

    logout: () => session.signOut(),

    async checkAuth() {
      const hadSession = session.hasStoredAuth();
      if (await session.validToken()) return;
      // A first visit goes to the login page quietly; an expired session says so.
      throw { message: hadSession ? 'ra.notification.logged_out' : false };
    },

    // Section 4: 401, 403 and 410 clear the auth data and send the user to the login page.
    async checkError(error: unknown) {
      if (!endsSession(error)) return;
      await session.signOut();
      throw error;
    },

    async getIdentity() {
      const user = session.user();
      if (!user) throw new Error('ra.auth.auth_check_error');
      return { id: user.id, fullName: user.name || user.email };
    },
  };
}
