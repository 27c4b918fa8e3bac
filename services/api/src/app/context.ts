import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Language } from '@packlens/contracts';
import type { Logger } from 'pino';
import type { AuthContext } from '../identity/identity-service';

export interface AppEnv {
  Variables: {
    requestId: string;
    language: Language;
    logger: Logger;
    auth: AuthContext;
  };
}

export type AppRouter = OpenAPIHono<AppEnv>;
