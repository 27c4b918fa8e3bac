import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ProjectDetail } from '@packlens/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { useProject } from '../../api/projects';
import { pathOf, type RouteEntry } from '../../routes/table';
import { QueryContent } from '../mypage/QueryContent';
import { Page } from '../Page';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { openPathOf } from '../projects/list/OldProjectListScreen';
import { useProjectId } from '../projects/ProjectStep';
import { isShelfProject, shelfStepPath, shelfSteps, type ShelfStep as ShelfStepName } from './flow';

/** The shelf steps with where the user is (the survey's test hooks: step-header, step-{step}); a draft's earlier steps open again. */
export function ShelfStepHeader({ project, current }: { project: Pick<ProjectDetail, 'id' | 'status'> | undefined; current: ShelfStepName }) {
  const { t } = useTranslation();
  const active = shelfSteps.indexOf(current);
  const draft = project?.status === 'DRAFT';
  return (
    <Box sx={{ overflowX: 'auto', mb: 3, pb: 1 }} data-testid="step-header" data-current={current}>
      <Stepper activeStep={active} alternativeLabel nonLinear={draft} aria-label={t('projects.stepHeader')} sx={{ minWidth: shelfSteps.length * 96 }}>
        {shelfSteps.map((step, index) => {
          const state = index < active ? 'done' : index === active ? 'current' : 'todo';
          const label = t(`projects.steps.${step}`);
          return (
            <Step key={step} completed={index < active} data-testid={`step-${step}`} data-state={state}>
              {project && draft && index < active && step !== 'register' ? (
                <StepButton component={RouterLink} to={shelfStepPath(step, project.id)}>
                  {label}
                </StepButton>
              ) : (
                <StepLabel>{label}</StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}

/** The project's name and days left above a step. */
export function ShelfProjectLine({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="project-name">
        {t('projects.frame.project', { name: project.name })}
      </Typography>
      <Chip size="small" variant="outlined" label={t('projects.frame.daysLeft', { days: project.days_left })} data-testid="project-days-left" />
    </Stack>
  );
}

/** Ways out when there is no shelf project to show: a new one, or the past ones. */
export function ShelfLinks() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={pathOf('EvaluateShelve')} variant="contained">
        {t('shelf.actions.newProject')}
      </Button>
      <Button component={RouterLink} to={pathOf('ShelfOldProject')} variant="outlined">
        {t('shelf.actions.oldProjects')}
      </Button>
    </Stack>
  );
}

/** Back to a step, and the step's submit button ("next" unless told otherwise), with the survey's test hooks. */
export function ShelfActions({
  back,
  pending,
  submitLabel,
  submitTestId = 'step-next',
  extra,
}: {
  back: string | undefined;
  pending: boolean;
  submitLabel?: string;
  submitTestId?: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1.5 }}>
      {back && (
        <Button component={RouterLink} to={back} variant="outlined" data-testid="step-back">
          {t('projects.actions.back')}
        </Button>
      )}
      {extra}
      <Button type="submit" variant="contained" disabled={pending} data-testid={submitTestId}>
        {pending ? t('projects.actions.saving') : (submitLabel ?? t('projects.actions.next'))}
      </Button>
    </Stack>
  );
}

/**
 * The frame of every shelf step after the project is registered: reads `?project=`, says so when there is none
 * or it is over a month old, sends a survey project to its own flow and a calculated one to its result, and
 * shows the step header above the step.
 */
export function ShelfStep({ route, step, lead, children }: { route: RouteEntry; step: ShelfStepName; lead?: string; children: (project: ProjectDetail) => ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const projectId = useProjectId();
  const query = useProject(projectId);
  if (!projectId) {
    return (
      <Page heading={t(route.titleKey)}>
        <Alert severity="warning" data-testid="project-required">
          {catalogueMessage('PROJECT_REQUIRED', language)}
        </Alert>
        <ShelfLinks />
      </Page>
    );
  }
  return (
    <Page heading={t(route.titleKey)} lead={lead}>
      <QueryContent query={query}>
        {(project) => {
          if (!isShelfProject(project)) {
            const elsewhere = openPathOf(project);
            return elsewhere ? <Navigate to={elsewhere} replace /> : <Alert severity="warning">{catalogueMessage('NOT_FOUND', language)}</Alert>;
          }
          if (project.expired) {
            return (
              <>
                <ShelfProjectLine project={project} />
                <Alert severity="warning" data-testid="project-expired">
                  {catalogueMessage('PROJECT_EXPIRED', language)}
                </Alert>
                <ShelfLinks />
              </>
            );
          }
          if (project.status !== 'DRAFT' && step !== 'results') return <Navigate to={shelfStepPath('results', project.id)} replace />;
          return (
            <>
              <ShelfProjectLine project={project} />
              <ShelfStepHeader project={project} current={step} />
              {children(project)}
            </>
          );
        }}
      </QueryContent>
    </Page>
  );
}
