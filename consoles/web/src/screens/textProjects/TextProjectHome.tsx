import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { TextProjectCreateRequest } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useCreateTextProject, useTextProject } from '../../api/generation';
import { checkWithSchema } from '../../forms/fieldErrors';
import { useForm } from '../../forms/useForm';
import type { ScreenProps } from '../../routes/table';
import { QueryContent } from '../mypage/QueryContent';
import { firstPage, type PageState } from '../mypage/TablePaging';
import { Page } from '../Page';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { openPathOf } from '../projects/kinds';
import { OpenButton, PreviousProjects, type ProjectColumn } from '../projects/list/ProjectTable';
import { useProjectId } from '../projects/ProjectStep';
import { RegisterForm } from '../projects/RegisterForm';
import { oldProjectsPath, textKindOf, textResumePath, textStepPath, type TextKind } from './kinds';
import { TextStepHeader } from './TextProjectStep';

/** What the service does, in a few lines, with the way to all previous projects. */
function WhatItDoes({ kind, points }: { kind: TextKind; points: string[] }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider', height: '100%' }} data-testid={`${kind.id}-how`}>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('generation.home.whatTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
        {points.map((point) => (
          <Typography component="li" variant="body2" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to={oldProjectsPath(kind)} startIcon={<HistoryOutlined />} sx={{ mt: 1 }} data-testid={`${kind.id}-old-projects`}>
        {t('generation.actions.oldProjects')}
      </Button>
    </Paper>
  );
}

function NewTextProjectForm({ kind }: { kind: TextKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTextProject();
  const form = useForm({
    initial: { name: '', department: '' },
    check: (values) => checkWithSchema(TextProjectCreateRequest, { ...values, type: kind.type }),
    serverError: create.error,
  });
  const submit = form.onSubmit(({ name, department }) =>
    create.mutate({ name: name.trim(), department: department.trim(), type: kind.type }, { onSuccess: (project) => void navigate(textStepPath(kind, 'menu', project.id)) }),
  );
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('generation.home.newTitle')}
      </Typography>
      <RegisterForm
        testId={`${kind.id}-register`}
        onSubmit={submit}
        error={create.error}
        pending={create.isPending}
        name={form.text('name')}
        department={form.text('department')}
      />
    </Paper>
  );
}

const columns: ProjectColumn[] = ['name', 'type', 'createdAt', 'createdBy', 'daysLeft'];

/** The client's previous projects of the service's tab, each opening on its answers. */
function PreviousTextProjects({ kind }: { kind: TextKind }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<PageState>(firstPage);
  return (
    <Paper sx={{ border: 1, borderColor: 'divider', mt: 3 }}>
      <Typography variant="h2" component="h2" sx={{ px: 3, pt: 2.5 }}>
        {t('generation.home.previousTitle')}
      </Typography>
      <PreviousProjects
        tab={kind.tab}
        paging={paging}
        onPaging={setPaging}
        columns={kind.id === 'concept' ? columns : columns.filter((column) => column !== 'type')}
        actions={(project) => {
          const open = openPathOf(project);
          return open && <OpenButton to={open} testId="project-open" />;
        }}
      />
    </Paper>
  );
}

/** `?project=`: a project opened from a link goes on where it stands (its answers, or the menu before a brief). */
function ResumeTextProject({ route, projectId }: ScreenProps & { projectId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useTextProject(projectId);
  return (
    <Page heading={t(route.titleKey)}>
      <QueryContent query={query}>
        {(project) => {
          const kind = textKindOf(project.type);
          return kind ? <Navigate to={textResumePath(kind, project)} replace /> : <Alert severity="warning">{catalogueMessage('NOT_FOUND', language)}</Alert>;
        }}
      </QueryContent>
    </Page>
  );
}

/**
 * The entry of a text service (/chat-gpt, /generate-concept): what it does, a new project's registration (name,
 * department) and the client's previous projects; with `?project=` it reopens that project on its step.
 */
export function TextProjectHome({ kind, route, lead, points }: ScreenProps & { kind: TextKind; lead: string; points: string[] }) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  if (projectId) return <ResumeTextProject route={route} projectId={projectId} />;
  return (
    <Page heading={t(route.titleKey)} lead={lead}>
      <TextStepHeader kind={kind} projectId={undefined} current="register" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <NewTextProjectForm kind={kind} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <WhatItDoes kind={kind} points={points} />
        </Grid>
      </Grid>
      <PreviousTextProjects kind={kind} />
    </Page>
  );
}
