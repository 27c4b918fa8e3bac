import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event';

const planRef = z.number().int().positive().nullable();

/** A client's plan and add-ons changed; takes effect at once (section 4). Payload as section 3's plan change. */
export const PlanChanged = defineEvent(
  'PlanChanged',
  z.object({
    clientId: z.string().uuid(),
    planId: z.number().int().positive(),
    planOptionId: planRef.default(null),
    planGenerateId: planRef.default(null),
    planKeyVisualId: planRef.default(null),
    /** Users chosen for an unlimited plan with an account maximum (section 4). */
    selectedUserIds: z.array(z.string().uuid()).default([]),
    expiresAt: z.string().datetime().nullable(),
    changedAt: z.string().datetime(),
  }),
);

export type BillingEvent = EventOf<typeof PlanChanged>;
