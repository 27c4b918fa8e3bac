import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { ProjectCreateRequest, uploadLimits } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useCreateShelfProject, useProject } from '../../api/projects';
import { checkWithSchema } from '../../forms/fieldErrors';
import { useForm } from '../../forms/useForm';
import { pathOf, type ScreenProps } from '../../routes/table';
import { QueryContent } from '../mypage/QueryContent';
import { Page } from '../Page';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { openPathOf, shelfKind, shelfResumePath } from '../projects/kinds';
import { StepHeader, useProjectId } from '../projects/ProjectStep';
import { RegisterForm } from '../projects/RegisterForm';
import { isShelfProject, nextShelfStep, shelfStepPath } from './flow';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** How the shelf evaluation goes, in four lines (the "index" of the service). */
function HowItWorks() {
  const { t } = useTranslation();
  const points = [
    t('shelf.entry.how.register'),
    t('shelf.entry.how.segments'),
    t('shelf.entry.how.images', { max: uploadLimits.imagesPerUpload, maxMb: megabytes(uploadLimits.shelfImageBytes) }),
    t('shelf.entry.how.boxes'),
  ];
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider', height: '100%' }} data-testid="shelf-how">
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('shelf.entry.howTitle')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
        {points.map((point) => (
          <Typography component="li" variant="body2" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to={pathOf('ShelfOldProject')} startIcon={<HistoryOutlined />} sx={{ mt: 1 }} data-testid="shelf-old-projects">
        {t('shelf.actions.oldProjects')}
      </Button>
    </Paper>
  );
}

function NewShelfProjectForm({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateShelfProject();
  const form = useForm({
    initial: { name: '', department: '' },
    check: (values) => checkWithSchema(ProjectCreateRequest, values),
    serverError: create.error,
  });
  const submit = form.onSubmit(({ name, department }) =>
    create.mutate({ name: name.trim(), department: department.trim() }, { onSuccess: (project) => void navigate(shelfStepPath(nextShelfStep('register'), project.id)) }),
  );
  return (
    <Page heading={t(route.titleKey)} lead={t('shelf.entry.lead')}>
      <StepHeader kind={shelfKind} project={undefined} current="register" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              {t('shelf.entry.newTitle')}
            </Typography>
            <RegisterForm
              testId="shelf-register"
              onSubmit={submit}
              error={create.error}
              pending={create.isPending}
              name={form.text('name')}
              department={form.text('department')}
              note={
                <Alert severity="info" variant="outlined">
                  {t('shelf.entry.menuNote')}
                </Alert>
              }
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <HowItWorks />
        </Grid>
      </Grid>
    </Page>
  );
}

/** `/evaluate-shelve?project=`: a project opened from a list goes on where it stands. */
function ResumeProject({ route, projectId }: ScreenProps & { projectId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useProject(projectId);
  return (
    <Page heading={t(route.titleKey)}>
      <QueryContent query={query}>
        {(project) => {
          if (isShelfProject(project)) return <Navigate to={shelfResumePath(project)} replace />;
          const elsewhere = openPathOf(project);
          return elsewhere ? <Navigate to={elsewhere} replace /> : <Alert severity="warning">{catalogueMessage('NOT_FOUND', language)}</Alert>;
        }}
      </QueryContent>
    </Page>
  );
}

/**
 * /evaluate-shelve: the entry of the shelf evaluation. Registers a shelf project (name, department; type 4 in
 * the client's country, its one menu the shelf heat map) or opens a previous one; with `?project=` it reopens
 * that project on its step or result.
 */
export default function EvaluateShelveScreen(props: ScreenProps) {
  const projectId = useProjectId();
  if (projectId) return <ResumeProject {...props} projectId={projectId} />;
  return <NewShelfProjectForm {...props} />;
}
