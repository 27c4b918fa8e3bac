import { createRoute, z } from '@hono/zod-openapi';
import { PlanChangeRequest, PlanChangeResult, PlanChoice, PlanUsers, PlanUsersRequest, ServiceGateAnswer, ServiceIdSchema, UsageAmounts, UsageQuery } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';
import { jsonBody } from '../identity/auth.routes';

const tags = ['Plans and billing'];

export const planChoice = createRoute({
  method: 'get',
  path: '/plans/',
  tags,
  summary: 'The caller’s plan and what PlanRenew offers: every plan and add-on, its price where shown, and why it cannot be chosen',
  security: bearer,
  responses: { 200: json(PlanChoice, 'Plans'), ...problemResponses(401, 404) },
});

export const changePlan = createRoute({
  method: 'put',
  path: '/change_plan/{id}',
  tags,
  summary: 'Change the client’s plan and add-ons (section 3’s payload); takes effect at once',
  description:
    'Only the client’s admin, as the system’s plan setting allows (0 none, 1 all, 2 ad hoc only). Refusals: the current plan ' +
    '(PLAN_ALREADY_CURRENT), free after leaving it (CANNOT_RETURN_TO_FREE_PLAN), an option the monthly or generate plan covers ' +
    '(PLAN_OPTION_COVERED_BY_GENERATE_PLAN), a running option period without `confirm_end_option_period` ' +
    '(OPTION_PERIOD_CONFIRMATION_REQUIRED), the unlimited plan with more accounts than it allows and no `user_data` selection ' +
    '(UNLIMITED_PLAN_TOO_MANY_ACCOUNTS). A refused change stores nothing.',
  security: bearer,
  request: { params: z.object({ id: z.string().uuid({ error: 'NOT_FOUND' }) }), ...jsonBody(PlanChangeRequest) },
  responses: { 200: json(PlanChangeResult, 'Changed'), ...problemResponses(400, 401, 403, 404, 409, 422) },
});

export const planUsers = createRoute({
  method: 'get',
  path: '/plan_users/',
  tags,
  summary: 'Who uses the unlimited plan: whether a selection is in force (more accounts than the plan allows) and who is selected',
  security: bearer,
  responses: { 200: json(PlanUsers, 'Plan users'), ...problemResponses(401, 403) },
});

export const selectPlanUsers = createRoute({
  method: 'put',
  path: '/plan_users/',
  tags,
  summary: 'Select who uses the unlimited plan while the client has more accounts than it allows (section 4)',
  description:
    'Only the client’s admin, who is always among the selected users (added when left out). Only the selected users and the ' +
    'admin can log in while the selection is in force; the others are refused with PLAN_USER_NOT_SELECTED. Refusals: no ' +
    'selection needed (PLAN_USERS_NOT_REQUIRED), more users than the plan allows (PLAN_USERS_OVER_MAXIMUM), a user not of ' +
    'the client (NOT_FOUND). A refused selection stores nothing.',
  security: bearer,
  request: jsonBody(PlanUsersRequest),
  responses: { 200: json(PlanUsers, 'Selected'), ...problemResponses(400, 401, 403, 404, 409) },
});

export const serviceGate = createRoute({
  method: 'get',
  path: '/service_gate/{service}',
  tags,
  summary: 'Whether the caller may use a service (section 6), in the request’s language',
  security: bearer,
  request: { params: z.object({ service: ServiceIdSchema }) },
  responses: { 200: json(ServiceGateAnswer, 'The gate'), ...problemResponses(400, 401) },
});

export const usageAmounts = createRoute({
  method: 'get',
  path: '/usage_amounts/',
  tags,
  summary: 'The client’s usage per month (spend, images, tokens, tickets); amounts only where the admin may see them',
  security: bearer,
  request: { query: UsageQuery },
  responses: { 200: json(UsageAmounts, 'Usage'), ...problemResponses(400, 401, 403) },
});
