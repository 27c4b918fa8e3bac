import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { currencyOf, formatPrice, servicePrices } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useCreateLogoProject } from '../../api/logo';
import { useCurrentUser } from '../../api/user';
import { ProblemAlert } from '../../forms/ProblemAlert';
import type { ScreenProps } from '../../routes/table';
import { firstPage, type PageState } from '../mypage/TablePaging';
import { Page } from '../Page';
import { useLanguage } from '../projects/catalogue';
import { openPathOf } from '../projects/kinds';
import { OpenButton, PreviousProjects, type ProjectColumn } from '../projects/list/ProjectTable';
import { useProjectId } from '../projects/ProjectStep';
import { checkBrief, emptyBrief, LogoBriefFields, serverBriefMessages, type BriefValues } from './LogoBriefFields';
import { logoCreatePath, logoOldProjectsPath } from './logoPaths';

/** What logo creation does and costs, in a few lines, with the way to all previous projects. */
function WhatItDoes() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: user } = useCurrentUser();
  const currency = currencyOf(user?.country ?? null);
  const amount = servicePrices.logoCreation[currency];
  const points = [t('logo.home.points.brief'), t('logo.home.points.references'), t('logo.home.points.svg')];
  if (amount !== null) points.push(t('logo.home.points.price', { price: formatPrice(amount, { language, currency }) }));
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider', height: '100%' }} data-testid="logo-how">
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('logo.home.whatTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
        {points.map((point) => (
          <Typography component="li" variant="body2" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to={logoOldProjectsPath()} startIcon={<HistoryOutlined />} sx={{ mt: 1 }} data-testid="logo-old-projects">
        {t('logo.actions.oldProjects')}
      </Button>
    </Paper>
  );
}

/** A new logo project: its brief and department; registered, it opens on its create screen. */
function NewLogoProjectForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLogoProject();
  const [values, setValues] = useState<BriefValues>(emptyBrief);
  const [department, setDepartment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? checkBrief(values) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(checkBrief(values)).length > 0) return;
    create.mutate({ ...values, brand_name: values.brand_name.trim(), department: department.trim() }, { onSuccess: (project) => void navigate(logoCreatePath(project.id)) });
  }

  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('logo.home.newTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} data-testid="logo-register-form">
        <Stack spacing={2.5}>
          <ProblemAlert error={create.error} />
          <LogoBriefFields values={values} onChange={(next) => {
              setValues(next);
              if (create.error) create.reset();
            }} problems={problems} serverMessages={serverBriefMessages(create.error)} />
          <TextField name="department" label={t('logo.brief.department')} value={department} onChange={(event) => setDepartment(event.target.value)} fullWidth />
          <Box>
            <Button type="submit" variant="contained" disabled={create.isPending} data-testid="logo-register-submit">
              {create.isPending ? t('logo.brief.registering') : t('logo.brief.register')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}

const columns: ProjectColumn[] = ['name', 'createdAt', 'createdBy', 'daysLeft'];

/** The client's logo projects (the logo tab), each opening on its create screen. */
function PreviousLogoProjects() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<PageState>(firstPage);
  return (
    <Paper sx={{ border: 1, borderColor: 'divider', mt: 3 }}>
      <Typography variant="h2" component="h2" sx={{ px: 3, pt: 2.5 }}>
        {t('logo.home.previousTitle')}
      </Typography>
      <PreviousProjects
        tab="logo"
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
 * /generate-logo: what logo creation does, a new project's brief (brand name, style, colours, description) and the
 * client's previous logo projects; `?project=` opens that project's create screen.
 */
export default function LogoScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  if (projectId) return <Navigate to={logoCreatePath(projectId)} replace />;
  return (
    <Page heading={t(route.titleKey)} lead={t('logo.home.lead')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <NewLogoProjectForm />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <WhatItDoes />
        </Grid>
      </Grid>
      <PreviousLogoProjects />
    </Page>
  );
}
