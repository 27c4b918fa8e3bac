import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlanChangeResult, PlanChoice, SettingsView, UsageAmounts, type PlanChangeRequest } from '@packlens/contracts';
import { sessionStore, useSession } from '../auth/session';
import { apiRequest } from './http';
import { userDetailKey } from './user';

const plansKey = ['plans'] as const;
const settingsKey = ['settings'] as const;

/** GET /api/plans/: the client's plan and what PlanRenew offers (prices only where the caller may see them). */
export function usePlanChoice() {
  const session = useSession();
  return useQuery({
    queryKey: [...plansKey, session?.claims.user_id],
    queryFn: () => apiRequest('/plans/', { schema: PlanChoice }),
    enabled: session !== null && !session.user?.is_superuser,
  });
}

/** GET /api/settings/: who may change plans, languages, cost display and the caller's country setting. */
export function useSettings() {
  const session = useSession();
  return useQuery({
    queryKey: [...settingsKey, session?.claims.user_id],
    queryFn: () => apiRequest('/settings/', { schema: SettingsView }),
    enabled: session !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /api/usage_amounts/: the client's usage per month (admins). */
export function useUsageAmounts(enabled: boolean) {
  return useQuery({
    queryKey: ['usage_amounts'],
    queryFn: () => apiRequest('/usage_amounts/', { schema: UsageAmounts }),
    enabled,
  });
}

/**
 * PUT /api/change_plan/{client id}: takes effect at once, so the header (the user's plan) and the plan lists
 * are refreshed from the answer.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: Partial<PlanChangeRequest> & { plan_id: number } }) =>
      apiRequest(`/change_plan/${clientId}`, { method: 'PUT', body, schema: PlanChangeResult }),
    onSuccess: (result) => {
      sessionStore.updateUser(result.user);
      queryClient.setQueryData(userDetailKey(result.user.id), result.user);
      void queryClient.invalidateQueries({ queryKey: plansKey });
      void queryClient.invalidateQueries({ queryKey: ['usage_amounts'] });
    },
  });
}
