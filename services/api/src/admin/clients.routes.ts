import { createRoute, z } from '@hono/zod-openapi';
import { AdminClient, AdminClientCreate, AdminClientUpdate, clientStatuses, countryCodes } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';

const jsonParam = <T extends z.ZodType>(schema: T, example: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      try {
        const parsed = schema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data as z.output<T>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'VALIDATION_FAILED' });
      return z.NEVER;
    })
    .openapi({ example });

const ClientFilter = z.object({
  q: z.string().max(200).optional(),
  country: z.enum(countryCodes).optional(),
  account_type: z.enum(['corporation', 'personal']).optional(),
  status: z.enum(clientStatuses).optional(),
  plan_id: z.number().int().optional(),
  mfa_enabled: z.boolean().optional(),
  id: z.union([z.string().uuid(), z.array(z.string().uuid())]).optional(),
});

/** ra-data-simple-rest's list contract: JSON-encoded sort, range and filter query parameters. */
export const ClientListQuery = z.object({
  sort: jsonParam(z.tuple([z.string(), z.enum(['ASC', 'DESC'])]), '["company","ASC"]'),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]), '[0,24]'),
  filter: jsonParam(ClientFilter, '{"q":"acme","country":"jp"}'),
});

const tags = ['Admin console'];
const jsonBody = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const idParam = z.object({ id: z.string().uuid() });

export const listClientsRoute = createRoute({
  method: 'get',
  path: '/admin/clients',
  tags,
  summary: 'Clients, one page at a time (super admins); the total is in the Content-Range header',
  security: bearer,
  request: { query: ClientListQuery },
  responses: { 200: json(z.array(AdminClient), 'A page of clients'), ...problemResponses(400, 401, 403) },
});

export const exportClientsRoute = createRoute({
  method: 'get',
  path: '/admin/clients/export',
  tags,
  summary: 'The clients the filter selects, as CSV (UTF-8 with BOM, so Excel reads Japanese)',
  security: bearer,
  request: { query: ClientListQuery.pick({ sort: true, filter: true }) },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...problemResponses(400, 401, 403) },
});

export const getClientRoute = createRoute({
  method: 'get',
  path: '/admin/clients/{id}',
  tags,
  summary: 'One client (super admins)',
  security: bearer,
  request: { params: idParam },
  responses: { 200: json(AdminClient, 'The client'), ...problemResponses(401, 403, 404) },
});

export const createClientRoute = createRoute({
  method: 'post',
  path: '/admin/clients',
  tags,
  summary: 'Add a client and its administrator, who gets a mail to set a password',
  security: bearer,
  request: jsonBody(AdminClientCreate),
  responses: { 201: json(AdminClient, 'The new client'), ...problemResponses(400, 401, 403, 409, 422) },
});

export const updateClientRoute = createRoute({
  method: 'put',
  path: '/admin/clients/{id}',
  tags,
  summary: 'Edit a client (the whole record is sent; fields that cannot be edited are ignored)',
  security: bearer,
  request: { params: idParam, ...jsonBody(AdminClientUpdate) },
  responses: { 200: json(AdminClient, 'The client'), ...problemResponses(400, 401, 403, 404, 422) },
});

export const exportTemporaryRegistrationsRoute = createRoute({
  method: 'get',
  path: '/export_temporary_register_email/',
  tags,
  summary: 'Pre-registered e-mail addresses that never completed registration, as CSV (UTF-8 with BOM)',
  security: bearer,
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...problemResponses(401, 403) },
});
