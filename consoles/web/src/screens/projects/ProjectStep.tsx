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
import type { CountryCode, ProjectDetail } from '@packlens/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { useProject } from '../../api/projects';
import { pathOf, type RouteEntry } from '../../routes/table';
import { QueryContent } from '../mypage/QueryContent';
import { Page } from '../Page';
import { catalogueMessage, useLanguage } from './catalogue';
import type { FlowStep } from './flow';
import { openPathOf, type ProjectKind } from './kinds';

/** The project a step works on: the `project` query parameter, so a reload or a link reopens the same step. */
export function useProjectId(): string | undefined {
  const [search] = useSearchParams();
  return search.get('project') ?? undefined;
}

/** Section 2's step labels of the kind's flow, with where the user is; earlier steps of a draft can be opened again. */
export function StepHeader({
  kind,
  project,
  current,
  country,
}: {
  kind: ProjectKind;
  project: Pick<ProjectDetail, 'id' | 'country' | 'menus' | 'status'> | undefined;
  current: FlowStep;
  /** Before the project exists: the country chosen so far (product copy is a step for Japan only). */
  country?: CountryCode;
}) {
  const { t } = useTranslation();
  const steps = kind.stepsOf(project ?? { country: country ?? 'jp', menus: [] });
  const active = steps.indexOf(current);
  const draft = project?.status === 'DRAFT';
  return (
    <Box sx={{ overflowX: 'auto', mb: 3, pb: 1 }} data-testid="step-header" data-current={current}>
      <Stepper activeStep={active} alternativeLabel nonLinear={draft} aria-label={t('projects.stepHeader')} sx={{ minWidth: steps.length * kind.stepWidth }}>
        {steps.map((step, index) => {
          const state = index < active ? 'done' : index === active ? 'current' : 'todo';
          const label = t(`projects.steps.${step}`);
          return (
            <Step key={step} completed={index < active} data-testid={`step-${step}`} data-state={state}>
              {project && draft && index < active && step !== 'register' ? (
                <StepButton component={RouterLink} to={kind.path(step, project.id)}>
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

/** The project's name and days left above a step (of any kind of project). */
export function ProjectLine({ project }: { project: Pick<ProjectDetail, 'name' | 'days_left'> }) {
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

/** Ways out when there is no project to show: a new one, or the past ones, of the kind. */
function ProjectLinks({ kind }: { kind: ProjectKind }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={pathOf(kind.newProject.route)} variant="contained">
        {t(kind.newProject.label)}
      </Button>
      <Button component={RouterLink} to={pathOf(kind.oldProjects.route)} variant="outlined">
        {t(kind.oldProjects.label)}
      </Button>
    </Stack>
  );
}

/**
 * The frame of every step of both flows after the project is registered: reads the project named in the URL,
 * says so when there is none or it is over a month old, sends a project of the other kind to its own flow and a
 * calculated one to its results, and shows the step header above the step.
 */
export function ProjectStep({
  kind,
  route,
  step,
  lead,
  children,
}: {
  kind: ProjectKind;
  route: RouteEntry;
  step: FlowStep;
  lead?: string;
  children: (project: ProjectDetail) => ReactNode;
}) {
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
        <ProjectLinks kind={kind} />
      </Page>
    );
  }
  return (
    <Page heading={t(route.titleKey)} lead={lead}>
      <QueryContent query={query}>
        {(project) => {
          if (project.type !== kind.type) {
            const elsewhere = openPathOf(project);
            return elsewhere ? <Navigate to={elsewhere} replace /> : <Alert severity="warning">{catalogueMessage('NOT_FOUND', language)}</Alert>;
          }
          if (project.expired) {
            return (
              <>
                <ProjectLine project={project} />
                <Alert severity="warning" data-testid="project-expired">
                  {catalogueMessage('PROJECT_EXPIRED', language)}
                </Alert>
                <ProjectLinks kind={kind} />
              </>
            );
          }
          if (project.status !== 'DRAFT' && step !== 'results') return <Navigate to={kind.path('results', project.id)} replace />;
          return (
            <>
              <ProjectLine project={project} />
              <StepHeader kind={kind} project={project} current={step} />
              {children(project)}
            </>
          );
        }}
      </QueryContent>
    </Page>
  );
}
