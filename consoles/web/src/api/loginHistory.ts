import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LoginCounts, LoginHistoryPage } from '@packlens/contracts';
import { apiRequest, withQuery } from './http';

export interface LoginHistoryParams {
  page: number;
  page_size: number;
  /** Admins may narrow the client's history to one user; users always see their own. */
  user_id?: string;
}

/** GET /api/login_history/: an admin sees the whole client's logins, a user their own. */
export function useLoginHistory(params: LoginHistoryParams) {
  return useQuery({
    queryKey: ['accounts', 'login_history', params],
    queryFn: () => apiRequest(withQuery('/login_history/', { ...params }), { schema: LoginHistoryPage }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/login_history_monthly/ (12 months of a year) or /api/login_history_yearly/. */
export function useLoginCounts(period: 'monthly' | 'yearly', params: { user_id?: string; year?: number } = {}) {
  return useQuery({
    queryKey: ['accounts', `login_history_${period}`, params],
    queryFn: () => apiRequest(withQuery(`/login_history_${period}/`, params), { schema: LoginCounts }),
  });
}
