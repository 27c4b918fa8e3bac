import type { Context } from 'hono';
import { DomainError } from '@packlens/contracts';
import type { AppEnv } from './context';

/**
 * One page of a list kept in its order (newest first): the `limit` items after `startingAfter`, and a
 * `Link: <…>; rel="next"` header when more follow (RFC 8288, as GitHub does). A cursor naming no item of the list
 * (another client's, or removed) answers 400 on `starting_after`.
 */
export function cursorPage<T>(c: Context<AppEnv>, rows: readonly T[], idOf: (row: T) => string, query: { limit: number; starting_after?: string }): T[] {
  let from = 0;
  if (query.starting_after) {
    const at = rows.findIndex((row) => idOf(row) === query.starting_after);
    if (at < 0) throw new DomainError('VALIDATION_FAILED', {}, { starting_after: 'VALIDATION_FAILED' });
    from = at + 1;
  }
  const page = rows.slice(from, from + query.limit);
  if (from + query.limit < rows.length && page.length) {
    const next = new URL(c.req.url);
    next.searchParams.set('limit', String(query.limit));
    next.searchParams.set('starting_after', idOf(page[page.length - 1]));
    c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page;
}
