import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { conceptTypes, type TextBriefRequest, type TextProjectDetail } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { isLive } from '../../api/generation';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { useForm } from '../../forms/useForm';
import { formatCount } from '../../i18n/format';
import type { ScreenProps } from '../../routes/table';
import { DefinitionList } from '../DefinitionList';
import { names, useLanguage } from '../projects/catalogue';
import { OutputLanguageField } from '../textProjects/BriefFields';
import { briefProblems, briefRequestOf, briefValuesOf, type BriefValues } from '../textProjects/briefValues';
import { DemoNotice } from '../textProjects/DemoNotice';
import { ExportButtons } from '../textProjects/ExportButtons';
import { conceptKind, textStepPath } from '../textProjects/kinds';
import { textModelName } from '../textProjects/ModelChoice';
import { TextProjectStep } from '../textProjects/TextProjectStep';
import { limitReached, RequestCounter, RequestLimitNotice, TurnRefusal } from '../textProjects/TurnNotices';
import { useBriefAndAnswer } from '../textProjects/useBriefAndAnswer';
import { ConceptAnswer } from './ConceptAnswer';

/** The message step's limit (the contract's `message`). */
const messageMaxLength = 500;

/** What the menu chose (`concept-brief-{type,product,category,target,count,model}`), with the way back (`step-back`). */
function MenuSummary({ project, brief }: { project: TextProjectDetail; brief: TextBriefRequest }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider', height: '100%' }} data-testid="concept-brief">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h2" component="h2">
          {t('generation.concepts.briefTitle')}
        </Typography>
        <Button component={RouterLink} to={textStepPath(conceptKind, 'menu', project.id)} size="small" data-testid="step-back">
          {t('generation.actions.change')}
        </Button>
      </Stack>
      <DefinitionList
        prefix="concept-brief"
        rows={[
          { key: 'type', label: t('generation.concepts.type'), value: conceptTypes.find((type) => type.code === brief.concept_type)?.name[language] ?? '—' },
          { key: 'product', label: t('generation.brief.product'), value: brief.product },
          { key: 'category', label: t('generation.brief.category'), value: names.category(brief.category_id, language) },
          { key: 'target', label: t('generation.brief.target'), value: brief.target || '—' },
          { key: 'count', label: t('generation.concepts.count'), value: t('generation.concepts.countValue', { count: brief.count }) },
          { key: 'model', label: t('generation.concepts.model'), value: textModelName(brief.model_code) },
        ]}
      />
    </Paper>
  );
}

/** The message (`textarea[name=message]`) and output language; "generate" (`concept-generate`) saves them, then asks. */
function MessageForm({ project, brief }: { project: TextProjectDetail; brief: TextBriefRequest }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const generate = useBriefAndAnswer(project.id);
  const choice = { service: brief.service, count: brief.count, model_code: brief.model_code };
  const form = useForm<BriefValues>({ initial: briefValuesOf(brief, language), check: (values) => briefProblems(values, choice), serverError: generate.briefError });
  const submit = form.onSubmit((values) => generate.send(briefRequestOf(values, choice)));
  const message = form.text('message');
  const running = project.turns.some(isLive);
  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="concept-message-form">
      <Stack spacing={2.5}>
        <ProblemAlert error={generate.briefError} />
        <TextField
          {...message}
          helperText={message.helperText ?? t('generation.concepts.messageCount', { count: formatCount(message.value.length), max: messageMaxLength })}
          label={t('generation.concepts.message')}
          placeholder={t('generation.concepts.messageHint', { max: messageMaxLength })}
          multiline
          minRows={4}
          fullWidth
        />
        <Box sx={{ maxWidth: 320 }}>
          <OutputLanguageField binding={form.text('language')} />
        </Box>
        <TurnRefusal error={generate.answerError} kind={conceptKind} />
        <Box>
          <Button type="submit" variant="contained" disabled={generate.pending || running || limitReached(project)} data-testid="concept-generate">
            {generate.pending ? t('generation.brief.sending') : project.turns.length === 0 ? t('generation.concepts.generate') : t('generation.concepts.regenerate')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** The answers, newest first (`concept-answers`), with the request counter and the exports. */
function ConceptAnswers({ project }: { project: TextProjectDetail }) {
  const { t } = useTranslation();
  if (project.turns.length === 0) return null;
  const newestFirst = [...project.turns].reverse();
  return (
    <Stack spacing={3} sx={{ mt: 4 }} data-testid="concept-answers">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h2" component="h2">
            {t('generation.concepts.answersTitle')}
          </Typography>
          <RequestCounter limits={project.limits} />
        </Stack>
        <ExportButtons projectId={project.id} disabled={!project.turns.some((turn) => turn.status === 'completed')} />
      </Stack>
      <RequestLimitNotice project={project} kind={conceptKind} />
      {newestFirst.map((turn, index) => (
        <ConceptAnswer key={turn.job_id} projectId={project.id} turn={turn} latest={index === 0 && newestFirst.length > 1} />
      ))}
    </Stack>
  );
}

function ConceptWorkspace({ project }: { project: TextProjectDetail }) {
  const brief = project.brief;
  if (!brief || brief.service !== 'concepts') return <Navigate to={textStepPath(conceptKind, 'menu', project.id)} replace />;
  return (
    <>
      <DemoNotice notice={project.demo_notice} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <MessageForm project={project} brief={brief} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <MenuSummary project={project} brief={brief} />
        </Grid>
      </Grid>
      <ConceptAnswers project={project} />
    </>
  );
}

/**
 * /generate-concept/message?project=: the message that steers the concepts, "generate", then the concepts as cards —
 * each can start a package evaluation — with regenerate, the exports and the demo notice. Without a brief the
 * project goes to the menu first.
 */
export default function ConceptMessageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <TextProjectStep kind={conceptKind} route={route} step="brief" lead={t('generation.concepts.messageLead')}>
      {(project) => <ConceptWorkspace project={project} />}
    </TextProjectStep>
  );
}
