import Grid from '@mui/material/Grid';
import type { AuthenticatedUser } from '@packlens/contracts';
import { LoginCountsCard } from './LoginCountsCard';
import { StatusCard } from './StatusCard';

/**
 * The status and login counts row both My pages share (section 2): an admin's counts cover the whole
 * client, a user's their own.
 */
export function AccountActivity({ user, scope }: { user: AuthenticatedUser; scope: 'client' | 'self' }) {
  return (
    <>
      <Grid size={{ xs: 12, md: 5 }}>
        <StatusCard user={user} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <LoginCountsCard scope={scope} />
      </Grid>
    </>
  );
}
