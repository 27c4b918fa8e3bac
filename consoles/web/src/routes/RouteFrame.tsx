import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../api/user';
import { useSession } from '../auth/session';
import { nowInSeconds } from '../auth/token';
import { asLanguage } from '../i18n/language';
import { decideAccess } from './guard';
import { rememberVisit } from './lastVisited';
import { pathOf, type RouteEntry } from './table';
import { documentTitle } from './title';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

/** A route that passed its guard: sets the page title (again when the language changes) and shows the screen. */
function ShownRoute({ route }: { route: RouteEntry }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = documentTitle(route, t);
  }, [route, t, i18n.language]);
  useEffect(() => rememberVisit(route.name), [route]);
  const Screen = route.screen;
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen route={route} />
    </Suspense>
  );
}

/** Applies the route table's auth need, parameters and service gate before showing a screen. */
export function RouteFrame({ route }: { route: RouteEntry }) {
  const session = useSession();
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const userQuery = useCurrentUser();
  const decision = decideAccess(route, { session, now: nowInSeconds(), language: asLanguage(i18n.language), search });

  if (decision.kind === 'redirect') return <Navigate to={pathOf(decision.to)} replace />;
  if (decision.kind === 'waitForUser') {
    if (userQuery.isError) {
      return (
        <Alert severity="error" sx={{ m: 3 }}>
          {t('dashboard.loadFailed')}
        </Alert>
      );
    }
    return <PageLoading />;
  }
  return <ShownRoute route={route} />;
}
