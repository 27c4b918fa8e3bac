import { z } from 'zod';

/** RFC 9457 problem details, as every API error is answered. `code` is the error catalogue's code. */
export const ProblemDetails = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  /** The catalogue message in the request's language. */
  detail: z.string(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  /** For validation failures: field path -> catalogue code and message. */
  errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;
