import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import type { TextProjectDetail } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { isLive } from '../../api/generation';
import { problemDetailText } from '../../forms/ProblemAlert';
import { ExportButtons } from '../textProjects/ExportButtons';
import { namingKind } from '../textProjects/kinds';
import { limitReached, RequestCounter, RequestLimitNotice } from '../textProjects/TurnNotices';
import { AnswerTurn } from './AnswerTurn';
import { PanelSection } from './PanelSection';
import { RefineBox } from './RefineBox';
import { useFavourites, type Favourites } from './useFavourites';

/** The starred items, kept first by every refinement (`favourite-list`, each `favourite-item`). */
function FavouriteList({ favourites, list }: { favourites: Favourites; list: readonly string[] }) {
  const { t } = useTranslation();
  if (list.length === 0) return null;
  return (
    <Paper sx={{ p: 2, border: 1, borderColor: 'divider' }} data-testid="favourite-list">
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('generation.conversation.favouritesTitle', { count: list.length })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('generation.conversation.favouritesHint')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {list.map((item) => (
          <Chip
            key={item}
            icon={<Star />}
            label={item}
            color="warning"
            variant="outlined"
            onDelete={favourites.pending ? undefined : () => favourites.toggle(item)}
            sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
            data-testid="favourite-item"
          />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The answers of a naming project (`conversation`): the request counter and exports, the favourites, each answer
 * in order (the newest last, streaming while written), and the next request — or, at the limit, the way to a new
 * project.
 */
export function Conversation({ project }: { project: TextProjectDetail }) {
  const { t } = useTranslation();
  const favourites = useFavourites(project);
  const running = project.turns.some(isLive);
  const answered = project.turns.some((turn) => turn.status === 'completed');
  const maxChars = project.brief?.service === 'catch_phrases' ? project.brief.max_chars : null;
  return (
    <Stack spacing={2} sx={{ mt: 3 }} data-testid="conversation">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h2" component="h2">
            {t('generation.conversation.title')}
          </Typography>
          <RequestCounter limits={project.limits} />
        </Stack>
        <ExportButtons projectId={project.id} disabled={!answered} />
      </Stack>
      {project.turns.length === 0 && (
        <Typography color="text.secondary" data-testid="conversation-empty">
          {t('generation.conversation.none')}
        </Typography>
      )}
      <FavouriteList favourites={favourites} list={project.favourites} />
      {favourites.error !== null && favourites.error !== undefined && (
        <Alert severity="error" data-testid="favourite-error">
          {problemDetailText(favourites.error, t)}
        </Alert>
      )}
      {project.turns.map((turn) => (
        <AnswerTurn key={turn.job_id} projectId={project.id} turn={turn} maxChars={maxChars} favourites={favourites} />
      ))}
      {answered && <PanelSection project={project} disabled={running} />}
      <RequestLimitNotice project={project} kind={namingKind} />
      {project.turns.length > 0 && !limitReached(project) && <RefineBox projectId={project.id} disabled={running} />}
    </Stack>
  );
}
