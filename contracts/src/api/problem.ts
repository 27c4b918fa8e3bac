import { z } from 'zod';
import { errorCode, text } from './openapi-fields';

/** RFC 9457 problem details, as every API error is answered. `code` is the error catalogue's code. */
export const ProblemDetails = z.object({
  type: text(200, 'https://packlens.dev/problems/validation-failed'),
  title: text(1000, 'Some fields have not been entered correctly.'),
  status: z.number().int().min(400).max(599).meta({ example: 400 }),
  code: errorCode(),
  /** The catalogue message in the request's language. */
  detail: text(1000, '正しく入力されていない項目があります。'),
  /** The request's path (Node takes request lines of up to 16 KB). */
  instance: text(16384, '/api/projects/').optional(),
  requestId: text(64, '7d3f9b2a-41c6-4e85-b0a9-6c2e18f4d357').optional(),
  /** For validation failures: field path -> catalogue code and message. */
  errors: z
    .array(z.object({ field: text(200, 'name'), code: errorCode('PROJECT_NAME_REQUIRED'), message: text(1000, 'Enter the project name.') }))
    .max(100)
    .optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;
