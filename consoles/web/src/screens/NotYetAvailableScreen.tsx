import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isLoggedIn, useSession } from '../auth/session';
import { nowInSeconds } from '../auth/token';
import { pathOf, type ScreenProps } from '../routes/table';
import { Page } from './Page';

/** Stands in for a screen that later work builds: says so plainly instead of faking it. */
export default function NotYetAvailableScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const loggedIn = isLoggedIn(useSession(), nowInSeconds());
  return (
    <Page heading={t(route.titleKey)}>
      <Paper sx={{ p: 4, border: 1, borderColor: 'divider' }} data-testid="not-yet-available">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Chip icon={<ConstructionOutlined />} label={t('notYetAvailable.badge')} color="warning" variant="outlined" />
          <Typography>{t('notYetAvailable.body')}</Typography>
          <Button component={RouterLink} to={pathOf(loggedIn ? 'Home' : 'Login')} variant="outlined">
            {loggedIn ? t('notYetAvailable.backHome') : t('notYetAvailable.toLogin')}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
