import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { TextProjectDetail } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { problemCode, problemDetailText } from '../../forms/ProblemAlert';
import { formatCount } from '../../i18n/format';
import { pathOf } from '../../routes/table';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import type { TextKind } from './kinds';

/** Requests used of the conversation's limit (`request-counter`, attributes `data-used`, `data-limit`). */
export function RequestCounter({ limits }: { limits: TextProjectDetail['limits'] }) {
  const { t } = useTranslation();
  const reached = limits.requests_used >= limits.request_limit;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={reached ? 'warning' : 'default'}
      label={t('generation.conversation.requests', { used: formatCount(limits.requests_used), limit: formatCount(limits.request_limit) })}
      data-testid="request-counter"
      data-used={limits.requests_used}
      data-limit={limits.request_limit}
    />
  );
}

export const limitReached = (project: Pick<TextProjectDetail, 'limits'>) => project.limits.requests_used >= project.limits.request_limit;

/** "Register a new project": where a conversation that reached its limit goes on (`register-new-project`). */
function NewProjectLink({ kind }: { kind: TextKind }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={pathOf(kind.home)} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} data-testid="register-new-project">
      {t('generation.conversation.newProject')}
    </Button>
  );
}

/** The request limit reached: no more answers in this project, a new one goes on (`request-limit-reached`). */
export function RequestLimitNotice({ project, kind }: { project: TextProjectDetail; kind: TextKind }) {
  const language = useLanguage();
  if (!limitReached(project)) return null;
  return (
    <Alert severity="info" action={<NewProjectLink kind={kind} />} data-testid="request-limit-reached">
      {catalogueMessage('REGENERATION_LIMIT_REACHED', language)}
    </Alert>
  );
}

/** The server's refusal of a request for an answer (`turn-error`); the limit's comes with the way to a new project. */
export function TurnRefusal({ error, kind }: { error: unknown; kind: TextKind }) {
  const { t } = useTranslation();
  if (!error) return null;
  const limit = problemCode(error) === 'REGENERATION_LIMIT_REACHED';
  return (
    <Alert severity="error" action={limit ? <NewProjectLink kind={kind} /> : undefined} data-testid="turn-error" data-code={problemCode(error)}>
      {problemDetailText(error, t)}
    </Alert>
  );
}
