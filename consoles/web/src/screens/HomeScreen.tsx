import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/user';
import { asLanguage } from '../i18n/language';
import { PageLoading } from '../routes/RouteFrame';
import type { ScreenProps } from '../routes/table';
import { serviceOffers } from '../services/catalogue';
import { checkServiceGate } from '../services/gates';
import { Page } from './Page';
import { ServiceCard } from './ServiceCard';

/** Home: service selection, each service gated by section 6's rules for this user and language. */
export default function HomeScreen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoading />;
  const language = asLanguage(i18n.language);
  return (
    <Page heading={t(route.titleKey)} lead={t('home.lead')}>
      <Grid container spacing={3}>
        {serviceOffers.map((offer) => (
          <Grid key={offer.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <ServiceCard offer={offer} gate={checkServiceGate(offer.id, user, language)} />
          </Grid>
        ))}
      </Grid>
    </Page>
  );
}
