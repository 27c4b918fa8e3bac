import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { ProjectDetail } from '@packlens/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/http';
import type { FlowStep } from './flow';
import type { ProjectKind } from './kinds';

/** Back to the step before this one in the kind's flow (where there is one), and the step's submit button ("next" unless told otherwise). */
export function StepActions({
  kind,
  project,
  step,
  pending,
  submitLabel,
  submitTestId = 'step-next',
  extra,
}: {
  kind: ProjectKind;
  project: ProjectDetail;
  step: FlowStep;
  pending: boolean;
  submitLabel?: string;
  submitTestId?: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const back = kind.back(project, step);
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1.5 }}>
      {back && (
        <Button component={RouterLink} to={kind.path(back, project.id)} variant="outlined" data-testid="step-back">
          {t('projects.actions.back')}
        </Button>
      )}
      {extra}
      <Button type="submit" variant="contained" disabled={pending} data-testid={submitTestId}>
        {pending ? t('projects.actions.saving') : (submitLabel ?? t('projects.actions.next'))}
      </Button>
    </Stack>
  );
}

/** The server's messages per field path (`segment_ids`, `names.1`, `select_category`), as it named them. */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries((error.problem?.errors ?? []).map((entry) => [entry.field, entry.message]));
}

/** A message under a group of inputs (a field the API or a client check named). */
export function FieldMessage({ message, testId }: { message: string | undefined; testId: string }) {
  if (!message) return null;
  return (
    <FormHelperText error data-testid={testId} sx={{ mx: 0 }}>
      {message}
    </FormHelperText>
  );
}
