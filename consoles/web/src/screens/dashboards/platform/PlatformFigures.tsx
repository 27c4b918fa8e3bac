import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatPrice, type PlatformFigures as Figures } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { usePlatformFigures } from '../../../api/platformFigures';
import { formatCount } from '../../../i18n/format';
import { asLanguage } from '../../../i18n/language';
import { QueryContent } from '../../mypage/QueryContent';
import { ClientsFigure } from './ClientsFigure';
import { consoleLinks } from './consoleLinks';
import { FigureCard, FigureValue } from './FigureCard';
import { SubscriptionLagFigure } from './SubscriptionLagFigure';

/** Figures of this month (Japan time) and of the platform now, each a card that links into the console. */
function FigureGrid({ figures }: { figures: Figures }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const counted = (key: `platformFigures.${'activeUsers' | 'calculations' | 'images' | 'failed'}.value`, value: number) =>
    t(key, { count: value, value: formatCount(value) });
  const sales = { href: consoleLinks.salesOf(figures.month), label: t('platformFigures.openSales') };
  const money = (amount: number, currency: Figures['sales'][number]['currency']) => formatPrice(amount, { language, currency });
  // This month's counts, each leading to the month's sales management.
  const monthCounts = [
    { testId: 'calculations-this-month', key: 'calculations', value: figures.calculations.requested },
    { testId: 'images-this-month', key: 'images', value: figures.images.calculated },
    { testId: 'failed-calculations', key: 'failed', value: figures.calculations.failed },
  ] as const;
  const notes = {
    calculations: t('platformFigures.calculations.note'),
    images: t('platformFigures.images.note', { refunded: formatCount(figures.images.refunded) }),
    failed: t('platformFigures.failed.note', { images: formatCount(figures.calculations.failed_images) }),
  };
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ClientsFigure clients={figures.clients} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FigureCard
          testId="active-users"
          title={t('platformFigures.activeUsers.title')}
          value={counted('platformFigures.activeUsers.value', figures.active_users.users)}
          note={t('platformFigures.activeUsers.note', { days: figures.active_users.days })}
          link={{ href: consoleLinks.clientsByUsers(), label: t('platformFigures.activeUsers.open') }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FigureCard testId="sales-this-month" title={t('platformFigures.sales.title')} link={{ href: sales.href, label: t('platformFigures.sales.open') }}>
          {figures.sales.length === 0 && <Typography variant="body2">{t('platformFigures.sales.none')}</Typography>}
          {figures.sales.map((sale) => (
            <Box key={sale.currency} data-testid={`sales-this-month-${sale.currency}`}>
              <FigureValue>{money(sale.total, sale.currency)}</FigureValue>
              <Typography variant="body2" color="text.secondary">
                {t('platformFigures.sales.fees', { planFees: money(sale.plan_fees, sale.currency), usageFees: money(sale.usage_fees, sale.currency) })}
              </Typography>
            </Box>
          ))}
        </FigureCard>
      </Grid>
      {monthCounts.map(({ testId, key, value }) => (
        <Grid key={testId} size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard testId={testId} title={t(`platformFigures.${key}.title`)} value={counted(`platformFigures.${key}.value`, value)} note={notes[key]} link={sales} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SubscriptionLagFigure subscriptions={figures.subscriptions} />
      </Grid>
    </Grid>
  );
}

/** The super admin's view of the whole platform (GET /api/admin/platform_figures). */
export function PlatformFigures() {
  const { t } = useTranslation();
  const figures = usePlatformFigures();
  return (
    <Box data-testid="platform-figures">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" component="h2">
          {t('platformFigures.heading')}
        </Typography>
        {figures.data && (
          <Typography variant="body2" color="text.secondary" data-testid="platform-figures-month">
            {t('platformFigures.month', { month: figures.data.month })}
          </Typography>
        )}
      </Box>
      <QueryContent query={figures}>{(data) => <FigureGrid figures={data} />}</QueryContent>
    </Box>
  );
}
