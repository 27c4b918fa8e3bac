import type pg from 'pg';
import type { Logger } from 'pino';
import type { BlobStore, EventStore } from '@packlens/kernel';
import type { ReportDocument, ReportInput } from '@packlens/reports';
import type { AppConfig } from '../config';
import type { RateLimitStore } from '../rate-limits';

/** What the API needs from the outside; tests pass real PostgreSQL and a fixed clock. */
export interface AppDeps {
  pool: pg.Pool;
  store: EventStore;
  config: AppConfig;
  clock: () => Date;
  logger: Logger;
  blobs?: BlobStore;
  /** Prints PDF reports (headless Chromium); the projects API starts one of its own when none is given. */
  reports?: { render(input: ReportInput): Promise<Buffer>; print(document: ReportDocument): Promise<Buffer> };
  /** Where API-key rate limits are counted; from REDIS_URL (Redis) or else PostgreSQL when absent. */
  apiKeyRateLimits?: RateLimitStore;
  /** The model cache whose versions the console lists and activates (default: PACKLENS_MODEL_CACHE or `.cache/packlens-models`). */
  modelCacheDir?: string;
}
