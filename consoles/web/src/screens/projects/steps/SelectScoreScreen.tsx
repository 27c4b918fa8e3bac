import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { inputLimits, standardValueModeNames, standardValueModes, type ProjectDetail } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/http';
import { useChooseStandardValue, type StandardValueMode } from '../../../api/projects';
import { ProblemAlert } from '../../../forms/ProblemAlert';
import type { ScreenProps } from '../../../routes/table';
import { catalogueMessage, names, useLanguage } from '../catalogue';
import { nextStep, stepPath } from '../flow';
import { surveyKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { FieldMessage, serverFieldMessages, StepActions } from '../StepActions';

/** The modes in order, each with the key of its help text. */
const modes = Object.entries(standardValueModes).map(([key, value]) => ({ key: key as keyof typeof standardValueModes, value: value as StandardValueMode }));

/** A reference value as typed: a number from 0 to 5, else the catalogue's 'Enter a value between 0 and 5.' */
export function referenceValueOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= inputLimits.referenceValue.min && value <= inputLimits.referenceValue.max ? value : undefined;
}

function ScoreForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const choose = useChooseStandardValue(project.id);
  const [mode, setMode] = useState<StandardValueMode>(project.standard_value.mode);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(project.segment_ids.map((id) => [String(id), project.standard_value.values[String(id)]?.toString() ?? ''])),
  );
  const [submitted, setSubmitted] = useState(false);
  const invalid = mode === 3 ? project.segment_ids.filter((id) => referenceValueOf(values[String(id)] ?? '') === undefined) : [];
  const serverMessages = serverFieldMessages(choose.error);
  // A refusal of the mode itself (mode 2 without past scores) names no field: it belongs to the mode.
  const modeMessage =
    serverMessages.mode ?? (choose.error instanceof ApiError && !choose.error.problem?.errors?.length ? choose.error.problem?.detail : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (invalid.length > 0) return;
    const chosen = mode === 3 ? Object.fromEntries(project.segment_ids.map((id) => [String(id), referenceValueOf(values[String(id)] ?? '')!])) : {};
    choose.mutate({ mode, values: chosen }, { onSuccess: (updated) => void navigate(stepPath(nextStep(updated, 'select_score'), updated.id)) });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="select-score-form">
      {!modeMessage && <ProblemAlert error={choose.error} />}
      <Paper sx={{ p: 3, border: 1, borderColor: 'divider', mt: 1 }}>
        <FormControl>
          <FormLabel id="standard-value-mode">{t('projects.score.mode')}</FormLabel>
          <RadioGroup
            aria-labelledby="standard-value-mode"
            name="standard-value-mode"
            value={String(mode)}
            onChange={(event) => {
              setMode(Number(event.target.value) as StandardValueMode);
              choose.reset();
            }}
          >
            {modes.map(({ key, value }) => (
              <Box key={value} sx={{ mb: 1 }}>
                <FormControlLabel value={String(value)} control={<Radio slotProps={{ input: { 'data-testid': `score-mode-${value}` } as object }} />} label={standardValueModeNames[value][language]} />
                <Typography variant="body2" color="text.secondary" sx={{ pl: 4, mt: -0.5 }}>
                  {t(`projects.score.modeHelp.${key}`)}
                </Typography>
              </Box>
            ))}
          </RadioGroup>
          <FieldMessage message={modeMessage} testId="score-error" />
        </FormControl>
        {mode === 3 && (
          <Grid container spacing={2} sx={{ mt: 1 }}>
            {project.segment_ids.map((id) => {
              const key = String(id);
              const message =
                (submitted && invalid.includes(id) ? catalogueMessage('REFERENCE_VALUE_OUT_OF_RANGE', language) : undefined) ?? serverMessages[`values.${key}`];
              return (
                <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <TextField
                    name={`score-value-${id}`}
                    type="number"
                    label={t('projects.score.valueFor', { segment: names.segment(id, language) })}
                    value={values[key] ?? ''}
                    onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                    slotProps={{ htmlInput: { min: inputLimits.referenceValue.min, max: inputLimits.referenceValue.max, step: 0.1 } }}
                    error={message !== undefined}
                    helperText={message}
                    fullWidth
                  />
                </Grid>
              );
            })}
          </Grid>
        )}
      </Paper>
      <StepActions kind={surveyKind} project={project} step="select_score" pending={choose.isPending} />
    </Box>
  );
}

/** /project-create/select_score: what scores are compared with (section 3's standard-value modes 0-3). */
export default function SelectScoreScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={surveyKind} route={route} step="select_score" lead={t('projects.score.lead')}>
      {(project) => <ScoreForm project={project} />}
    </ProjectStep>
  );
}
