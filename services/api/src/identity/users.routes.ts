import { createRoute, z } from '@hono/zod-openapi';
import {
  AuthenticatedUser,
  ChangeManagerRequest,
  ChangeManagerResponse,
  ClientStaff,
  ContractCancellationPreview,
  ContractCancellationRequest,
  ContractCancelledResponse,
  LockUsersRequest,
  LockUsersResponse,
  LoginCounts,
  LoginCountsQuery,
  LoginHistoryPage,
  LoginHistoryQuery,
  TrialUserDetails,
  TrialUserUpdate,
  UserAddRequest,
  UserListPage,
  UserListQuery,
  UserProfile,
  UserSummary,
  UserUpdate,
  UserVerificationInfo,
} from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';
import { jsonBody } from './auth.routes';

const tags = ['Accounts'];
const idParam = { params: z.object({ id: z.string().uuid({ error: 'NOT_FOUND' }) }) };

export const userDetail = createRoute({
  method: 'get',
  path: '/user_detail/',
  tags,
  summary: 'The logged-in user: role, plan, limits and country (section 3)',
  security: bearer,
  responses: { 200: json(AuthenticatedUser, 'The caller'), ...problemResponses(401) },
});

export const userDetailById = createRoute({
  method: 'get',
  path: '/user_detail/{id}',
  tags,
  summary: 'A user: the caller, a user of the admin’s client, or anyone for a super admin',
  security: bearer,
  request: idParam,
  responses: { 200: json(UserProfile, 'The user'), ...problemResponses(400, 401, 404) },
});

export const updateUser = createRoute({
  method: 'put',
  path: '/user_detail/{id}',
  tags,
  summary: 'Change a user’s information (admins: also e-mail and status valid/invalid/lock)',
  security: bearer,
  request: { ...idParam, ...jsonBody(UserUpdate) },
  responses: { 200: json(UserProfile, 'Changed'), ...problemResponses(400, 401, 403, 404, 409, 422) },
});

export const listUsersGet = createRoute({
  method: 'get',
  path: '/user_list/',
  tags,
  summary: 'The admin’s users, one page at a time, with the account count and the plan’s maximum',
  security: bearer,
  request: { query: UserListQuery },
  responses: { 200: json(UserListPage, 'A page of users'), ...problemResponses(400, 401, 403) },
});

export const listUsersPost = createRoute({
  method: 'post',
  path: '/user_list/',
  tags,
  summary: 'As GET /user_list/, with the parameters in the body',
  security: bearer,
  request: jsonBody(UserListQuery),
  responses: { 200: json(UserListPage, 'A page of users'), ...problemResponses(400, 401, 403) },
});

export const addUser = createRoute({
  method: 'post',
  path: '/user_add/',
  tags,
  summary: 'Add a user (role 0) within the plan’s account maximum; without a password the user gets a set-password mail',
  security: bearer,
  request: jsonBody(UserAddRequest),
  responses: { 201: json(UserSummary, 'Added'), ...problemResponses(400, 401, 403, 409) },
});

export const deleteUser = createRoute({
  method: 'delete',
  path: '/user_delete/{id}',
  tags,
  summary: 'Delete a user of the admin’s client (not the administrator)',
  security: bearer,
  request: idParam,
  responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404, 422) },
});

export const lockUsers = createRoute({
  method: 'post',
  path: '/lock_user/',
  tags,
  summary: 'Lock (or with lock=false unlock) the users listed in `listUser`, comma-separated',
  security: bearer,
  request: jsonBody(LockUsersRequest),
  responses: { 200: json(LockUsersResponse, 'Their new status'), ...problemResponses(400, 401, 403, 404, 422) },
});

export const changeManager = createRoute({
  method: 'put',
  path: '/change_manager/',
  tags,
  summary: 'Hand the administrator role to another user; `new_group_id` is the company’s 5-digit group id, as confirmation',
  security: bearer,
  request: jsonBody(ChangeManagerRequest),
  responses: { 200: json(ChangeManagerResponse, 'Handed over'), ...problemResponses(400, 401, 403, 404, 422) },
});

export const userStaff = createRoute({
  method: 'get',
  path: '/user_staff/{id}',
  tags,
  summary: 'The users of client {id}, with its account count and maximum',
  security: bearer,
  request: idParam,
  responses: { 200: json(ClientStaff, 'Staff'), ...problemResponses(400, 401, 404) },
});

export const verificationInfo = createRoute({
  method: 'get',
  path: '/user_verification_info/{id}',
  tags,
  summary: 'How the user’s logins are verified: MFA flag, masked address and phone, a pending code',
  security: bearer,
  request: idParam,
  responses: { 200: json(UserVerificationInfo, 'Verification'), ...problemResponses(400, 401, 404) },
});

export const trialUserDetails = createRoute({
  method: 'get',
  path: '/update_password_user_trial/{id}',
  tags,
  summary: 'What a trial user’s company registered, to open the information form filled',
  security: bearer,
  request: idParam,
  responses: { 200: json(TrialUserDetails, 'Registered details'), ...problemResponses(400, 401, 404, 422) },
});

export const updateTrialUser = createRoute({
  method: 'put',
  path: '/update_password_user_trial/{id}',
  tags,
  summary: 'A trial user completes their information (section 3’s form; a field left out is kept) and may change their password',
  security: bearer,
  request: { ...idParam, ...jsonBody(TrialUserUpdate) },
  responses: { 200: json(AuthenticatedUser, 'Updated'), ...problemResponses(400, 401, 404, 422) },
});

export const cancellationPreview = createRoute({
  method: 'get',
  path: '/cancel_contract/',
  tags,
  summary: 'What cancelling the contract ends (admins)',
  security: bearer,
  responses: { 200: json(ContractCancellationPreview, 'Preview'), ...problemResponses(401, 403) },
});

export const cancelContract = createRoute({
  method: 'post',
  path: '/cancel_contract/',
  tags,
  summary: 'Cancel the contract at once: no user of the client can log in any more (confirm with the group id)',
  security: bearer,
  request: jsonBody(ContractCancellationRequest),
  responses: { 200: json(ContractCancelledResponse, 'Cancelled'), ...problemResponses(400, 401, 403, 422) },
});

const historyTags = ['Login history'];

export const loginHistoryGet = createRoute({
  method: 'get',
  path: '/login_history/',
  tags: historyTags,
  summary: 'Logins, newest first: the admin’s whole client or one user; a user’s own',
  security: bearer,
  request: { query: LoginHistoryQuery },
  responses: { 200: json(LoginHistoryPage, 'A page of logins'), ...problemResponses(400, 401, 404) },
});

export const loginHistoryPost = createRoute({
  method: 'post',
  path: '/login_history/',
  tags: historyTags,
  summary: 'As GET /login_history/, with the parameters in the body',
  security: bearer,
  request: jsonBody(LoginHistoryQuery),
  responses: { 200: json(LoginHistoryPage, 'A page of logins'), ...problemResponses(400, 401, 404) },
});

export const loginHistoryMonthly = createRoute({
  method: 'get',
  path: '/login_history_monthly/',
  tags: historyTags,
  summary: 'Logins per month of a year (Japan time)',
  security: bearer,
  request: { query: LoginCountsQuery },
  responses: { 200: json(LoginCounts, 'Twelve months'), ...problemResponses(400, 401, 404) },
});

export const loginHistoryYearly = createRoute({
  method: 'get',
  path: '/login_history_yearly/',
  tags: historyTags,
  summary: 'Logins per year (Japan time)',
  security: bearer,
  request: { query: LoginCountsQuery.pick({ user_id: true }) },
  responses: { 200: json(LoginCounts, 'Years with logins'), ...problemResponses(400, 401, 404) },
});
