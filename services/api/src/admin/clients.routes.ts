import { createRoute, z } from '@hono/zod-openapi';
import { AdminClient, AdminClientCreate, AdminClientUpdate, clientStatuses, countryCodes } from '@packlens/contracts';
import { bearer, json, problemResponses, rawBody } from '../app/openapi-helpers';

/** A page of the console's lists (maxPage in the handlers). */
export const consolePageSize = 100;

const jsonParam = <T extends z.ZodType>(schema: T, example: string) =>
  z
    .string()
    // Node takes request lines (and so query strings) of up to 16 KB.
    .max(16384)
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
  plan_id: z.number().int().min(1).max(2147483647).optional(),
  mfa_enabled: z.boolean().optional(),
  id: z.union([z.string().uuid(), z.array(z.string().uuid()).max(1000)]).optional(),
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
  responses: { 200: json(z.array(AdminClient).max(consolePageSize), 'A page of clients (at most 100)'), ...problemResponses(400, 401, 403) },
});

export const exportClientsRoute = createRoute({
  method: 'get',
  path: '/admin/clients/export',
  tags,
  summary: 'The clients the filter selects, as CSV (UTF-8 with BOM, so Excel reads Japanese)',
  security: bearer,
  request: { query: ClientListQuery.pick({ sort: true, filter: true }) },
  responses: {
    200: rawBody('text/csv', 'CSV (UTF-8 with BOM, CRLF), in the request language; up to 50,000 clients', 'ID,Group ID,Company,Department,Headquarters,Account type,Country,Zip code,Address,Building,Telephone,Owner,Plan,Plan expires,Image limit,MFA,MFA phone,Payment requested,Status,Users,Registered at,Cancelled at\r\n0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90,40217,Sample Beverages Co.,Marketing,Tokyo,corporation,jp,150-0002,1-2-3 Jingumae Shibuya-ku,Sample Bldg. 5F,0312345678,Taro Yamada,Monthly plan,2026-12-31T15:00:00.000Z,100,1,09012345678,0,valid,4,2026-04-01T00:00:00.000Z,\r\n'),
    ...problemResponses(400, 401, 403),
  },
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
  responses: {
    200: rawBody('text/csv', 'CSV (UTF-8 with BOM, CRLF) of pre-registrations that never completed', 'E-mail,Kind,Step,Company,Country,Language,Requested at,Link expires,Requests\r\nbrand.manager@example.co.jp,full,expired,Sample Beverages Co.,jp,ja,2026-11-20T02:15:00.000Z,2026-11-21T02:15:00.000Z,1\r\n'),
    ...problemResponses(401, 403),
  },
});
