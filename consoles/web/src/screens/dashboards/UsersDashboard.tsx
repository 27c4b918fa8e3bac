import Grid from '@mui/material/Grid';
import type { ScreenProps } from '../../routes/table';
import { AccountActivity } from '../mypage/AccountActivity';
import { LoginHistoryCard } from '../mypage/LoginHistoryCard';
import { ProjectListCard } from '../mypage/ProjectListCard';
import { Dashboard, ServicesCard } from './Dashboard';

/** User My page (Users): the account, its status, login count, the client's projects with downloads and own login history. */
export default function UsersDashboard({ route }: ScreenProps) {
  return (
    <Dashboard route={route} aside={<ServicesCard />}>
      {(user) => (
        <>
          <AccountActivity user={user} scope="self" />
          <Grid size={12}>
            <ProjectListCard />
          </Grid>
          <Grid size={12}>
            <LoginHistoryCard scope="self" />
          </Grid>
        </>
      )}
    </Dashboard>
  );
}
