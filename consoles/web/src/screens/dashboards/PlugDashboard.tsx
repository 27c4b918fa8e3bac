import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../routes/table';
import { ActionCard, Dashboard } from './Dashboard';
import { adminConsolePath } from './platform/consoleLinks';
import { PlatformFigures } from './platform/PlatformFigures';

/** Super admin dashboard (Plug): the account, the way to the admin console, and the platform's figures. */
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
    >
      {() => (
        <Grid size={12}>
          <PlatformFigures />
        </Grid>
      )}
    </Dashboard>
  );
}
