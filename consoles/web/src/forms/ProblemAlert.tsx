import Alert from '@mui/material/Alert';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';

/** The text for a failed request: the server's problem detail as sent (it is in the request's language). */
export function problemDetailText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.problem?.detail ?? t('errors.unexpected');
  return t('errors.network');
}

/** The catalogue code of a failed request, when the server sent problem details. */
export function problemCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.problem?.code : undefined;
}

/** A failed request's message above a form; nothing while there is no error. */
export function ProblemAlert({ error, testId = 'form-error' }: { error: unknown; testId?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" data-testid={testId}>
      {problemDetailText(error, t)}
    </Alert>
  );
}
