import { createRoute, z } from '@hono/zod-openapi';
import { countryCodes } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';

export const AdminClient = z.object({
  id: z.string().uuid(),
  group_id: z.string(),
  company: z.string(),
  department: z.string(),
  account_type: z.enum(['corporation', 'personal']),
  country: z.enum(countryCodes),
  address: z.string(),
  telephone: z.string(),
  owner_name: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  max_images: z.number().int(),
  mfa_enabled: z.boolean(),
  status: z.string(),
  user_count: z.number().int(),
  registered_at: z.string(),
});

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

/** ra-data-simple-rest's list contract: JSON-encoded sort, range and filter query parameters. */
export const ClientListQuery = z.object({
  sort: jsonParam(z.tuple([z.string(), z.enum(['ASC', 'DESC'])]), '["company","ASC"]'),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]), '[0,24]'),
  filter: jsonParam(
    z.object({
      q: z.string().max(200).optional(),
      country: z.enum(countryCodes).optional(),
      account_type: z.enum(['corporation', 'personal']).optional(),
      id: z.union([z.string().uuid(), z.array(z.string().uuid())]).optional(),
    }),
    '{"q":"acme","country":"jp"}',
  ),
});

export const listClientsRoute = createRoute({
  method: 'get',
  path: '/admin/clients',
  tags: ['Admin console'],
  summary: 'Clients, one page at a time (super admins); the total is in the Content-Range header',
  security: bearer,
  request: { query: ClientListQuery },
  responses: { 200: json(z.array(AdminClient), 'A page of clients'), ...problemResponses(400, 401, 403) },
});

export const getClientRoute = createRoute({
  method: 'get',
  path: '/admin/clients/{id}',
  tags: ['Admin console'],
  summary: 'One client (super admins)',
  security: bearer,
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: { 200: json(AdminClient, 'The client'), ...problemResponses(401, 403, 404) },
});
