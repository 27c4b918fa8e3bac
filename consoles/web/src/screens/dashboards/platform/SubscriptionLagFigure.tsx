import Typography from '@mui/material/Typography';
import type { PlatformFigures } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/format';
import { consoleLinks } from './consoleLinks';
import { FigureCard } from './FigureCard';

/** How far the read models and reactors are behind the event log: those behind by name, else that all are current. */
export function SubscriptionLagFigure({ subscriptions }: { subscriptions: PlatformFigures['subscriptions'] }) {
  const { t } = useTranslation();
  const behind = subscriptions.filter((subscription) => subscription.behind > 0).sort((a, b) => b.behind - a.behind);
  const events = (value: number) => t('platformFigures.lag.behind', { count: value, value: formatCount(value) });
  return (
    <FigureCard
      testId="subscription-lag"
      title={t('platformFigures.lag.title')}
      value={behind.length ? events(behind[0].behind) : undefined}
      link={{ href: consoleLinks.health(), label: t('platformFigures.lag.open') }}
    >
      {behind.length === 0 ? (
        <Typography variant="body2">{t('platformFigures.lag.upToDate', { count: subscriptions.length, value: formatCount(subscriptions.length) })}</Typography>
      ) : (
        <Typography component="ul" variant="body2" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {behind.map((subscription) => (
            <li key={subscription.name} data-testid={`subscription-lag-${subscription.name}`}>
              <code>{subscription.name}</code> · {events(subscription.behind)}
            </li>
          ))}
        </Typography>
      )}
    </FigureCard>
  );
}
