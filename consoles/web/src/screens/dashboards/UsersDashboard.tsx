import Grid from '@mui/material/Grid';
import type { ScreenProps } from '../../routes/table';
import { LoginCountsCard } from '../mypage/LoginCountsCard';
import { LoginHistoryCard } from '../mypage/LoginHistoryCard';
import { StatusCard } from '../mypage/StatusCard';
import { Dashboard, ServicesCard } from './Dashboard';

/** User My page (Users): the account, its status, login count and own login history. */
export default function UsersDashboard({ route }: ScreenProps) {
  return (
    <Dashboard route={route} aside={<ServicesCard />}>
      {(user) => (
        <>
          <Grid size={{ xs: 12, md: 5 }}>
            <StatusCard user={user} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <LoginCountsCard scope="self" />
          </Grid>
          <Grid size={12}>
            <LoginHistoryCard scope="self" />
          </Grid>
        </>
      )}
    </Dashboard>
  );
}
