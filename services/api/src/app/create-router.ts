import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { problem } from './problem';
import { fieldErrorOf } from './validation';

/**
 * Every router of the API is made here, so validation failures all take the catalogue's shape (STYLE.md: one
 * defaultHook; no handler formats its own error body).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: true,
    defaultHook: (result, c) => {
      if (!result.success) {
        return problem(c, 'VALIDATION_FAILED', {}, result.error.issues.map((issue) => fieldErrorOf(issue as never)));
      }
    },
  });
}
