import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countries, standardValueModeNames, timeLimits, type ProjectDetail } from '@packlens/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCalculate } from '../../../api/projects';
import { ProblemAlert } from '../../../forms/ProblemAlert';
import type { ScreenProps } from '../../../routes/table';
import { DefinitionList } from '../../DefinitionList';
import { names, useLanguage } from '../catalogue';
import { stepApplies, stepPath, type FlowStep } from '../flow';
import { surveyKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { FieldMessage, serverFieldMessages, StepActions } from '../StepActions';

/** One part of the summary, with a link back to the step that sets it and the server's word on that step. */
function Section({ project, step, title, message, children }: { project: ProjectDetail; step: FlowStep; title: string; message?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 2.5, border: 1, borderColor: message ? 'error.main' : 'divider' }} data-testid={`confirm-${step}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        <Button size="small" component={RouterLink} to={stepPath(step, project.id)} data-testid={`confirm-change-${step}`}>
          {t('projects.actions.change')}
        </Button>
      </Stack>
      {children}
      <FieldMessage message={message} testId={`confirm-error-${step}`} />
    </Paper>
  );
}

function Chips({ labels }: { labels: string[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

function Summary({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const calculate = useCalculate(project.id);
  const messages = serverFieldMessages(calculate.error);
  const japan = stepApplies(project, 'select_product_copy');

  function submit(event: FormEvent) {
    event.preventDefault();
    calculate.mutate(undefined, { onSuccess: (updated) => void navigate(stepPath('results', updated.id)) });
  }

  const missing = new Intl.ListFormat(language).format(project.missing_steps.map((step) => t(`projects.steps.${step}`)));
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="confirm-form">
      <Stack spacing={2}>
        <ProblemAlert error={calculate.error} />
        {project.missing_steps.length > 0 && (
          <Alert severity="warning" data-testid="confirm-missing">
            {t('projects.confirm.missing', { steps: missing })}
          </Alert>
        )}
        <Paper sx={{ p: 2.5, border: 1, borderColor: 'divider' }} data-testid="confirm-register">
          <DefinitionList
            prefix="confirm"
            rows={[
              { key: 'name', label: t('projects.confirm.name'), value: project.name },
              { key: 'country', label: t('projects.confirm.country'), value: countries.find((c) => c.code === project.country)?.name[language] },
              { key: 'department', label: t('projects.confirm.department'), value: project.department || '—' },
            ]}
          />
        </Paper>
        <Section project={project} step="select_menu" title={t('projects.confirm.menus')} message={messages.select_menu}>
          <Chips labels={project.menus.map((code) => names.menu(code, language))} />
        </Section>
        <Section project={project} step="select_segment" title={t('projects.confirm.segments')} message={messages.select_segment}>
          <Chips labels={project.segment_ids.map((id) => names.segment(id, language))} />
        </Section>
        <Section
          project={project}
          step="select_image"
          title={t('projects.confirm.images')}
          message={messages.select_image ?? messages.select_category ?? messages.select_product_copy}
        >
          <Grid container spacing={2}>
            {project.images.map((image) => (
              <Grid key={image.id} size={{ xs: 12, sm: 6, md: 3 }}>
                <Box data-testid="confirm-image" data-id={image.id}>
                  <Box sx={{ height: 120, bgcolor: '#eef1f5', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
                    <Box component="img" src={image.preview_url} alt={image.name} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
                  </Box>
                  <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>{image.name}</Typography>
                  <Typography variant="body2" color={image.category_id === null ? 'error' : 'text.secondary'}>
                    {t('projects.confirm.category')}: {image.category_id === null ? '—' : names.category(image.category_id, language)}
                  </Typography>
                  {japan && image.product_copy && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t('projects.confirm.productCopy')}: {image.product_copy}
                    </Typography>
                  )}
                </Box>
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button size="small" component={RouterLink} to={stepPath('select_category', project.id)} data-testid="confirm-change-select_category">
              {t('projects.steps.select_category')}
            </Button>
            {japan && (
              <Button size="small" component={RouterLink} to={stepPath('select_product_copy', project.id)} data-testid="confirm-change-select_product_copy">
                {t('projects.steps.select_product_copy')}
              </Button>
            )}
          </Stack>
        </Section>
        <Section project={project} step="select_score" title={t('projects.confirm.standardValue')} message={messages.select_score}>
          <Typography data-testid="confirm-standard-value">
            {standardValueModeNames[project.standard_value.mode][language]}
            {project.standard_value.mode === 3 &&
              ` (${project.segment_ids.map((id) => `${names.segment(id, language)}: ${project.standard_value.values[String(id)] ?? '—'}`).join(', ')})`}
          </Typography>
        </Section>
        {stepApplies(project, 'input_concept') && (
          <Section project={project} step="input_concept" title={t('projects.confirm.concept')} message={messages.input_concept}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="confirm-concept">
              {project.concept?.text ?? (project.concept_skipped ? t('projects.confirm.conceptSkipped') : '—')}
            </Typography>
          </Section>
        )}
        <Alert severity="info" data-testid="confirm-wait">
          {t('projects.progress.waitUsual', { usual: timeLimits.calculationWaitMinutes.usual })} {t('projects.confirm.quota')}
        </Alert>
      </Stack>
      <StepActions
        kind={surveyKind}
        project={project}
        step="confirm"
        pending={calculate.isPending}
        submitLabel={calculate.isPending ? t('projects.confirm.calculating') : t('projects.confirm.calculate')}
        submitTestId="project-calculate"
      />
    </Box>
  );
}

/** /project-create/confirm: everything once more; "calculate" hands the project to the scoring worker. */
export default function ConfirmScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={surveyKind} route={route} step="confirm" lead={t('projects.confirm.lead')}>
      {(project) => <Summary project={project} />}
    </ProjectStep>
  );
}
