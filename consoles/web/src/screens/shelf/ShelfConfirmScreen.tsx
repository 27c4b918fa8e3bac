import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timeLimits, type ProjectDetail } from '@packlens/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCalculate } from '../../api/projects';
import { ProblemAlert } from '../../forms/ProblemAlert';
import type { ScreenProps } from '../../routes/table';
import { DefinitionList } from '../DefinitionList';
import { names, useLanguage } from '../projects/catalogue';
import { shelfKind } from '../projects/kinds';
import { ProjectStep } from '../projects/ProjectStep';
import { FieldMessage, serverFieldMessages, StepActions } from '../projects/StepActions';
import { shelfStepPath, type ShelfStep as ShelfStepName } from './flow';

/** One part of the summary, with a link back to its step and the server's word on that step. */
function Section({ project, step, title, message, children }: { project: ProjectDetail; step: ShelfStepName; title: string; message?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 2.5, border: 1, borderColor: message ? 'error.main' : 'divider' }} data-testid={`confirm-${step}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        <Button size="small" component={RouterLink} to={shelfStepPath(step, project.id)} data-testid={`confirm-change-${step}`}>
          {t('projects.actions.change')}
        </Button>
      </Stack>
      {children}
      <FieldMessage message={message} testId={`confirm-error-${step}`} />
    </Paper>
  );
}

function ShelfSummary({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const calculate = useCalculate(project.id);
  const messages = serverFieldMessages(calculate.error);
  const missing = project.missing_steps.filter((step) => step === 'select_segment' || step === 'select_image');

  function submit(event: FormEvent) {
    event.preventDefault();
    calculate.mutate(undefined, { onSuccess: (updated) => void navigate(shelfStepPath('results', updated.id)) });
  }

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
              { key: 'department', label: t('projects.confirm.department'), value: project.department || '—' },
              { key: 'menu', label: t('projects.confirm.menus'), value: names.menu('shelf_heatmap', language) },
            ]}
          />
        </Paper>
        <Section project={project} step="select_segment" title={t('projects.confirm.segments')} message={messages.select_segment}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {project.segment_ids.map((id) => (
              <Chip key={id} label={names.segment(id, language)} size="small" variant="outlined" />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('shelf.segments.sameMap')}
          </Typography>
        </Section>
        <Section project={project} step="select_image" title={t('projects.confirm.images')} message={messages.select_image}>
          <Grid container spacing={2}>
            {project.images.map((image) => (
              <Grid key={image.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <Box data-testid="confirm-image" data-id={image.id}>
                  <Box sx={{ height: 140, bgcolor: '#eef1f5', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
                    <Box component="img" src={image.preview_url} alt={image.name} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
                  </Box>
                  <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>{image.name}</Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        </Section>
        <Alert severity="info" data-testid="confirm-wait">
          {t('projects.progress.waitUsual', { usual: timeLimits.calculationWaitMinutes.usual })} {t('shelf.confirm.boxesAfter')} {t('projects.confirm.quota')}
        </Alert>
      </Stack>
      <StepActions
        kind={shelfKind}
        project={project}
        step="confirm"
        pending={calculate.isPending}
        submitLabel={calculate.isPending ? t('projects.confirm.calculating') : t('projects.confirm.calculate')}
        submitTestId="project-calculate"
      />
    </Box>
  );
}

/** /evaluate-shelve/confirm: the project once more; "calculate" hands the shelf photos to the heat-map worker. */
export default function ShelfConfirmScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={shelfKind} route={route} step="confirm" lead={t('projects.confirm.lead')}>
      {(project) => <ShelfSummary project={project} />}
    </ProjectStep>
  );
}
