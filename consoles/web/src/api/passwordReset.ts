import { useMutation, useQuery } from '@tanstack/react-query';
import { MailSentResponse, PasswordChangedResponse, PasswordResetLink } from '@packlens/contracts';
import { currentLanguage } from '../i18n/i18n';
import { apiRequest, withQuery } from './http';

/** POST /api/reset_password: mails a reset link; the answer is the same whether or not the address exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: ({ email }: { email: string }) =>
      apiRequest('/reset_password', {
        method: 'POST',
        body: { email: email.trim(), language: currentLanguage() },
        schema: MailSentResponse,
        anonymous: true,
      }),
  });
}

/** GET /api/reset_password?token=: whether the link is still good (24 h, once), with the masked address. */
export function usePasswordResetLink(token: string) {
  return useQuery({
    queryKey: ['reset_password', token],
    queryFn: () => apiRequest(withQuery('/reset_password', { token }), { schema: PasswordResetLink, anonymous: true }),
    retry: false,
  });
}

/** PUT /api/reset_password: the new password for the link's account; the link is used up. */
export function useSetNewPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest('/reset_password', { method: 'PUT', body, schema: PasswordChangedResponse, anonymous: true }),
  });
}
