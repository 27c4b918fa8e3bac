import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CountryByIp,
  MailSentResponse,
  RegistrationCompletedResponse,
  RegistrationFormAccepted,
  RegistrationLink,
  RegistrationPlanChoice,
  RegistrationSummary,
  type CountryCode,
  type RegistrationForm,
  type TokenResponse,
} from '@packlens/contracts';
import { sessionStore } from '../auth/session';
import { currentLanguage } from '../i18n/i18n';
import { apiRequest, withQuery } from './http';
import { userDetailKey } from './user';

/** GET /api/get_country_by_ip/: the visitor's country (offline GeoIP data) to preselect. */
export function useCountryByIp() {
  return useQuery({
    queryKey: ['get_country_by_ip'],
    queryFn: () => apiRequest('/get_country_by_ip/', { schema: CountryByIp, anonymous: true }),
    staleTime: Infinity,
    retry: false,
  });
}

export interface StartRegistration {
  email: string;
  country: CountryCode;
}

/** POST /api/register_user_trial/: e-mail and password; a mail brings the link that starts the trial. */
export function useRegisterTrial() {
  return useMutation({
    mutationFn: (body: StartRegistration & { password: string }) =>
      apiRequest('/register_user_trial/', {
        method: 'POST',
        body: { ...body, email: body.email.trim(), language: currentLanguage() },
        schema: MailSentResponse,
        anonymous: true,
      }),
  });
}

/** POST /api/pre_register/: mails a /register/{token} link, valid 24 h. */
export function usePreRegister() {
  return useMutation({
    mutationFn: (body: StartRegistration) =>
      apiRequest('/pre_register/', {
        method: 'POST',
        body: { ...body, email: body.email.trim(), language: currentLanguage() },
        schema: MailSentResponse,
        anonymous: true,
      }),
  });
}

/** GET /api/register/{token}: the link's kind (full form or trial) and address; URL_INVALID when dead. */
export function useRegistrationLink(token: string) {
  return useQuery({
    queryKey: ['register', token],
    queryFn: () => apiRequest(`/register/${encodeURIComponent(token)}`, { schema: RegistrationLink, anonymous: true }),
    retry: false,
    // A link is checked once per visit: a re-check after it was used would turn the page into 'invalid'.
    staleTime: Infinity,
  });
}

/** POST /api/register/{token} with the form: answers the `user` parameter of the plan steps. */
export function useSubmitRegistrationForm(token: string) {
  return useMutation({
    mutationFn: (form: RegistrationForm) =>
      apiRequest(`/register/${encodeURIComponent(token)}`, { method: 'POST', body: form, schema: RegistrationFormAccepted, anonymous: true }),
  });
}

/** The new admin is logged in by the answer that completes a registration. */
function useSignInOnCompletion() {
  const queryClient = useQueryClient();
  return (response: TokenResponse) => {
    sessionStore.signIn(response);
    queryClient.setQueryData(userDetailKey(response.user.id), response.user);
  };
}

/** POST /api/register/{token} on a trial link: agreeing to the terms starts the trial, logged in. */
export function useStartTrial(token: string) {
  const signIn = useSignInOnCompletion();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/register/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { terms_agreed: true },
        schema: RegistrationCompletedResponse,
        anonymous: true,
      }),
    onSuccess: signIn,
  });
}

const registrationStepKey = (step: string, user: string) => ['register', step, user] as const;

/** GET /api/register/plan_select?user=: the plans the registration may choose from. */
export function usePlanChoice(user: string) {
  return useQuery({
    queryKey: registrationStepKey('plan_select', user),
    queryFn: () => apiRequest(withQuery('/register/plan_select', { user }), { schema: RegistrationPlanChoice, anonymous: true }),
    retry: false,
  });
}

/** PUT /api/register/plan_select */
export function useSelectPlan(user: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) =>
      apiRequest('/register/plan_select', { method: 'PUT', body: { user, plan_id: planId }, schema: RegistrationPlanChoice, anonymous: true }),
    onSuccess: (choice) => {
      queryClient.setQueryData(registrationStepKey('plan_select', user), choice);
      void queryClient.invalidateQueries({ queryKey: registrationStepKey('confirm', user) });
    },
  });
}

/** GET /api/register/confirm?user= or /api/register/complete?user=: what was entered and chosen. */
export function useRegistrationSummary(step: 'confirm' | 'complete', user: string) {
  return useQuery({
    queryKey: registrationStepKey(step, user),
    queryFn: () => apiRequest(withQuery(`/register/${step}`, { user }), { schema: RegistrationSummary, anonymous: true }),
    retry: false,
  });
}

/** POST /api/register/confirm: the client and its admin are created; the admin is logged in. */
export function useConfirmRegistration(user: string) {
  const signIn = useSignInOnCompletion();
  return useMutation({
    mutationFn: () =>
      apiRequest('/register/confirm', { method: 'POST', body: { user }, schema: RegistrationCompletedResponse, anonymous: true }),
    onSuccess: signIn,
  });
}
