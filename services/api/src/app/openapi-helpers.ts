import { z } from '@hono/zod-openapi';
import { ProblemDetails } from '@packlens/contracts';

const descriptions: Record<number, string> = {
  400: 'Invalid input (catalogue code and field errors)',
  401: 'Not logged in, bad credentials or session timed out',
  403: 'Not allowed for this account',
  404: 'Not found (or not visible to the caller)',
  409: 'Conflicts with the current state',
  413: 'The body or a file is larger than allowed (REQUEST_TOO_LARGE, FILE_TOO_LARGE, IMAGE_TOO_LARGE, SHELF_IMAGE_TOO_LARGE)',
  415: 'A body of a type this operation does not take (UNSUPPORTED_MEDIA_TYPE)',
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

/**
 * A multipart upload's `files` parts (one per file), as the OpenAPI document shows them: at most `maxFiles` parts of
 * at most `maxBytes` each, the route's own limits (more or larger are refused with the catalogue's code).
 */
export const uploadedFilesUpTo = (maxFiles: number, maxBytes: number) =>
  z
    .union([z.any(), z.array(z.any())])
    .openapi({ type: 'array', maxItems: maxFiles, items: { type: 'string', format: 'binary', maxLength: maxBytes, description: `One file of at most ${maxBytes} bytes` } });

/** Any upload route's files: at most 10 parts, none over 50 MB (the largest any route takes); prefer the route's own {@link uploadedFilesUpTo}. */
export const uploadedFiles = uploadedFilesUpTo(10, 50 * 1024 * 1024);

/**
 * A body that is not JSON (a file to download, a CSV export, an event stream), described by its media type as
 * OpenAPI 3.1 describes raw bodies (no JSON schema of a string, whose length would be the file's); text ones show
 * an example of their start.
 */
export const rawBody = (mediaType: string, description: string, example?: string) => ({
  description,
  content: { [mediaType]: { schema: { contentMediaType: mediaType }, ...(example === undefined ? {} : { example }) } },
});

/** A job's server-sent events (`text/event-stream`), with an example of the events it sends. */
export const eventStream = (example: string) => rawBody('text/event-stream', 'text/event-stream: the job’s events until it ends', example);
