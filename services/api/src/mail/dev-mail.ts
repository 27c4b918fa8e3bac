import { createRoute, z } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type pg from 'pg';
import { CapturedMail } from '@packlens/contracts';
import { createRouter } from '../app/create-router';
import { requireAuth } from '../app/middleware/authentication';
import { bearer, json, problemResponses } from '../app/openapi-helpers';
import type { IdentityService } from '../identity/identity-service';
import { capturedMail } from './mail-store';

/** An address filter: printable text only (PostgreSQL refuses NUL in text; a control character is never an address). */
const AddressFilter = z
  .string()
  .max(254)
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'VALIDATION_FAILED' });

const devMailRoute = createRoute({
  method: 'get',
  path: '/dev/mail',
  // Development only and not part of the product's API: kept out of the public OpenAPI document.
  hide: true,
  security: bearer,
  summary: 'Captured mail, newest first (development only, super admin only; absent in production)',
  request: { query: z.object({ to: AddressFilter.optional() }) },
  responses: { 200: json(z.array(CapturedMail), 'Captured mail'), ...problemResponses(400, 401, 403) },
});

/**
 * GET /api/dev/mail: the captured mailbox as JSON. It holds reset links, MFA codes and registration links, so
 * only a logged-in super admin reads it (the console's "Mailbox (development)"); the server mounts it only
 * outside production.
 */
export function devMailRouter(pool: pg.Pool, identity: IdentityService) {
  const router = createRouter();
  router.use('/dev/mail', requireAuth(identity, [2]));
  return router.openapi(devMailRoute, async (c) => c.json(await capturedMail(pool, { to: c.req.valid('query').to }), 200));
}

/**
 * /dev/mail: where development mail used to be shown to anyone. It now sends the browser to the console's
 * mailbox (the super admin logs in there), keeping the `to` filter; it shows no mail itself.
 */
export const devMailPage: Handler = (c) => {
  const to = c.req.query('to')?.trim();
  const filter = to && AddressFilter.safeParse(to).success ? `?filter=${encodeURIComponent(JSON.stringify({ to }))}` : '';
  return c.redirect(`/admin/#/dev_mail${filter}`, 302);
};
