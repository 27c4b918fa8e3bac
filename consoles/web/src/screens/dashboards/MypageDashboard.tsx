import type { ScreenProps } from '../../routes/table';
import { Dashboard, ServicesCard } from './Dashboard';

/** Admin dashboard (MypageIndex). User management and project lists come with later work. */
export default function MypageDashboard({ route }: ScreenProps) {
  return <Dashboard route={route} aside={<ServicesCard />} />;
}
