import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { DesignProjectCreateRequest } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useCreateDesignProject } from '../../api/design';
import { checkWithSchema } from '../../forms/fieldErrors';
import { useForm } from '../../forms/useForm';
import type { ScreenProps } from '../../routes/table';
import { firstPage, type PageState } from '../mypage/TablePaging';
import { Page } from '../Page';
import { openPathOf } from '../projects/kinds';
import { OpenButton, PreviousProjects, type ProjectColumn } from '../projects/list/ProjectTable';
import { useProjectId } from '../projects/ProjectStep';
import { RegisterForm } from '../projects/RegisterForm';
import { designCreatePath, designOldProjectsPath } from './designPaths';

/** What design generation does, in a few lines, with the way to all previous projects. */
function WhatItDoes() {
  const { t } = useTranslation();
  const points = [t('design.home.points.modes'), t('design.home.points.models'), t('design.home.points.inputs'), t('design.home.points.gallery')];
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider', height: '100%' }} data-testid="design-how">
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('design.home.whatTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
        {points.map((point) => (
          <Typography component="li" variant="body2" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to={designOldProjectsPath()} startIcon={<HistoryOutlined />} sx={{ mt: 1 }} data-testid="design-old-projects">
        {t('design.actions.oldProjects')}
      </Button>
    </Paper>
  );
}

function NewDesignProjectForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDesignProject();
  const form = useForm({
    initial: { name: '', department: '' },
    check: (values) => checkWithSchema(DesignProjectCreateRequest, values),
    serverError: create.error,
  });
  const submit = form.onSubmit(({ name, department }) =>
    create.mutate({ name: name.trim(), department: department.trim() }, { onSuccess: (project) => void navigate(designCreatePath(project.id)) }),
  );
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('design.home.newTitle')}
      </Typography>
      <RegisterForm testId="design-register" onSubmit={submit} error={create.error} pending={create.isPending} name={form.text('name')} department={form.text('department')} />
    </Paper>
  );
}

const columns: ProjectColumn[] = ['name', 'type', 'createdAt', 'createdBy', 'daysLeft'];

/** The client's projects of the generation tab (design, key visual, concept), each opening where its screens are. */
function PreviousDesignProjects() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<PageState>(firstPage);
  return (
    <Paper sx={{ border: 1, borderColor: 'divider', mt: 3 }}>
      <Typography variant="h2" component="h2" sx={{ px: 3, pt: 2.5 }}>
        {t('design.home.previousTitle')}
      </Typography>
      <PreviousProjects
        tab="generation"
        paging={paging}
        onPaging={setPaging}
        columns={columns}
        actions={(project) => {
          const open = openPathOf(project);
          return open && <OpenButton to={open} testId="project-open" />;
        }}
      />
    </Paper>
  );
}

/**
 * /creative-package: what design generation does, a new project's registration (name, department) and the client's
 * previous projects; `?project=` opens that project's create screen.
 */
export default function CreativePackageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  if (projectId) return <Navigate to={designCreatePath(projectId)} replace />;
  return (
    <Page heading={t(route.titleKey)} lead={t('design.home.lead')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <NewDesignProjectForm />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <WhatItDoes />
        </Grid>
      </Grid>
      <PreviousDesignProjects />
    </Page>
  );
}
