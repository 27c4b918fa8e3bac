import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginHistory } from '../../api/loginHistory';
import { formatDateTime, noValue, useTimeZone } from '../../i18n/format';
import { asLanguage } from '../../i18n/language';
import { describeUserAgent } from '../../services/userAgent';
import { QueryContent } from './QueryContent';
import { SectionCard } from './SectionCard';
import { firstPage, PagedTable, type PageState } from './TablePaging';

/** My page: who logged in when and from where; admins see the whole client, users themselves. */
export function LoginHistoryCard({ scope }: { scope: 'client' | 'self' }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const timeZone = useTimeZone();
  const [paging, setPaging] = useState<PageState>(firstPage);
  const history = useLoginHistory({ page: paging.page + 1, page_size: paging.pageSize });
  const showWho = scope === 'client';
  return (
    <SectionCard title={t('mypage.history.title')} testId="login-history">
      <QueryContent query={history}>
        {(data) =>
          data.count === 0 ? (
            <Typography color="text.secondary">{t('mypage.history.empty')}</Typography>
          ) : (
            <PagedTable
              head={
                <>
                  <TableCell>{t('mypage.history.at')}</TableCell>
                  {showWho && <TableCell>{t('fields.name')}</TableCell>}
                  {showWho && <TableCell>{t('fields.email')}</TableCell>}
                  <TableCell>{t('mypage.history.ip')}</TableCell>
                  <TableCell>{t('mypage.history.browser')}</TableCell>
                  <TableCell>{t('mypage.history.mfa')}</TableCell>
                </>
              }
              count={data.count}
              paging={paging}
              onPaging={setPaging}
            >
              {data.results.map((entry) => (
                <TableRow key={entry.session_id} data-testid="login-history-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.logged_in_at, language, timeZone)}</TableCell>
                  {showWho && <TableCell>{entry.name ?? noValue}</TableCell>}
                  {showWho && <TableCell>{entry.email ?? noValue}</TableCell>}
                  <TableCell>{entry.ip ?? noValue}</TableCell>
                  <TableCell title={entry.user_agent ?? undefined} sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {describeUserAgent(entry.user_agent) ?? noValue}
                  </TableCell>
                  <TableCell>{entry.mfa ? t('mypage.history.mfaUsed') : noValue}</TableCell>
                </TableRow>
              ))}
            </PagedTable>
          )
        }
      </QueryContent>
    </SectionCard>
  );
}
