import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { planTypes, roleName, roles, type AuthenticatedUser, type UserSummary } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../hooks/useDebounced';
import { useClientStaff, useDeleteUser, useLockUsers, usePlanUsers, useUserList } from '../../api/users';
import { formatCount, formatDateTime, useTimeZone } from '../../i18n/format';
import { asLanguage } from '../../i18n/language';
import { ChangeManagerDialog } from './ChangeManagerDialog';
import { CommandDialog } from './CommandDialog';
import { PlanUsersDialog } from './PlanUsersDialog';
import { QueryContent } from './QueryContent';
import { SectionCard } from './SectionCard';
import { StatusChip } from './StatusChip';
import { firstPage, PagedTable, type PageState } from './TablePaging';
import { UserFormDialog } from './UserFormDialog';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: UserSummary }
  | { kind: 'delete'; user: UserSummary }
  | { kind: 'lock'; lock: boolean }
  | { kind: 'manager' }
  | { kind: 'planUsers' }
  | null;

/**
 * My page for admins: the client's users with add, change, change administrator, lock and delete (section 6).
 * The admin's own row can be edited but not selected for lock or deleted. On the unlimited plan with more accounts
 * than it allows, it marks who uses the plan and lets the admin change that selection (section 4).
 */
export function UserManagementCard({ admin }: { admin: AuthenticatedUser }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const timeZone = useTimeZone();
  const [paging, setPaging] = useState<PageState>(firstPage);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const settledSearch = useDebounced(search.trim());
  const list = useUserList({ page: paging.page + 1, page_size: paging.pageSize, search: settledSearch || undefined });
  const staff = useClientStaff(admin.client_id);
  const planUsers = usePlanUsers(admin.plan?.plan_type === planTypes.byMonth);
  // Who may log in, when a selection is in force; null when everyone may.
  const planSelection = planUsers.data?.required ? planUsers.data : null;
  const usesPlan = (userId: string) => userId === admin.id || Boolean(planSelection?.selected_user_ids.includes(userId));
  const remove = useDeleteUser();
  const lock = useLockUsers();

  const close = () => {
    setDialog(null);
    remove.reset();
    lock.reset();
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const full = list.data ? list.data.account_count >= list.data.max_accounts : false;
  const candidates = (staff.data?.users ?? []).filter((user) => user.id !== admin.id && user.role === roles.user && user.status === 'valid');

  const actions = (
    <>
      <Tooltip title={full ? t('mypage.users.full') : ''}>
        <span>
          <Button variant="contained" size="small" startIcon={<PersonAddAlt1Outlined />} disabled={full} onClick={() => setDialog({ kind: 'add' })} data-testid="user-add">
            {t('mypage.users.add')}
          </Button>
        </span>
      </Tooltip>
      <Button size="small" variant="outlined" startIcon={<LockOutlined />} disabled={selected.size === 0} onClick={() => setDialog({ kind: 'lock', lock: true })} data-testid="user-lock">
        {t('mypage.users.lock')}
      </Button>
      <Button size="small" variant="outlined" startIcon={<LockOpenOutlined />} disabled={selected.size === 0} onClick={() => setDialog({ kind: 'lock', lock: false })} data-testid="user-unlock">
        {t('mypage.users.unlock')}
      </Button>
      <Button size="small" variant="outlined" startIcon={<SwapHorizOutlined />} onClick={() => setDialog({ kind: 'manager' })} data-testid="change-manager">
        {t('mypage.manager.open')}
      </Button>
      {planSelection && (
        <Button size="small" variant="outlined" startIcon={<HowToRegOutlined />} onClick={() => setDialog({ kind: 'planUsers' })} data-testid="plan-users-open">
          {t('mypage.planUsers.open')}
        </Button>
      )}
    </>
  );

  return (
    <SectionCard title={t('mypage.users.title')} actions={actions} testId="user-management">
      {planSelection && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="plan-users-notice">
          {t('mypage.planUsers.lead', { max: planSelection.max_accounts })}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPaging((current) => ({ ...current, page: 0 }));
          }}
          placeholder={t('mypage.users.search')}
          sx={{ minWidth: { xs: '100%', sm: 360 } }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> },
            htmlInput: { 'aria-label': t('mypage.users.search'), 'data-testid': 'user-search' },
          }}
        />
        {list.data && (
          <Typography variant="body2" color={full ? 'warning.main' : 'text.secondary'} data-testid="user-account-count">
            {t('mypage.status.accountsOf', { count: list.data.max_accounts, used: list.data.account_count, max: list.data.max_accounts })}
          </Typography>
        )}
      </Stack>
      <QueryContent query={list}>
        {(data) => (
          <PagedTable
            head={
              <>
                <TableCell padding="checkbox" />
                <TableCell>{t('fields.name')}</TableCell>
                <TableCell>{t('fields.email')}</TableCell>
                <TableCell>{t('fields.department')}</TableCell>
                <TableCell>{t('fields.role')}</TableCell>
                <TableCell>{t('fields.status')}</TableCell>
                {planSelection && <TableCell>{t('mypage.planUsers.column')}</TableCell>}
                <TableCell align="right">{t('fields.login_count')}</TableCell>
                <TableCell>{t('fields.last_login_at')}</TableCell>
                <TableCell />
              </>
            }
            count={data.count}
            paging={paging}
            onPaging={setPaging}
          >
            {data.results.map((user) => {
              const self = user.id === admin.id;
              return (
                <TableRow key={user.id} hover data-testid="user-row" data-email={user.email} data-status={user.status}>
                  <TableCell padding="checkbox">
                    {!self && (
                      <Checkbox
                        size="small"
                        checked={selected.has(user.id)}
                        onChange={() => toggle(user.id)}
                        slotProps={{ input: { 'aria-label': t('mypage.users.select', { name: user.name }) } }}
                        data-testid="user-select"
                      />
                    )}
                  </TableCell>
                  <TableCell>{user.name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                  <TableCell>{user.department}</TableCell>
                  <TableCell>{t(`dashboard.roles.${roleName(user.role)}`)}</TableCell>
                  <TableCell>
                    <StatusChip status={user.status} testId="user-status" />
                  </TableCell>
                  {planSelection && (
                    <TableCell>
                      <Chip
                        size="small"
                        variant={usesPlan(user.id) ? 'filled' : 'outlined'}
                        color={usesPlan(user.id) ? 'primary' : 'default'}
                        label={t(usesPlan(user.id) ? 'mypage.planUsers.inUse' : 'mypage.planUsers.notSelected')}
                        data-testid="user-plan-use"
                        data-selected={usesPlan(user.id)}
                      />
                    </TableCell>
                  )}
                  <TableCell align="right">{formatCount(user.login_count)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.last_login_at, language, timeZone)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('mypage.users.edit')}>
                      <IconButton size="small" onClick={() => setDialog({ kind: 'edit', user })} aria-label={t('mypage.users.edit')} data-testid="user-edit">
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {!self && (
                      <Tooltip title={t('mypage.users.delete')}>
                        <IconButton size="small" onClick={() => setDialog({ kind: 'delete', user })} aria-label={t('mypage.users.delete')} data-testid="user-delete">
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </PagedTable>
        )}
      </QueryContent>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <UserFormDialog user={dialog.kind === 'edit' ? dialog.user : null} isSelf={dialog.kind === 'edit' && dialog.user.id === admin.id} onClose={close} />
      )}
      {dialog?.kind === 'manager' && <ChangeManagerDialog candidates={candidates} onClose={close} />}
      {dialog?.kind === 'planUsers' && planSelection && <PlanUsersDialog adminId={admin.id} planUsers={planSelection} users={staff.data?.users ?? []} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <CommandDialog
          open
          danger
          title={t('mypage.users.deleteTitle')}
          confirmLabel={t('mypage.users.delete')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.user.id, { onSuccess: close })}
          onClose={close}
          testId="user-delete-dialog"
        >
          <Typography>{t('mypage.users.deleteBody', { name: dialog.user.name, email: dialog.user.email })}</Typography>
        </CommandDialog>
      )}
      {dialog?.kind === 'lock' && (
        <CommandDialog
          open
          danger={dialog.lock}
          title={dialog.lock ? t('mypage.users.lockTitle') : t('mypage.users.unlockTitle')}
          confirmLabel={dialog.lock ? t('mypage.users.lock') : t('mypage.users.unlock')}
          pending={lock.isPending}
          error={lock.error}
          onConfirm={() =>
            lock.mutate(
              { ids: [...selected], lock: dialog.lock },
              {
                onSuccess: () => {
                  setSelected(new Set());
                  close();
                },
              },
            )
          }
          onClose={close}
          testId="user-lock-dialog"
        >
          <Typography>{t(dialog.lock ? 'mypage.users.lockBody' : 'mypage.users.unlockBody', { selected: selected.size })}</Typography>
        </CommandDialog>
      )}
    </SectionCard>
  );
}
