import type { RouteName } from './table';

export const lastRouteStorageKey = 'packlens.lastRoute';
/** Set while the last visited route is the results page (section 2). */
export const lastRouteIsResultsStorageKey = 'packlens.lastRouteIsResults';

/** The results pages: the survey's and the shelf evaluation's. */
export const resultsRoutes: readonly RouteName[] = ['Results', 'ShelfResult'];

export function rememberVisit(name: RouteName): void {
  try {
    localStorage.setItem(lastRouteStorageKey, name);
    if (resultsRoutes.includes(name)) localStorage.setItem(lastRouteIsResultsStorageKey, 'true');
    else localStorage.removeItem(lastRouteIsResultsStorageKey);
  } catch {
    // Storage can be disabled; remembering the route is a convenience only.
  }
}

export function lastVisitedRoute(): { name: string | null; isResults: boolean } {
  return {
    name: localStorage.getItem(lastRouteStorageKey),
    isResults: localStorage.getItem(lastRouteIsResultsStorageKey) === 'true',
  };
}
