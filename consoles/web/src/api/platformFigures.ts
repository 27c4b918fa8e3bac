import { useQuery } from '@tanstack/react-query';
import { PlatformFigures } from '@packlens/contracts';
import { apiRequest } from './http';

/** Figures that move while the dashboard is open (logins, calculations) are read again at this interval. */
const refreshEveryMs = 60_000;

/** GET /api/admin/platform_figures: the whole platform at a glance, for the super admin (403 for anyone else). */
export function usePlatformFigures() {
  return useQuery({
    queryKey: ['admin', 'platform_figures'],
    queryFn: () => apiRequest('/admin/platform_figures', { schema: PlatformFigures }),
    refetchInterval: refreshEveryMs,
  });
}
