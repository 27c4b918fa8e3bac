import type { Migration } from '@packlens/kernel';
import { generationMigrations } from '@packlens/generation';
import { scoringMigrations } from '@packlens/scoring/worker';
import { mailMigration } from '../mail/mail-store';
import { rateLimitMigration } from './rate-limiter';
import { apiKeyRateLimitMigration } from '../rate-limits/postgres-rate-limit-store';
import { idempotencyMigration } from '../idempotency/idempotency-store';
import { webhookMigrations } from '../webhooks/schema';

/**
 * Tables the API keeps beside the event store and read models: rate-limit counters, the mail outbox, and the
 * generation job queue it reads for job streams (filled by the generation-queue projection, worked by the worker),
 * and the calculation queue (filled by the calculation-queue projection, worked by the calculation workers).
 */
export const apiMigrations: readonly Migration[] = [rateLimitMigration, mailMigration, ...generationMigrations, apiKeyRateLimitMigration, idempotencyMigration, ...webhookMigrations, ...scoringMigrations];
