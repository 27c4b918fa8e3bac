import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useUsageAmounts } from '../../api/billing';
import { formatCount } from '../../i18n/format';
import { QueryContent } from '../mypage/QueryContent';
import { SectionCard } from '../mypage/SectionCard';
import { useLanguage } from './planParts';

/** The client's usage per month (spend, images, tokens, tickets): for the admin who may see payment amounts. */
export function UsageCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const usage = useUsageAmounts(true);
  return (
    <SectionCard title={t('billing.usage.heading')} testId="usage-amounts">
      <QueryContent query={usage}>
        {(data) =>
          data.months.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('billing.usage.empty')}
            </Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  {(['month', 'planFees', 'usageFees', 'total', 'images', 'tokens', 'tickets'] as const).map((column) => (
                    <TableCell key={column} align={column === 'month' ? 'left' : 'right'}>
                      {t(`billing.usage.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.months.map((row) => {
                  const money = (amount: number | null) => (amount === null ? '—' : formatPrice(amount, { language, currency: row.currency }));
                  return (
                    <TableRow key={row.month}>
                      <TableCell>{row.month}</TableCell>
                      <TableCell align="right">{money(row.plan_fees)}</TableCell>
                      <TableCell align="right">{money(row.usage_fees)}</TableCell>
                      <TableCell align="right">{money(row.total)}</TableCell>
                      <TableCell align="right">{formatCount(row.images_calculated - row.images_refunded)}</TableCell>
                      <TableCell align="right">{formatCount(row.tokens_used)}</TableCell>
                      <TableCell align="right">{formatCount(row.tickets_used)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )
        }
      </QueryContent>
    </SectionCard>
  );
}
