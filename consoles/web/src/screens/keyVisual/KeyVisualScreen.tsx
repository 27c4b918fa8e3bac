import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { KeyVisualProjectCreateRequest, keyVisualLimits, timeLimits } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useCreateKeyVisualProject } from '../../api/keyVisual';
import { checkWithSchema } from '../../forms/fieldErrors';
import { useForm } from '../../forms/useForm';
import { formatCount } from '../../i18n/format';
import type { ScreenProps } from '../../routes/table';
import { firstPage, type PageState } from '../mypage/TablePaging';
import { Page } from '../Page';
import { openPathOf } from '../projects/kinds';
import { OpenButton, PreviousProjects, type ProjectColumn } from '../projects/list/ProjectTable';
import { useProjectId } from '../projects/ProjectStep';
import { RegisterForm } from '../projects/RegisterForm';
import { keyVisualMenuPath, keyVisualMessagePath, keyVisualOldProjectsPath } from './keyVisualPaths';

/** What key visuals are, in a few lines, with the way to all previous projects. */
function WhatItDoes() {
  const { t } = useTranslation();
  const points = [
    t('keyVisual.home.points.types'),
    t('keyVisual.home.points.conversation'),
    t('keyVisual.home.points.pack'),
    t('keyVisual.home.points.limits', { max: formatCount(keyVisualLimits.maxTotalImages), minutes: timeLimits.generationMaxWaitMinutes }),
  ];
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider', height: '100%' }} data-testid="key-visual-how">
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('keyVisual.home.whatTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
        {points.map((point) => (
          <Typography component="li" variant="body2" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to={keyVisualOldProjectsPath()} startIcon={<HistoryOutlined />} sx={{ mt: 1 }} data-testid="key-visual-old-projects">
        {t('keyVisual.actions.oldProjects')}
      </Button>
    </Paper>
  );
}

function NewKeyVisualProjectForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateKeyVisualProject();
  const form = useForm({
    initial: { name: '', department: '' },
    check: (values) => checkWithSchema(KeyVisualProjectCreateRequest, values),
    serverError: create.error,
  });
  const submit = form.onSubmit(({ name, department }) =>
    create.mutate({ name: name.trim(), department: department.trim() }, { onSuccess: (project) => void navigate(keyVisualMenuPath(project.id)) }),
  );
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('keyVisual.home.newTitle')}
      </Typography>
      <RegisterForm testId="key-visual-register" onSubmit={submit} error={create.error} pending={create.isPending} name={form.text('name')} department={form.text('department')} />
    </Paper>
  );
}

const columns: ProjectColumn[] = ['name', 'type', 'createdAt', 'createdBy', 'daysLeft'];

/** The client's projects of the generation tab (key visuals among them), each opening where its screens are. */
function PreviousGenerationProjects() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<PageState>(firstPage);
  return (
    <Paper sx={{ border: 1, borderColor: 'divider', mt: 3 }}>
      <Typography variant="h2" component="h2" sx={{ px: 3, pt: 2.5 }}>
        {t('keyVisual.home.previousTitle')}
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
 * /generate-key-visual: what key visuals do, a new project's registration (name, department) and the client's
 * previous generation projects; `?project=` opens that project's message screen.
 */
export default function KeyVisualScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  if (projectId) return <Navigate to={keyVisualMessagePath(projectId)} replace />;
  return (
    <Page heading={t(route.titleKey)} lead={t('keyVisual.home.lead')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <NewKeyVisualProjectForm />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <WhatItDoes />
        </Grid>
      </Grid>
      <PreviousGenerationProjects />
    </Page>
  );
}
