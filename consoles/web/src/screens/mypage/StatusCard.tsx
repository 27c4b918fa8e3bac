import { roles, type AuthenticatedUser } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useClientStaff, useUserProfile } from '../../api/users';
import { formatCount, formatDateTime, useTimeZone } from '../../i18n/format';
import { asLanguage } from '../../i18n/language';
import { DefinitionList, type Definition } from '../DefinitionList';
import { QueryContent } from './QueryContent';
import { SectionCard } from './SectionCard';
import { StatusChip } from './StatusChip';

/** My page: the account's status and login count (section 2); admins also see the group id and accounts. */
export function StatusCard({ user }: { user: AuthenticatedUser }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const timeZone = useTimeZone();
  const profile = useUserProfile(user.id);
  const isAdmin = user.role === roles.admin;
  const staff = useClientStaff(isAdmin ? user.client_id : undefined);
  return (
    <SectionCard title={t('mypage.status.title')} testId="status-card">
      <QueryContent query={profile}>
        {(data) => {
          const rows: Definition[] = [
            { key: 'status', label: t('fields.status'), value: <StatusChip status={data.status} /> },
            { key: 'login_count', label: t('fields.login_count'), value: t('mypage.status.times', { count: data.login_count, times: formatCount(data.login_count) }) },
            { key: 'last_login_at', label: t('fields.last_login_at'), value: formatDateTime(data.last_login_at, language, timeZone) },
            { key: 'registered_at', label: t('fields.registered_at'), value: formatDateTime(data.registered_at, language, timeZone) },
          ];
          if (isAdmin && staff.data) {
            rows.push(
              { key: 'group_id', label: t('fields.group_id'), value: staff.data.group_id },
              {
                key: 'accounts',
                label: t('mypage.status.accounts'),
                value: t('mypage.status.accountsOf', { count: staff.data.max_accounts, used: staff.data.account_count, max: staff.data.max_accounts }),
              },
            );
          }
          return <DefinitionList rows={rows} prefix="status" />;
        }}
      </QueryContent>
    </SectionCard>
  );
}
