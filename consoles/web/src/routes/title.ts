import type { TFunction } from 'i18next';
import type { RouteEntry } from './table';

export const titleSeparator = ' | ';

/** Section 2: the route's title in the current language, then the product title, unless the route keeps its own. */
export function documentTitle(route: RouteEntry, t: TFunction): string {
  const own = t(route.titleKey);
  return route.ownTitle ? own : `${own}${titleSeparator}${t('app.productTitle')}`;
}
