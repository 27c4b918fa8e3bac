import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TokenResponse } from '@packlens/contracts';
import { sessionStore } from '../auth/session';
import { apiRequest } from './http';
import { userDetailKey } from './user';

export interface LoginCredentials {
  email: string;
  password: string;
  mfa_code?: string;
}

/** POST /api/auth/obtain_token/; on success the session holds the token and the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginCredentials) =>
      apiRequest('/auth/obtain_token/', {
        method: 'POST',
        body: { ...credentials, email: credentials.email.trim() },
        schema: TokenResponse,
        anonymous: true,
      }),
    onSuccess: (response) => {
      sessionStore.signIn(response);
      queryClient.setQueryData(userDetailKey(response.user.id), response.user);
    },
  });
}

/** POST /api/auth/logout/; the local auth data goes whatever the server answers. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/auth/logout/', { method: 'POST' }),
    onSettled: () => {
      sessionStore.clear();
      queryClient.clear();
    },
  });
}

/**
 * POST /api/auth/resend_mfa_code/: a new mail code for the login in progress. The server answers the same
 * whether or not the address has an account, so the screen only says that a code is on its way.
 */
export function useResendMfaCode() {
  return useMutation({
    mutationFn: ({ email }: { email: string }) =>
      apiRequest('/auth/resend_mfa_code/', { method: 'POST', body: { email: email.trim() }, anonymous: true }),
  });
}
