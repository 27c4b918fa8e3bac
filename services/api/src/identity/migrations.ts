import type { Migration } from '@packlens/kernel';
import { mailMigration } from '../mail/mail-store';
import { rateLimitMigration } from './rate-limiter';

/** Tables the API keeps beside the event store and read models: rate-limit counters and the mail outbox. */
export const apiMigrations: readonly Migration[] = [rateLimitMigration, mailMigration];
