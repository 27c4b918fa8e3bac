import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { LoginCounts } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useLoginCounts } from '../../api/loginHistory';
import { formatCount } from '../../i18n/format';
import { QueryContent } from './QueryContent';
import { SectionCard } from './SectionCard';

type Counts = ReturnType<typeof LoginCounts.parse>;

/** The month number of a `2026-11` period. */
const monthOf = (period: string) => Number(period.slice(5, 7));

/** Twelve bars, one per month of the year, scaled to the busiest month. */
function MonthlyBars({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const busiest = Math.max(1, ...counts.results.map((row) => row.count));
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-end', height: 120 }} data-testid="login-counts-monthly">
      {counts.results.map((row) => (
        <Tooltip key={row.period} title={t('mypage.counts.monthTip', { count: row.count, month: monthOf(row.period), logins: formatCount(row.count) })}>
          <Stack sx={{ flex: 1, alignItems: 'center', height: '100%', justifyContent: 'flex-end' }} data-period={row.period} data-count={row.count}>
            <Typography variant="caption" color="text.secondary">
              {row.count > 0 ? formatCount(row.count) : ''}
            </Typography>
            <Box sx={{ width: '100%', height: `${(row.count / busiest) * 80}%`, minHeight: 2, bgcolor: row.count > 0 ? 'primary.main' : 'divider', borderRadius: 0.5 }} />
            <Typography variant="caption" color="text.secondary">
              {t('mypage.counts.month', { month: monthOf(row.period) })}
            </Typography>
          </Stack>
        </Tooltip>
      ))}
    </Stack>
  );
}

/** My page: login counts by month of this year and by year (login_history_monthly / _yearly). */
export function LoginCountsCard({ scope }: { scope: 'client' | 'self' }) {
  const { t } = useTranslation();
  const monthly = useLoginCounts('monthly');
  const yearly = useLoginCounts('yearly');
  return (
    <SectionCard title={t(scope === 'client' ? 'mypage.counts.titleClient' : 'mypage.counts.titleSelf')} testId="login-counts">
      <QueryContent query={monthly}>
        {(counts) => (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary" data-testid="login-counts-year-total">
              {t('mypage.counts.thisYear', { total: formatCount(counts.total) })}
            </Typography>
            <MonthlyBars counts={counts} />
          </Stack>
        )}
      </QueryContent>
      <QueryContent query={yearly}>
        {(counts) => (
          <Stack direction="row" spacing={3} sx={{ mt: 2, flexWrap: 'wrap' }} data-testid="login-counts-yearly">
            {counts.results.map((row) => (
              <Typography key={row.period} variant="body2">
                {t('mypage.counts.year', { count: row.count, year: row.period, logins: formatCount(row.count) })}
              </Typography>
            ))}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
