import Grid from '@mui/material/Grid';
import { lazy, Suspense } from 'react';
import type { ScreenProps } from '../../routes/table';
import { AccountActivity } from '../mypage/AccountActivity';
import { CancelContractCard } from '../mypage/CancelContractCard';
import { LoginHistoryCard } from '../mypage/LoginHistoryCard';
import { ProjectListCard } from '../mypage/ProjectListCard';
import { UserManagementCard } from '../mypage/UserManagementCard';
import { Dashboard, ServicesCard } from './Dashboard';

// Below the fold and for partners only: loaded after the rest of My page.
const ApiKeysCard = lazy(() => import('../mypage/ApiKeysCard').then((module) => ({ default: module.ApiKeysCard })));
const WebhooksCard = lazy(() => import('../mypage/WebhooksCard').then((module) => ({ default: module.WebhooksCard })));

/**
 * Admin My page (MypageIndex, section 2): user info, status, login count and history, user management
 * (add, change, change administrator, lock, delete), partner API keys and webhooks, the project list with downloads and cancelling the contract.
 */
export default function MypageDashboard({ route }: ScreenProps) {
  return (
    <Dashboard route={route} aside={<ServicesCard />}>
      {(user) => (
        <>
          <AccountActivity user={user} scope="client" />
          <Grid size={12}>
            <ProjectListCard />
          </Grid>
          <Grid size={12}>
            <UserManagementCard admin={user} />
          </Grid>
          <Grid size={12}>
            <Suspense fallback={null}>
              <ApiKeysCard />
            </Suspense>
          </Grid>
          <Grid size={12}>
            <Suspense fallback={null}>
              <WebhooksCard />
            </Suspense>
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
