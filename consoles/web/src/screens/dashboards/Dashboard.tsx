import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AuthenticatedUser } from '@packlens/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/user';
import { PageLoading } from '../../routes/RouteFrame';
import { pathOf, type RouteEntry } from '../../routes/table';
import { Page } from '../Page';
import { AccountCard } from './AccountCard';

/** A card beside the account: a heading, a sentence and one action. */
export function ActionCard({ heading, body, action }: { heading: string; body: string; action: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" component="h2">
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
          {body}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

/** The dashboards share one frame: the account from GET /api/user_detail/, one role-specific card, then more rows. */
export function Dashboard({
  route,
  aside,
  children,
}: {
  route: RouteEntry;
  aside: ReactNode;
  /** Further rows under the account, given the loaded user (My page's status, users, login history). */
  children?: (user: AuthenticatedUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  let content: ReactNode;
  if (user.data) {
    content = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <AccountCard user={user.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>{aside}</Grid>
        {children?.(user.data)}
      </Grid>
    );
  } else if (user.isError) {
    content = <Alert severity="error">{t('dashboard.loadFailed')}</Alert>;
  } else {
    content = <PageLoading />;
  }
  return <Page heading={t(route.titleKey)}>{content}</Page>;
}

export function ServicesCard() {
  const { t } = useTranslation();
  return (
    <ActionCard
      heading={t('dashboard.services.heading')}
      body={t('dashboard.services.body')}
      action={
        <Button component={RouterLink} to={pathOf('Home')} variant="outlined" data-testid="dashboard-services-link">
          {t('dashboard.services.open')}
        </Button>
      }
    />
  );
}
