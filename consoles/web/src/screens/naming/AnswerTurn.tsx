import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import type { TextTurn } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { isLive, useJobProgress } from '../../api/generation';
import { formatCount } from '../../i18n/format';
import { DemoChip } from '../textProjects/DemoNotice';
import { LiveTurn } from '../textProjects/LiveTurn';
import { textModelName } from '../textProjects/ModelChoice';
import { lengthAsSeen } from '../textProjects/textFormat';
import type { Favourites } from './useFavourites';

/**
 * One name or catch-phrase (`answer-item`, attributes `data-index`, `data-favourite`): its number, text
 * (`answer-item-text`), its length as the reader sees it for catch-phrases (`answer-item-length`) and the star
 * (`favourite-toggle`, `aria-pressed`), which waits until the answer is stored.
 */
function AnswerItem({ index, text, maxChars, favourites, stored }: { index: number; text: string; maxChars: number | null; favourites: Favourites; stored: boolean }) {
  const { t } = useTranslation();
  const favourite = favourites.has(text);
  const length = maxChars === null ? undefined : lengthAsSeen(text);
  const over = length !== undefined && maxChars !== null && length > maxChars;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
      data-testid="answer-item"
      data-index={index}
      data-favourite={favourite}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 32, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {index + 1}.
      </Typography>
      <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }} data-testid="answer-item-text">
        {text}
      </Typography>
      {length !== undefined && (
        <Typography
          variant="caption"
          color={over ? 'warning.dark' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap' }}
          title={over ? t('generation.conversation.overMax', { max: maxChars }) : undefined}
          data-testid="answer-item-length"
          data-length={length}
        >
          {t('generation.conversation.length', { count: length })}
        </Typography>
      )}
      <IconButton
        size="small"
        onClick={() => favourites.toggle(text)}
        disabled={!stored || favourites.pending}
        aria-pressed={favourite}
        aria-label={favourite ? t('generation.conversation.unfavourite') : t('generation.conversation.favourite')}
        color={favourite ? 'warning' : 'default'}
        data-testid="favourite-toggle"
      >
        {favourite ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
      </IconButton>
    </Box>
  );
}

/**
 * One answer of the conversation (`answer-turn`, attributes `data-turn`, `data-status`, `data-demo`): its number and
 * instruction, and its items — while it is written, as they stream in, one by one; a failed one says why
 * (`answer-error`, the catalogue's message).
 */
export function AnswerTurn({ projectId, turn: listed, maxChars, favourites }: { projectId: string; turn: TextTurn; maxChars: number | null; favourites: Favourites }) {
  const { t } = useTranslation();
  const progress = useJobProgress(projectId, listed.job_id, isLive(listed));
  // The stream's end wins over a project read a moment before it.
  const turn = progress.finished ?? listed;
  const live = isLive(turn);
  const items = live ? progress.items.filter((item) => item !== undefined) : turn.items;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }} data-testid="answer-turn" data-turn={turn.turn} data-status={turn.status} data-demo={turn.demo}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="h3">
          {t('generation.conversation.answer', { number: turn.turn + 1 })}
        </Typography>
        <Chip size="small" variant="outlined" label={turn.model ?? textModelName(turn.model_code)} />
        {turn.demo && <DemoChip />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }} data-testid="answer-instruction">
        {turn.instruction ? t('generation.conversation.instruction', { text: turn.instruction }) : turn.turn === 0 ? t('generation.conversation.first') : t('generation.conversation.newList')}
      </Typography>
      {live && <LiveTurn projectId={projectId} turn={turn} received={t('generation.conversation.received', { count: items.length })} />}
      {turn.status === 'failed' && turn.error && (
        <Alert severity={turn.error.code === 'GENERATION_CANCELLED' ? 'info' : 'error'} sx={{ mb: 1.5 }} data-testid="answer-error" data-code={turn.error.code}>
          {turn.error.message}
        </Alert>
      )}
      {items.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="answer-items" aria-busy={live}>
          {items.map((item, index) => (
            <AnswerItem key={`${index}-${item}`} index={index} text={item} maxChars={maxChars} favourites={favourites} stored={!live} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
