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
import { stepApplies, type FlowStep } from '../flow';
import { surveyKind, type ProjectKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { FieldMessage, serverFieldMessages, StepActions } from '../StepActions';

/** One part of the summary, with a link back to the step that sets it and the server's word on that step. */
function Section({ kind, project, step, title, message, children }: { kind: ProjectKind; project: ProjectDetail; step: FlowStep; title: string; message?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 2.5, border: 1, borderColor: message ? 'error.main' : 'divider' }} data-testid={`confirm-${step}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        <Button size="small" component={RouterLink} to={kind.path(step, project.id)} data-testid={`confirm-change-${step}`}>
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

/** How each kind shows its images here: a shelf photo is wide, so fewer to a row and taller. */
const imageGrids = {
  survey: { columns: { xs: 12, sm: 6, md: 3 }, height: 120 },
  shelf: { columns: { xs: 12, sm: 6, md: 4 }, height: 140 },
} as const;

/**
 * The project once more before "calculate", for either kind: its registration, then a section per step with a
 * link back to it. A survey shows its menus, each image's category and product copy (Japan), the standard
 * value and the concept; a shelf project its one menu, and that its map is the same for every segment.
 */
function Summary({ kind, project }: { kind: ProjectKind; project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const calculate = useCalculate(project.id);
  const messages = serverFieldMessages(calculate.error);
  const survey = kind.id === 'survey';
  const japan = survey && stepApplies(project, 'select_product_copy');
  const imageGrid = imageGrids[kind.id];

  function submit(event: FormEvent) {
    event.preventDefault();
    calculate.mutate(undefined, { onSuccess: (updated) => void navigate(kind.path('results', updated.id)) });
  }

  // What the server says is missing, of this kind's steps (a shelf project has no category step).
  const steps = kind.stepsOf(project);
  const missing = project.missing_steps.filter((step) => steps.includes(step));
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="confirm-form">
      <Stack spacing={2}>
        <ProblemAlert error={calculate.error} />
        {missing.length > 0 && (
          <Alert severity="warning" data-testid="confirm-missing">
            {t('projects.confirm.missing', { steps: new Intl.ListFormat(language).format(missing.map((step) => t(`projects.steps.${step}`))) })}
          </Alert>
        )}
        <Paper sx={{ p: 2.5, border: 1, borderColor: 'divider' }} data-testid="confirm-register">
          <DefinitionList
            prefix="confirm"
            rows={[
              { key: 'name', label: t('projects.confirm.name'), value: project.name },
              ...(survey ? [{ key: 'country', label: t('projects.confirm.country'), value: countries.find((c) => c.code === project.country)?.name[language] }] : []),
              { key: 'department', label: t('projects.confirm.department'), value: project.department || '—' },
              ...(survey ? [] : [{ key: 'menu', label: t('projects.confirm.menus'), value: names.menu('shelf_heatmap', language) }]),
            ]}
          />
        </Paper>
        {survey && (
          <Section kind={kind} project={project} step="select_menu" title={t('projects.confirm.menus')} message={messages.select_menu}>
            <Chips labels={project.menus.map((code) => names.menu(code, language))} />
          </Section>
        )}
        <Section kind={kind} project={project} step="select_segment" title={t('projects.confirm.segments')} message={messages.select_segment}>
          <Chips labels={project.segment_ids.map((id) => names.segment(id, language))} />
          {!survey && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('shelf.segments.sameMap')}
            </Typography>
          )}
        </Section>
        <Section
          kind={kind}
          project={project}
          step="select_image"
          title={t('projects.confirm.images')}
          message={survey ? (messages.select_image ?? messages.select_category ?? messages.select_product_copy) : messages.select_image}
        >
          <Grid container spacing={2}>
            {project.images.map((image) => (
              <Grid key={image.id} size={imageGrid.columns}>
                <Box data-testid="confirm-image" data-id={image.id}>
                  <Box sx={{ height: imageGrid.height, bgcolor: '#eef1f5', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
                    <Box component="img" src={image.preview_url} alt={image.name} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
                  </Box>
                  <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>{image.name}</Typography>
                  {survey && (
                    <Typography variant="body2" color={image.category_id === null ? 'error' : 'text.secondary'}>
                      {t('projects.confirm.category')}: {image.category_id === null ? '—' : names.category(image.category_id, language)}
                    </Typography>
                  )}
                  {japan && image.product_copy && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t('projects.confirm.productCopy')}: {image.product_copy}
                    </Typography>
                  )}
                </Box>
              </Grid>
            ))}
          </Grid>
          {survey && (
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              <Button size="small" component={RouterLink} to={kind.path('select_category', project.id)} data-testid="confirm-change-select_category">
                {t('projects.steps.select_category')}
              </Button>
              {japan && (
                <Button size="small" component={RouterLink} to={kind.path('select_product_copy', project.id)} data-testid="confirm-change-select_product_copy">
                  {t('projects.steps.select_product_copy')}
                </Button>
              )}
            </Stack>
          )}
        </Section>
        {survey && (
          <Section kind={kind} project={project} step="select_score" title={t('projects.confirm.standardValue')} message={messages.select_score}>
            <Typography data-testid="confirm-standard-value">
              {standardValueModeNames[project.standard_value.mode][language]}
              {project.standard_value.mode === 3 &&
                ` (${project.segment_ids.map((id) => `${names.segment(id, language)}: ${project.standard_value.values[String(id)] ?? '—'}`).join(', ')})`}
            </Typography>
          </Section>
        )}
        {survey && stepApplies(project, 'input_concept') && (
          <Section kind={kind} project={project} step="input_concept" title={t('projects.confirm.concept')} message={messages.input_concept}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="confirm-concept">
              {project.concept?.text ?? (project.concept_skipped ? t('projects.confirm.conceptSkipped') : '—')}
            </Typography>
          </Section>
        )}
        <Alert severity="info" data-testid="confirm-wait">
          {t('projects.progress.waitUsual', { usual: timeLimits.calculationWaitMinutes.usual })} {!survey && `${t('shelf.confirm.boxesAfter')} `}
          {t('projects.confirm.quota')}
        </Alert>
      </Stack>
      <StepActions
        kind={kind}
        project={project}
        step="confirm"
        pending={calculate.isPending}
        submitLabel={calculate.isPending ? t('projects.confirm.calculating') : t('projects.confirm.calculate')}
        submitTestId="project-calculate"
      />
    </Box>
  );
}

/** A kind's confirm step: everything once more; "calculate" hands the project to its worker. */
export function ConfirmStep({ kind, route }: ScreenProps & { kind: ProjectKind }) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={kind} route={route} step="confirm" lead={t('projects.confirm.lead')}>
      {(project) => <Summary kind={kind} project={project} />}
    </ProjectStep>
  );
}

/** /project-create/confirm: everything once more; "calculate" hands the project to the scoring worker. */
export default function ConfirmScreen({ route }: ScreenProps) {
  return <ConfirmStep kind={surveyKind} route={route} />;
}
