import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { categoriesFor, ConceptAssistRequest, ProjectConceptRequest, inputLimits, packShapes, type Language, type PackShapeCode, type ProjectDetail } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConceptAssist, useEnterConcept, type ConceptLanguage } from '../../../api/projects';
import { checkWithSchema, problemText } from '../../../forms/fieldErrors';
import { ProblemAlert } from '../../../forms/ProblemAlert';
import type { ScreenProps } from '../../../routes/table';
import { useLanguage } from '../catalogue';
import { nextStep, stepPath } from '../flow';
import { surveyKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { serverFieldMessages, StepActions } from '../StepActions';

const conceptLanguages: ConceptLanguage[] = ['ja', 'zh', 'en'];
const conceptLanguageOf: Record<Language, ConceptLanguage> = { ja: 'ja', 'zh-CN': 'zh', en: 'en' };

function ConceptForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const enter = useEnterConcept(project.id);
  const assist = useConceptAssist(project.id);
  const [text, setText] = useState(project.concept?.text ?? '');
  const [conceptLanguage, setConceptLanguage] = useState<ConceptLanguage>(project.concept?.language ?? conceptLanguageOf[language]);
  const [prompt, setPrompt] = useState('');
  // The assist needs the category and the pack shape (section 5); the images' category is the first guess.
  const [categoryId, setCategoryId] = useState<number | undefined>(project.images.find((image) => image.category_id !== null)?.category_id ?? undefined);
  const [shape, setShape] = useState<PackShapeCode | undefined>(undefined);
  const [assistTried, setAssistTried] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const goOn = (updated: ProjectDetail) => void navigate(stepPath(nextStep(updated, 'input_concept'), updated.id));

  const textProblem = checkWithSchema(ProjectConceptRequest.options[0], { text, language: conceptLanguage }).text;
  const assistProblems = checkWithSchema(ConceptAssistRequest, { prompt, language: conceptLanguage, category_id: categoryId, shape });
  const promptProblem = assistProblems.prompt;
  const assistFieldMessage = (field: 'category_id' | 'shape') =>
    (assistTried && assistProblems[field] ? problemText(assistProblems[field], language, t) : undefined) ?? serverFieldMessages(assist.error)[field];
  const askAssist = () => {
    setAssistTried(true);
    if (assistProblems.prompt || assistProblems.category_id || assistProblems.shape) return;
    assist.mutate({ prompt: prompt.trim(), language: conceptLanguage, category_id: categoryId, shape });
  };
  const serverMessages = serverFieldMessages(enter.error);
  const assistMessages = serverFieldMessages(assist.error);
  const textMessage = (submitted && textProblem ? problemText(textProblem, language, t) : undefined) ?? serverMessages.text;
  const promptMessage = (promptProblem ? problemText(promptProblem, language, t) : undefined) ?? assistMessages.prompt;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (textProblem) return;
    enter.mutate({ text: text.trim(), language: conceptLanguage }, { onSuccess: goOn });
  }

  const suggestion = assist.data;
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="concept-form">
      <ProblemAlert error={enter.error} />
      <Grid container spacing={3} sx={{ mt: 0 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
            <Stack spacing={2.5}>
              <TextField
                name="concept-text"
                label={t('projects.concept.text')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={textMessage !== undefined}
                helperText={textMessage}
                multiline
                minRows={6}
                required
                fullWidth
              />
              <TextField
                select
                name="concept-language"
                label={t('projects.concept.language')}
                value={conceptLanguage}
                onChange={(event) => setConceptLanguage(event.target.value as ConceptLanguage)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ maxWidth: 240 }}
              >
                {conceptLanguages.map((code) => (
                  <option key={code} value={code}>
                    {t(`projects.concept.languages.${code}`)}
                  </option>
                ))}
              </TextField>
              <Typography variant="body2" color="text.secondary">
                {t('projects.concept.skipHint')}
              </Typography>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="concept-assist-panel">
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              {t('projects.concept.assistTitle')}
            </Typography>
            <Stack spacing={2}>
              <ProblemAlert error={assist.error} testId="concept-assist-error" />
              <Typography variant="body2" color="text.secondary">
                {t('projects.concept.assistNeeds')}
              </Typography>
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  name="concept-assist-category"
                  label={t('projects.concept.assistCategory')}
                  value={categoryId ?? ''}
                  onChange={(event) => setCategoryId(event.target.value ? Number(event.target.value) : undefined)}
                  error={assistFieldMessage('category_id') !== undefined}
                  helperText={assistFieldMessage('category_id')}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  required
                  fullWidth
                >
                  <option value="">—</option>
                  {categoriesFor(project.country).map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name[language]}
                    </option>
                  ))}
                </TextField>
                <TextField
                  select
                  name="concept-assist-shape"
                  label={t('projects.concept.assistShape')}
                  value={shape ?? ''}
                  onChange={(event) => setShape((event.target.value || undefined) as PackShapeCode | undefined)}
                  error={assistFieldMessage('shape') !== undefined}
                  helperText={assistFieldMessage('shape')}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  required
                  fullWidth
                >
                  <option value="">—</option>
                  {packShapes.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name[language]}
                    </option>
                  ))}
                </TextField>
              </Stack>
              <TextField
                name="concept-assist-prompt"
                label={t('projects.concept.assistPrompt')}
                value={prompt}
                onChange={(event) => setPrompt(event.target.value)}
                error={promptMessage !== undefined}
                helperText={promptMessage ?? t('projects.concept.assistHint', { max: inputLimits.conceptPromptMaxLength })}
                multiline
                minRows={2}
                fullWidth
              />
              <Box>
                <Button
                  variant="outlined"
                  disabled={assist.isPending || promptProblem !== undefined}
                  onClick={askAssist}
                  data-testid="concept-assist"
                >
                  {assist.isPending ? t('projects.concept.assisting') : t('projects.concept.assist')}
                </Button>
              </Box>
              {suggestion && (
                <Paper variant="outlined" sx={{ p: 2, bgcolor: '#f8fafc' }} data-testid="concept-suggestion">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
                    <Typography variant="subtitle2">{t('projects.concept.suggestion')}</Typography>
                    <Chip
                      size="small"
                      color={suggestion.demo ? 'warning' : 'default'}
                      variant="outlined"
                      label={suggestion.demo ? t('projects.concept.offlineDemo') : t('projects.concept.provider', { provider: suggestion.provider })}
                      data-testid="concept-suggestion-source"
                      data-demo={suggestion.demo}
                    />
                  </Stack>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="concept-suggestion-text">
                    {suggestion.text}
                  </Typography>
                  <Button size="small" sx={{ mt: 1 }} onClick={() => setText(suggestion.text)} data-testid="concept-use-suggestion">
                    {t('projects.concept.useSuggestion')}
                  </Button>
                </Paper>
              )}
            </Stack>
          </Paper>
        </Grid>
      </Grid>
      <StepActions
        kind={surveyKind}
        project={project}
        step="input_concept"
        pending={enter.isPending}
        extra={
          <Button variant="text" disabled={enter.isPending} onClick={() => enter.mutate({ skip: true }, { onSuccess: goOn })} data-testid="concept-skip">
            {t('projects.concept.skip')}
          </Button>
        }
      />
    </Box>
  );
}

/** /project-create/input_concept: the concept that concept matching reads the packs against; skip or assist. */
export default function InputConceptScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={surveyKind} route={route} step="input_concept" lead={t('projects.concept.lead')}>
      {(project) => <ConceptForm project={project} />}
    </ProjectStep>
  );
}
