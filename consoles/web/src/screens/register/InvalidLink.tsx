import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { problemDetailText } from '../../forms/ProblemAlert';
import { PageLoading } from '../../routes/RouteFrame';
import { pathOf } from '../../routes/table';

/** Where a visitor starts again: registration links lead back to pre-registration, reset links to the reset form. */
type StartAgain = 'PreRegister' | 'PasswordReset';
const againLabels = { PreRegister: 'register.registerAgain', PasswordReset: 'passwordNew.requestAgain' } as const;

/**
 * A registration or reset link that expired (24 h) or was used: the server's 'This URL is invalid' message
 * and the way to start again (section 8).
 */
export function InvalidLink({ error, again }: { error: unknown; again: StartAgain }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-testid="url-invalid">
      <Alert severity="warning">{problemDetailText(error, t)}</Alert>
      <Stack direction="row" spacing={1.5}>
        <Button component={RouterLink} to={pathOf(again)} variant="contained" data-testid="url-invalid-again">
          {t(againLabels[again])}
        </Button>
        <Button component={RouterLink} to={pathOf('Login')} variant="text">
          {t('register.toLogin')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A step reached through a one-time link or the `user` parameter: loading, the invalid-link notice, or the step. */
export function LinkedStep<T>({ query, again = 'PreRegister', children }: { query: UseQueryResult<T>; again?: StartAgain; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <InvalidLink error={query.error} again={again} />;
  return <>{children(query.data as T)}</>;
}
