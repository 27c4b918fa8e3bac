import type { ScreenProps } from '../../routes/table';
import { Dashboard, ServicesCard } from './Dashboard';

/** User dashboard (Users). */
export default function UsersDashboard({ route }: ScreenProps) {
  return <Dashboard route={route} aside={<ServicesCard />} />;
}
