import { useQuery } from '@tanstack/react-query';
import { AuthenticatedUser } from '@packlens/contracts';
import { sessionStore, useSession } from '../auth/session';
import { apiRequest } from './http';

export const userDetailKey = (userId: string | undefined) => ['user_detail', userId] as const;

/**
 * GET /api/user_detail/: the logged-in user. The copy cached at login is shown at once and re-read from
 * the server, so plan, image count and add-ons in the header stay current.
 */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({
    queryKey: userDetailKey(session?.claims.user_id),
    queryFn: async () => {
      const user = await apiRequest('/user_detail/', { schema: AuthenticatedUser });
      sessionStore.updateUser(user);
      return user;
    },
    enabled: session !== null,
    initialData: session?.user ?? undefined,
    initialDataUpdatedAt: 0,
  });
}
