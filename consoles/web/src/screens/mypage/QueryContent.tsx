import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemDetailText } from '../../forms/ProblemAlert';

/** A query's data, or its loading spinner, or the server's message when it failed. */
export function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <Alert severity="error">{problemDetailText(query.error, t)}</Alert>;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
      <CircularProgress size={28} aria-label={t('app.loading')} />
    </Box>
  );
}
