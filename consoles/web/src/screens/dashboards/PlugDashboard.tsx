import Button from '@mui/material/Button';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../routes/table';
import { ActionCard, Dashboard } from './Dashboard';

/** The react-admin console is a separate app on the same origin; a plain link leaves this one. */
export const adminConsolePath = '/admin/';

/** Super admin dashboard (Plug): the account and the way to the admin console. */
export default function PlugDashboard({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Dashboard
      route={route}
      aside={
        <ActionCard
          heading={t('dashboard.adminConsole.heading')}
          body={t('dashboard.adminConsole.body')}
          action={
            <Button variant="contained" href={adminConsolePath} startIcon={<AdminPanelSettingsOutlined />} data-testid="admin-console-link">
              {t('dashboard.adminConsole.open')}
            </Button>
          }
        />
      }
    />
  );
}
