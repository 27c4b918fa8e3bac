import { z } from '@hono/zod-openapi';
import { ProblemDetails } from '@packlens/contracts';

const descriptions: Record<number, string> = {
  400: 'Invalid input (catalogue code and field errors)',
  401: 'Not logged in, bad credentials or session timed out',
  403: 'Not allowed for this account',
  404: 'Not found (or not visible to the caller)',
  409: 'Conflicts with the current state',
  422: 'Breaks a business rule',
  429: 'Too many requests',
};

/** Problem-details responses for a route's contract. */
export function problemResponses(...statuses: (keyof typeof descriptions)[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: descriptions[status], content: { 'application/problem+json': { schema: ProblemDetails } } }]),
  );
}

export const json = <T>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
export const bearer = [{ bearerAuth: [] }];

/** A multipart upload's `files` parts (one per image), as the OpenAPI document shows them. */
export const uploadedFiles = z.union([z.any(), z.array(z.any())]).openapi({ type: 'array', items: { type: 'string', format: 'binary' } });
