import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AuthenticatedUser,
  ChangeManagerResponse,
  ClientStaff,
  ContractCancellationPreview,
  ContractCancelledResponse,
  LockUsersResponse,
  PlanUsers,
  TrialUserDetails,
  UserListPage,
  UserProfile,
  UserSummary,
  type UserStatus,
} from '@packlens/contracts';
import { leaveLoginNotice } from '../auth/loginNotice';
import { sessionStore } from '../auth/session';
import { currentLanguage } from '../i18n/i18n';
import { apiRequest, withQuery } from './http';
import { userDetailKey } from './user';

/** Everything My page shows about the client's users; refetched after each command that changes them. */
const accountsKey = ['accounts'] as const;

/** GET /api/user_detail/{id}: a user's profile with status and login count. */
export function useUserProfile(userId: string | undefined) {
  return useQuery({
    queryKey: [...accountsKey, 'user_detail', userId],
    queryFn: () => apiRequest(`/user_detail/${userId}`, { schema: UserProfile }),
    enabled: userId !== undefined,
  });
}

export interface UserListParams {
  page: number;
  page_size: number;
  search?: string;
  status?: UserStatus;
}

/** GET /api/user_list/: the client's users, one page at a time, with the account count against the plan. */
export function useUserList(params: UserListParams) {
  return useQuery({
    queryKey: [...accountsKey, 'user_list', params],
    queryFn: () => apiRequest(withQuery('/user_list/', { ...params }), { schema: UserListPage }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user_staff/{client id}: the company, its group id and its accounts. */
export function useClientStaff(clientId: string | null | undefined) {
  return useQuery({
    queryKey: [...accountsKey, 'user_staff', clientId],
    queryFn: () => apiRequest(`/user_staff/${clientId}`, { schema: ClientStaff }),
    enabled: Boolean(clientId),
  });
}

/** GET /api/plan_users/: whether the unlimited plan has more accounts than it allows, and who uses it then. */
export function usePlanUsers(enabled: boolean) {
  return useQuery({
    queryKey: [...accountsKey, 'plan_users'],
    queryFn: () => apiRequest('/plan_users/', { schema: PlanUsers }),
    enabled,
  });
}

/** Commands wait for the server (pessimistic), then the lists are read again. */
function useAccountCommand<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}

export interface NewUser {
  email: string;
  name: string;
  furigana: string;
  department: string;
  /** Left out, the user gets a mail with a link to set their own password. */
  password?: string;
}

/** POST /api/user_add/ */
export function useAddUser() {
  return useAccountCommand((user: NewUser) =>
    apiRequest('/user_add/', { method: 'POST', body: { ...user, language: currentLanguage() }, schema: UserSummary }),
  );
}

export interface UserChanges {
  name?: string;
  furigana?: string;
  department?: string;
  email?: string;
  status?: UserStatus;
}

/** PUT /api/user_detail/{id} */
export function useUpdateUser() {
  return useAccountCommand(({ id, changes }: { id: string; changes: UserChanges }) =>
    apiRequest(`/user_detail/${id}`, { method: 'PUT', body: changes, schema: UserProfile }),
  );
}

/** PUT /api/plan_users/: who uses the unlimited plan (the admin always does). */
export function useSelectPlanUsers() {
  return useAccountCommand((userIds: string[]) => apiRequest('/plan_users/', { method: 'PUT', body: { user_ids: userIds }, schema: PlanUsers }));
}

/** DELETE /api/user_delete/{id} */
export function useDeleteUser() {
  return useAccountCommand((id: string) => apiRequest(`/user_delete/${id}`, { method: 'DELETE' }));
}

/** POST /api/lock_user/ with section 7's comma-separated `listUser`; `lock: false` unlocks. */
export function useLockUsers() {
  return useAccountCommand(({ ids, lock }: { ids: string[]; lock: boolean }) =>
    apiRequest('/lock_user/', { method: 'POST', body: { listUser: ids.join(','), lock }, schema: LockUsersResponse }),
  );
}

/**
 * PUT /api/change_manager/: hands the administrator role over. The caller becomes a user, so the current
 * user is read again and the guard moves them from /mypage to /mypage/users.
 */
export function useChangeManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: string; new_group_id: string }) =>
      apiRequest('/change_manager/', { method: 'PUT', body, schema: ChangeManagerResponse }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** GET /api/cancel_contract/: what cancelling would end. */
export function useContractCancellationPreview(enabled: boolean) {
  return useQuery({
    queryKey: [...accountsKey, 'cancel_contract'],
    queryFn: () => apiRequest('/cancel_contract/', { schema: ContractCancellationPreview }),
    enabled,
  });
}

/**
 * POST /api/cancel_contract/: takes effect at once and logs every user of the client out, this one too; the
 * guard then shows the login page, which says why.
 */
export function useCancelContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      apiRequest('/cancel_contract/', { method: 'POST', body: { group_id: groupId }, schema: ContractCancelledResponse }),
    onSuccess: () => {
      leaveLoginNotice('contractCancelled');
      sessionStore.clear();
      queryClient.clear();
    },
  });
}

export interface TrialUserChanges {
  account_type: 'corporation' | 'personal';
  organization: string;
  headquarters: string;
  department: string;
  name: string;
  furigana: string;
  zip_code: string;
  address: string;
  building: string;
  telephone: string;
  country: string;
  current_password?: string;
  new_password?: string;
}

/** GET /api/update_password_user_trial/{id}: what the trial user's company registered, to fill the form. */
export function useTrialUserDetails(userId: string) {
  return useQuery({
    queryKey: [...accountsKey, 'trial_details', userId],
    queryFn: () => apiRequest(`/update_password_user_trial/${userId}`, { schema: TrialUserDetails }),
  });
}

/** PUT /api/update_password_user_trial/{id}: a trial user's details (and optionally a new password). */
export function useUpdateTrialUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TrialUserChanges) =>
      apiRequest(`/update_password_user_trial/${userId}`, { method: 'PUT', body: changes, schema: AuthenticatedUser }),
    onSuccess: (user) => {
      sessionStore.updateUser(user);
      queryClient.setQueryData(userDetailKey(user.id), user);
      void queryClient.invalidateQueries({ queryKey: [...accountsKey, 'trial_details', userId] });
    },
  });
}
