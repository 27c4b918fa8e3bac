import type { CountryCode } from '@packlens/contracts';

/** The react-admin console is a separate app on the same origin; a plain link leaves this one. */
export const adminConsolePath = '/admin/';

/**
 * Addresses in the admin console (react-admin, hash routing) that show what a figure counts. Its lists read their
 * filter and sort from the query string, so a link opens the list already narrowed.
 */
function consoleList(resource: string, params: { filter?: Record<string, unknown>; sort?: string; order?: 'ASC' | 'DESC' } = {}): string {
  const query = new URLSearchParams();
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  if (params.sort) query.set('sort', params.sort);
  if (params.order) query.set('order', params.order);
  const search = query.size ? `?${query}` : '';
  return `${adminConsolePath}#/${resource}${search}`;
}

export const consoleLinks = {
  clients: () => consoleList('clients'),
  clientsOnPlan: (planId: number) => consoleList('clients', { filter: { plan_id: planId } }),
  clientsIn: (country: CountryCode) => consoleList('clients', { filter: { country } }),
  /** The console lists no users: the clients with the most users come first. */
  clientsByUsers: () => consoleList('clients', { sort: 'user_count', order: 'DESC' }),
  /** Sales rows hold each client's calculated and refunded images and amounts per month. */
  salesOf: (month: string) => consoleList('sales', { filter: { from: month, to: month } }),
  /** The subscriptions' lag has no console page: the API's health check lists it. */
  health: () => '/api/health',
};
