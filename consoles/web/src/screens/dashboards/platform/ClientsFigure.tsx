import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { countries, planById, type PlatformFigures } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/format';
import { asLanguage } from '../../../i18n/language';
import { consoleLinks } from './consoleLinks';
import { FigureCard, FigureRow } from './FigureCard';

/** Clients by plan and by country; each line opens the console's client list filtered to it. */
export function ClientsFigure({ clients }: { clients: PlatformFigures['clients'] }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const count = (value: number) => t('platformFigures.clients.total', { count: value, value: formatCount(value) });
  // Names from the catalogue in the current language; the server's name only for a plan the catalogue lacks.
  const planName = (plan: PlatformFigures['clients']['by_plan'][number]) => planById(plan.plan_id)?.name[language] ?? plan.plan_name;
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name[language] ?? code;
  const list = { component: 'ul', sx: { listStyle: 'none', p: 0, m: 0 } } as const;
  return (
    <FigureCard
      testId="clients-total"
      title={t('platformFigures.clients.title')}
      value={count(clients.total)}
      link={{ href: consoleLinks.clients(), label: t('platformFigures.clients.open') }}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="overline" component="h4" color="text.secondary">
            {t('platformFigures.clients.byPlan')}
          </Typography>
          <Typography {...list}>
            {clients.by_plan.map((plan) => (
              <FigureRow key={plan.plan_id} testId={`clients-by-plan-${plan.plan_id}`} label={planName(plan)} value={count(plan.clients)} href={consoleLinks.clientsOnPlan(plan.plan_id)} />
            ))}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="overline" component="h4" color="text.secondary">
            {t('platformFigures.clients.byCountry')}
          </Typography>
          <Typography {...list}>
            {clients.by_country.map((entry) => (
              <FigureRow
                key={entry.country}
                testId={`clients-by-country-${entry.country}`}
                label={countryName(entry.country)}
                value={count(entry.clients)}
                href={consoleLinks.clientsIn(entry.country)}
              />
            ))}
          </Typography>
        </Grid>
      </Grid>
    </FigureCard>
  );
}
