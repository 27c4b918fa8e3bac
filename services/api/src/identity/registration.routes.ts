import { createRoute, z } from '@hono/zod-openapi';
import {
  CountryByIp,
  MailSentResponse,
  PasswordChangedResponse,
  PasswordResetCompletion,
  PasswordResetLink,
  PasswordResetLinkQuery,
  PasswordResetRequest,
  PreRegistrationRequest,
  RegistrationConfirmation,
  RegistrationForm,
  RegistrationFormAccepted,
  RegistrationLink,
  RegistrationPlanChoice,
  RegistrationPlanSelection,
  RegistrationSummary,
  RegistrationCompletedResponse,
  RegistrationUserQuery,
  TrialRegistrationRequest,
  ValidationResponse,
} from '@packlens/contracts';
import { json, problemResponses } from '../app/openapi-helpers';
import { jsonBody } from './auth.routes';

const tags = ['Registration'];
const mailSent = (what: string) => ({ 202: json(MailSentResponse, what), ...problemResponses(400, 429) });

export const registerTrial = createRoute({
  method: 'post',
  path: '/register_user_trial/',
  tags,
  summary: 'Trial registration with e-mail and password: a link to start the trial goes by mail (same answer for every address)',
  request: jsonBody(TrialRegistrationRequest),
  responses: mailSent('The mail is on its way'),
});

export const validateTrial = createRoute({
  method: 'post',
  path: '/user_trial_validate/',
  tags,
  summary: 'Check the trial registration fields without storing anything',
  request: jsonBody(TrialRegistrationRequest),
  responses: { 200: json(ValidationResponse, 'Valid'), ...problemResponses(400) },
});

export const preRegister = createRoute({
  method: 'post',
  path: '/pre_register/',
  tags,
  summary: 'Pre-registration: a /register/{token} link valid 24 h goes by mail (same answer for every address)',
  request: jsonBody(PreRegistrationRequest),
  responses: mailSent('The mail is on its way'),
});

export const validateRegistration = createRoute({
  method: 'post',
  path: '/user_validate/',
  tags,
  summary: 'Check the registration form (section 3) without storing anything',
  request: jsonBody(RegistrationForm),
  responses: { 200: json(ValidationResponse, 'Valid'), ...problemResponses(400) },
});

const userQuery = { query: RegistrationUserQuery };

export const planChoice = createRoute({
  method: 'get',
  path: '/register/plan_select',
  tags,
  summary: 'The plans a new client can start on, and the one chosen so far',
  request: userQuery,
  responses: { 200: json(RegistrationPlanChoice, 'Plans'), ...problemResponses(400, 404) },
});

export const selectPlan = createRoute({
  method: 'put',
  path: '/register/plan_select',
  tags,
  summary: 'Choose the plan (trial 7, free 3, ad hoc 2, unlimited 1)',
  request: jsonBody(RegistrationPlanSelection),
  responses: { 200: json(RegistrationPlanChoice, 'Chosen'), ...problemResponses(400, 404, 422) },
});

export const confirmSummary = createRoute({
  method: 'get',
  path: '/register/confirm',
  tags,
  summary: 'What was entered and chosen, to confirm',
  request: userQuery,
  responses: { 200: json(RegistrationSummary, 'Summary'), ...problemResponses(400, 404, 422) },
});

export const confirmRegistration = createRoute({
  method: 'post',
  path: '/register/confirm',
  tags,
  summary: 'Complete the registration: the client and its administrator are created and logged in',
  request: jsonBody(RegistrationConfirmation),
  responses: { 201: json(RegistrationCompletedResponse, 'Registered and logged in'), ...problemResponses(400, 404, 409, 422) },
});

export const completeSummary = createRoute({
  method: 'get',
  path: '/register/complete',
  tags,
  summary: 'The completed registration (with the company group id)',
  request: userQuery,
  responses: { 200: json(RegistrationSummary, 'Completed'), ...problemResponses(400, 404) },
});

const tokenParam = { params: z.object({ token: z.string().max(200) }) };

export const openLink = createRoute({
  method: 'get',
  path: '/register/{token}',
  tags,
  summary: 'What a registration link is for, while it is valid (24 h, once)',
  request: tokenParam,
  responses: { 200: json(RegistrationLink, 'The link'), ...problemResponses(404) },
});

export const submitLink = createRoute({
  method: 'post',
  path: '/register/{token}',
  tags,
  summary: 'Send the registration form (full link; then plan select) or start the trial (trial link; logged in)',
  // Which body applies depends on the link's kind, so the handler validates it: RegistrationForm or TrialRegistrationConfirm.
  request: {
    ...tokenParam,
    body: {
      content: { 'application/json': { schema: z.looseObject({}).openapi({ description: 'RegistrationForm for a full link, TrialRegistrationConfirm for a trial link' }) } },
      required: true,
    },
  },
  responses: {
    200: json(RegistrationFormAccepted, 'Form accepted: continue with /register/plan_select?user=...'),
    201: json(RegistrationCompletedResponse, 'Trial started and logged in'),
    ...problemResponses(400, 404, 409),
  },
});

export const countryByIpRoute = createRoute({
  method: 'get',
  path: '/get_country_by_ip/',
  tags,
  summary: 'The country (jp, cn, th, id, ot) and language to preselect, from offline GeoIP data',
  responses: { 200: json(CountryByIp, 'The guess') },
});

const resetTags = ['Password reset'];

export const requestPasswordReset = createRoute({
  method: 'post',
  path: '/reset_password',
  tags: resetTags,
  summary: 'A /register/password_new/{token} link (24 h) goes by mail when the address has an account; same answer either way',
  request: jsonBody(PasswordResetRequest),
  responses: mailSent('The mail is on its way if the address has an account'),
});

export const passwordResetLink = createRoute({
  method: 'get',
  path: '/reset_password',
  tags: resetTags,
  summary: 'Whether a reset link is still valid, with the masked address',
  request: { query: PasswordResetLinkQuery },
  responses: { 200: json(PasswordResetLink, 'Valid link'), ...problemResponses(400, 404) },
});

export const completePasswordReset = createRoute({
  method: 'put',
  path: '/reset_password',
  tags: resetTags,
  summary: 'Set the new password; the link is used up and older sessions end',
  request: jsonBody(PasswordResetCompletion),
  responses: { 200: json(PasswordChangedResponse, 'Changed'), ...problemResponses(400, 404, 429) },
});
