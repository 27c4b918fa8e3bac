import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { conceptTypes, type TextProjectDetail } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEnterBrief } from '../../api/generation';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { useForm } from '../../forms/useForm';
import type { ScreenProps } from '../../routes/table';
import { useLanguage } from '../projects/catalogue';
import { FieldMessage } from '../projects/StepActions';
import { CategoryField, ProductField, TargetField } from '../textProjects/BriefFields';
import { briefProblems, briefRequestOf, briefValuesOf, type BriefChoice, type BriefValues } from '../textProjects/briefValues';
import { conceptKind, textStepPath } from '../textProjects/kinds';
import { ModelChoice, type TextModelCode } from '../textProjects/ModelChoice';
import { TextProjectStep } from '../textProjects/TextProjectStep';

/** Concepts come 1 to 5 at a time (the contract's range for concepts). */
const conceptCounts = [1, 2, 3, 4, 5];

/** The four concept types (`concept-type-{code}`, attribute `data-checked`; radio `input[name=concept_type]`). */
function ConceptTypeChoice({ value, onChange, error }: { value: string; onChange: (code: string) => void; error: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: error ? 'error.main' : 'divider' }}>
      <Typography variant="h2" component="h2" id="concept-type-title" sx={{ mb: 1.5 }}>
        {t('generation.concepts.typeTitle')}
      </Typography>
      <RadioGroup name="concept_type" value={value} onChange={(event) => onChange(event.target.value)} aria-labelledby="concept-type-title">
        <Grid container spacing={1.5}>
          {conceptTypes.map((type) => (
            <Grid key={type.code} size={{ xs: 12, sm: 6 }}>
              <Paper
                variant="outlined"
                sx={{ px: 2, py: 1, height: '100%', borderColor: value === type.code ? 'primary.main' : 'divider' }}
                data-testid={`concept-type-${type.code}`}
                data-checked={value === type.code}
              >
                <FormControlLabel
                  value={type.code}
                  control={<Radio />}
                  sx={{ width: '100%', mr: 0, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
                  label={
                    <Box sx={{ pt: 0.5 }}>
                      <Typography sx={{ fontWeight: 600 }}>{type.name[language]}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`generation.concepts.types.${type.code}`)}
                      </Typography>
                    </Box>
                  }
                />
              </Paper>
            </Grid>
          ))}
        </Grid>
      </RadioGroup>
      <FieldMessage message={error} testId="concept-type-error" />
    </Paper>
  );
}

function ConceptMenuForm({ project }: { project: TextProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const enterBrief = useEnterBrief(project.id);
  const [model, setModel] = useState<TextModelCode>(project.brief?.model_code ?? 'gpt_4o');
  const [count, setCount] = useState(project.brief?.service === 'concepts' ? project.brief.count : 3);
  const choice: BriefChoice = { service: 'concepts', count, model_code: model };
  const form = useForm<BriefValues>({
    initial: briefValuesOf(project.brief, language),
    check: (values) => briefProblems(values, choice),
    serverError: enterBrief.error,
  });
  const submit = form.onSubmit((values) =>
    enterBrief.mutate(briefRequestOf(values, choice), { onSuccess: (updated) => void navigate(textStepPath(conceptKind, 'brief', updated.id)) }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="concept-menu-form">
      <ProblemAlert error={enterBrief.error} />
      <Grid container spacing={3} sx={{ mt: enterBrief.error ? 2 : 0 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <ConceptTypeChoice value={form.values.concept_type} onChange={(code) => form.set('concept_type', code)} error={form.errorOf('concept_type')} />
            <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
              <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
                {t('generation.brief.title')}
              </Typography>
              <Stack spacing={2.5}>
                <ProductField binding={form.text('product')} />
                <CategoryField binding={form.text('category_id')} country={project.country} />
                <TargetField binding={form.text('target')} />
                <TextField
                  select
                  name="count"
                  label={t('generation.concepts.count')}
                  value={String(count)}
                  onChange={(event) => setCount(Number(event.target.value))}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  sx={{ maxWidth: 240 }}
                  data-testid="concept-count"
                >
                  {conceptCounts.map((value) => (
                    <option key={value} value={value}>
                      {t('generation.concepts.countValue', { count: value })}
                    </option>
                  ))}
                </TextField>
              </Stack>
            </Paper>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ModelChoice value={model} onChange={setModel} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={enterBrief.isPending} data-testid="step-next">
          {enterBrief.isPending ? t('generation.actions.saving') : t('generation.actions.next')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /generate-concept/menu?project=: the concept type, the model, the product and how many concepts; then the message. */
export default function ConceptMenuScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <TextProjectStep kind={conceptKind} route={route} step="menu" lead={t('generation.concepts.menuLead')}>
      {(project) => <ConceptMenuForm project={project} />}
    </TextProjectStep>
  );
}
