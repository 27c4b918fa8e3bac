import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { TextProjectDetail } from '@packlens/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { useTextProject } from '../../api/generation';
import { pathOf, type RouteEntry } from '../../routes/table';
import { QueryContent } from '../mypage/QueryContent';
import { Page } from '../Page';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { ProjectLine, useProjectId } from '../projects/ProjectStep';
import { oldProjectsPath, textKindOf, textResumePath, textStepPath, type TextKind, type TextStep } from './kinds';

/** The label of a step of the kind's flow. */
export function useStepLabel(kind: TextKind) {
  const { t } = useTranslation();
  return (step: TextStep) => (step === 'brief' ? t(`generation.steps.${kind.id}.brief`) : t(`generation.steps.${step}`));
}

/**
 * The steps of a text service (attributes as the survey's: `step-header` with `data-current`, `step-{step}` with
 * `data-state`); once the project exists, its menu and brief can be opened again from here.
 */
export function TextStepHeader({ kind, projectId, current }: { kind: TextKind; projectId: string | undefined; current: TextStep }) {
  const { t } = useTranslation();
  const label = useStepLabel(kind);
  const steps = kind.flow.steps;
  const active = steps.indexOf(current);
  return (
    <Box sx={{ overflowX: 'auto', mb: 3, pb: 1 }} data-testid="step-header" data-current={current}>
      <Stepper activeStep={active} alternativeLabel nonLinear={projectId !== undefined} aria-label={t('generation.stepHeader')} sx={{ minWidth: steps.length * 120 }}>
        {steps.map((step, index) => {
          const state = index < active ? 'done' : index === active ? 'current' : 'todo';
          const open = projectId !== undefined && step !== 'register' && step !== current && index < active;
          return (
            <Step key={step} completed={index < active} data-testid={`step-${step}`} data-state={state}>
              {open ? (
                <StepButton component={RouterLink} to={textStepPath(kind, step, projectId)}>
                  {label(step)}
                </StepButton>
              ) : (
                <StepLabel>{label(step)}</StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}

/** Ways out when there is no project to show: a new one of the kind, or the previous ones. */
function TextProjectLinks({ kind }: { kind: TextKind }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={pathOf(kind.home)} variant="contained" data-testid="text-new-project">
        {t(kind.newProjectLabel)}
      </Button>
      <Button component={RouterLink} to={oldProjectsPath(kind)} variant="outlined">
        {t('generation.actions.oldProjects')}
      </Button>
    </Stack>
  );
}

/**
 * The frame of the steps after a text project is registered: reads the project named in `?project=`, says so when
 * there is none or it is over a month old, sends a project of the other text service to its own flow, and shows the
 * project's name and the step header above the step.
 */
export function TextProjectStep({
  kind,
  route,
  step,
  lead,
  children,
}: {
  kind: TextKind;
  route: RouteEntry;
  step: TextStep;
  lead?: string;
  children: (project: TextProjectDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const projectId = useProjectId();
  const query = useTextProject(projectId);
  if (!projectId) {
    return (
      <Page heading={t(route.titleKey)}>
        <Alert severity="warning" data-testid="project-required">
          {catalogueMessage('PROJECT_REQUIRED', language)}
        </Alert>
        <TextProjectLinks kind={kind} />
      </Page>
    );
  }
  return (
    <Page heading={t(route.titleKey)} lead={lead}>
      <QueryContent query={query}>
        {(project) => {
          if (project.type !== kind.type) {
            const other = textKindOf(project.type);
            return other ? <Navigate to={textResumePath(other, project)} replace /> : <Alert severity="warning">{catalogueMessage('NOT_FOUND', language)}</Alert>;
          }
          if (project.expired) {
            return (
              <>
                <ProjectLine project={project} />
                <Alert severity="warning" data-testid="project-expired">
                  {catalogueMessage('PROJECT_EXPIRED', language)}
                </Alert>
                <TextProjectLinks kind={kind} />
              </>
            );
          }
          return (
            <>
              <ProjectLine project={project} />
              <TextStepHeader kind={kind} projectId={project.id} current={step} />
              {children(project)}
            </>
          );
        }}
      </QueryContent>
    </Page>
  );
}
