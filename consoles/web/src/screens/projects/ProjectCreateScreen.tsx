import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { countries, ProjectCreateRequest, type CountryCode } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCreateProject } from '../../api/projects';
import { useCurrentUser } from '../../api/user';
import { checkWithSchema } from '../../forms/fieldErrors';
import { useForm } from '../../forms/useForm';
import type { ScreenProps } from '../../routes/table';
import { DefinitionList } from '../DefinitionList';
import { Page } from '../Page';
import { useLanguage } from './catalogue';
import { nextStep, stepPath } from './flow';
import { surveyKind } from './kinds';
import { ProjectStep, StepHeader, useProjectId } from './ProjectStep';
import { RegisterForm } from './RegisterForm';

/** A registered project's entries: they cannot be changed, the flow goes on from here. */
function RegisteredProject({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ProjectStep kind={surveyKind} route={route} step="register">
      {(project) => (
        <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('projects.register.registered')}
          </Alert>
          <DefinitionList
            prefix="project"
            rows={[
              { key: 'name-value', label: t('projects.register.name'), value: project.name },
              { key: 'country', label: t('projects.register.country'), value: countries.find((c) => c.code === project.country)?.name[language] },
              { key: 'department', label: t('projects.register.department'), value: project.department || '—' },
            ]}
          />
          <Button component={RouterLink} to={stepPath(nextStep(project, 'register'), project.id)} variant="contained" sx={{ mt: 3 }} data-testid="step-next">
            {t('projects.actions.next')}
          </Button>
        </Paper>
      )}
    </ProjectStep>
  );
}

/** /project-create: registers a package evaluation with its name, target country and department. */
export default function ProjectCreateScreen(props: ScreenProps) {
  const projectId = useProjectId();
  if (projectId) return <RegisteredProject {...props} />;
  return <NewProjectForm {...props} />;
}

function NewProjectForm({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const create = useCreateProject();
  const form = useForm({
    initial: { name: '', country: (user?.country ?? 'jp') as string, department: '' },
    check: (values) => checkWithSchema(ProjectCreateRequest, values),
    serverError: create.error,
  });
  const submit = form.onSubmit(({ name, country, department }) =>
    create.mutate(
      { name: name.trim(), country: country as CountryCode, department: department.trim() },
      { onSuccess: (project) => void navigate(stepPath(nextStep(project, 'register'), project.id)) },
    ),
  );
  return (
    <Page heading={t(route.titleKey)} lead={t('projects.register.lead')}>
      <StepHeader kind={surveyKind} project={undefined} current="register" country={form.values.country as CountryCode} />
      <Paper sx={{ p: 3, border: 1, borderColor: 'divider', maxWidth: 640 }}>
        <RegisterForm
          testId="project-register"
          onSubmit={submit}
          error={create.error}
          pending={create.isPending}
          name={form.text('name')}
          country={form.text('country')}
          department={form.text('department')}
        />
      </Paper>
    </Page>
  );
}
