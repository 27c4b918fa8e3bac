import Grid from '@mui/material/Grid';
import type { ScreenProps } from '../../routes/table';
import { CancelContractCard } from '../mypage/CancelContractCard';
import { LoginCountsCard } from '../mypage/LoginCountsCard';
import { LoginHistoryCard } from '../mypage/LoginHistoryCard';
import { StatusCard } from '../mypage/StatusCard';
import { UserManagementCard } from '../mypage/UserManagementCard';
import { Dashboard, ServicesCard } from './Dashboard';

/**
 * Admin My page (MypageIndex, section 2): user info, status, login count and history, user management
 * (add, change, change administrator, lock, delete) and cancelling the contract.
 */
export default function MypageDashboard({ route }: ScreenProps) {
  return (
    <Dashboard route={route} aside={<ServicesCard />}>
      {(user) => (
        <>
          <Grid size={{ xs: 12, md: 5 }}>
            <StatusCard user={user} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <LoginCountsCard scope="client" />
          </Grid>
          <Grid size={12}>
            <UserManagementCard admin={user} />
          </Grid>
          <Grid size={12}>
            <LoginHistoryCard scope="client" />
          </Grid>
          <Grid size={12}>
            <CancelContractCard />
          </Grid>
        </>
      )}
    </Dashboard>
  );
}
