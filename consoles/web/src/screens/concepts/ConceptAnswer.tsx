import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import type { TextTurn } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLive, useEvaluateConcept, useJobProgress } from '../../api/generation';
import { problemDetailText } from '../../forms/ProblemAlert';
import { formatCount } from '../../i18n/format';
import { nextStep, stepPath } from '../projects/flow';
import { DemoChip } from '../textProjects/DemoNotice';
import { LiveTurn } from '../textProjects/LiveTurn';
import { textModelName } from '../textProjects/ModelChoice';

type Concept = TextTurn['concepts'][number];

/** The evaluation the server starts from a concept orders these menus (and enters the concept), in the client's Japan. */
const evaluationShape = { country: 'jp' as const, menus: ['preference_score', 'concept_matching'] };

function ConceptPart({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 0.3 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {text}
      </Typography>
    </Box>
  );
}

/**
 * One concept (`concept-card`, attribute `data-index`): title, insight, benefit and reason to believe, and
 * "Evaluate a design with this concept" (`concept-evaluate`), which starts a package evaluation with it and goes to
 * that evaluation's next step.
 */
function ConceptCard({ projectId, jobId, index, concept }: { projectId: string; jobId: string; index: number; concept: Concept }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const evaluate = useEvaluateConcept(projectId);
  const start = () =>
    evaluate.mutate({ jobId, index }, { onSuccess: ({ project_id }) => void navigate(stepPath(nextStep(evaluationShape, 'select_menu'), project_id)) });
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="concept-card" data-index={index}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h2" component="h4" sx={{ mb: 1.5, overflowWrap: 'anywhere' }} data-testid="concept-title">
          {concept.title}
        </Typography>
        <Stack spacing={1.25}>
          <ConceptPart label={t('generation.concepts.insight')} text={concept.insight} testId="concept-insight" />
          <ConceptPart label={t('generation.concepts.benefit')} text={concept.benefit} testId="concept-benefit" />
          <ConceptPart label={t('generation.concepts.reasonToBelieve')} text={concept.reason_to_believe} testId="concept-reason" />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexDirection: 'column', alignItems: 'stretch' }}>
        <Button variant="contained" startIcon={<AssessmentOutlined />} disabled={evaluate.isPending} onClick={start} data-testid="concept-evaluate">
          {evaluate.isPending ? t('generation.concepts.evaluating') : t('generation.concepts.evaluate')}
        </Button>
        {evaluate.isError && (
          <FormHelperText error data-testid="concept-evaluate-error">
            {problemDetailText(evaluate.error, t)}
          </FormHelperText>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * One answer of concept generation (`concept-answer`, attributes `data-turn`, `data-status`, `data-demo`): while it is
 * written, how much has arrived and "cancel"; then its concepts as cards; a failed one says why (`answer-error`).
 */
export function ConceptAnswer({ projectId, turn: listed, latest }: { projectId: string; turn: TextTurn; latest: boolean }) {
  const { t } = useTranslation();
  const progress = useJobProgress(projectId, listed.job_id, isLive(listed));
  // The stream's end wins over a project read a moment before it.
  const turn = progress.finished ?? listed;
  const live = isLive(turn);
  return (
    <Box data-testid="concept-answer" data-turn={turn.turn} data-status={turn.status} data-demo={turn.demo}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="h3">
          {t('generation.conversation.answer', { number: turn.turn + 1 })}
        </Typography>
        {latest && <Chip size="small" color="primary" label={t('generation.concepts.latest')} />}
        <Chip size="small" variant="outlined" label={turn.model ?? textModelName(turn.model_code)} />
        {turn.demo && <DemoChip />}
      </Stack>
      {live && <LiveTurn projectId={projectId} turn={turn} received={t('generation.conversation.receivedCharacters', { count: progress.characters, formatted: formatCount(progress.characters) })} />}
      {turn.status === 'failed' && turn.error && (
        <Alert severity={turn.error.code === 'GENERATION_CANCELLED' ? 'info' : 'error'} data-testid="answer-error" data-code={turn.error.code}>
          {turn.error.message}
        </Alert>
      )}
      {turn.status === 'completed' && (
        <Grid container spacing={2}>
          {turn.concepts.map((concept, index) => (
            <Grid key={index} size={{ xs: 12, md: 6, lg: 4 }}>
              <ConceptCard projectId={projectId} jobId={turn.job_id} index={index} concept={concept} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
