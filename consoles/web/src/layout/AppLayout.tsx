import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useCurrentUser } from '../api/user';
import { isLoggedIn, useSession } from '../auth/session';
import { nowInSeconds } from '../auth/token';
import type { RouteEntry } from '../routes/table';
import { Header } from './Header';
import { PublicHeader } from './PublicHeader';

export interface RouteHandle {
  route: RouteEntry;
}

/** The route entry of the deepest match: the header needs to know where it is (e.g. Plug). */
export function useCurrentRoute(): RouteEntry | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.route;
}

export function AppLayout() {
  const session = useSession();
  const route = useCurrentRoute();
  const user = useCurrentUser();
  const loggedIn = isLoggedIn(session, nowInSeconds());
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {loggedIn ? <Header user={user.data} routeName={route?.name} /> : <PublicHeader />}
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      {/* A new page starts at its top (a button at the foot of one page must not open the next one half-way down). */}
      <ScrollRestoration />
    </Box>
  );
}
