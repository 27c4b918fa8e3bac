import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event';

const uuid = z.string().uuid();

/**
 * Images of a calculation counted against the client's image quota (`image-quota-<clientId>`): `used_amount`
 * counts images accepted for calculation (issue 5).
 */
export const ImageQuotaUsed = defineEvent(
  'ImageQuotaUsed',
  z.object({
    clientId: uuid,
    projectId: uuid,
    calculationId: uuid,
    imageIds: z.array(uuid).min(1).max(10),
    at: z.string().datetime(),
  }),
);

/** An image whose calculation failed is given back to the quota. */
export const ImageQuotaRefunded = defineEvent(
  'ImageQuotaRefunded',
  z.object({
    clientId: uuid,
    projectId: uuid,
    calculationId: uuid,
    imageId: uuid,
    at: z.string().datetime(),
  }),
);

export type ImageQuotaEvent = EventOf<typeof ImageQuotaUsed> | EventOf<typeof ImageQuotaRefunded>;
