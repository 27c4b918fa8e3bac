import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { problemDetailText } from '../../forms/ProblemAlert';
import { pathOf, type RouteName } from '../../routes/table';

/**
 * A registration or reset link that expired (24 h) or was used: the server's 'This URL is invalid' message
 * and the way to start again (section 8).
 */
export function InvalidLink({ error, again, againLabel }: { error: unknown; again: RouteName; againLabel: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-testid="url-invalid">
      <Alert severity="warning">{problemDetailText(error, t)}</Alert>
      <Stack direction="row" spacing={1.5}>
        <Button component={RouterLink} to={pathOf(again)} variant="contained" data-testid="url-invalid-again">
          {againLabel}
        </Button>
        <Button component={RouterLink} to={pathOf('Login')} variant="text">
          {t('register.toLogin')}
        </Button>
      </Stack>
    </Stack>
  );
}
