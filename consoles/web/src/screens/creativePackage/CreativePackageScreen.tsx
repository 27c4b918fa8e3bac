import { DesignProjectCreateRequest } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCreateDesignProject } from '../../api/design';
import { checkWithSchema } from '../../forms/fieldErrors';
import { useForm } from '../../forms/useForm';
import type { ScreenProps } from '../../routes/table';
import type { ProjectColumn } from '../projects/list/ProjectTable';
import { PreviousServiceProjects, ServiceFormCard, ServiceHome, ServicePoints } from '../ServiceHome';
import { useProjectId } from '../projects/ProjectStep';
import { RegisterForm } from '../projects/RegisterForm';
import { designCreatePath, designOldProjectsPath } from './designPaths';

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
    <ServiceFormCard title={t('design.home.newTitle')}>
      <RegisterForm testId="design-register" onSubmit={submit} error={create.error} pending={create.isPending} name={form.text('name')} department={form.text('department')} />
    </ServiceFormCard>
  );
}

const columns: ProjectColumn[] = ['name', 'type', 'createdAt', 'createdBy', 'daysLeft'];

/**
 * /creative-package: what design generation does, a new project's registration (name, department) and the client's
 * previous projects; `?project=` opens that project's create screen.
 */
export default function CreativePackageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  if (projectId) return <Navigate to={designCreatePath(projectId)} replace />;
  return (
    <ServiceHome
      heading={t(route.titleKey)}
      lead={t('design.home.lead')}
      form={<NewDesignProjectForm />}
      points={
        <ServicePoints
          title={t('design.home.whatTitle')}
          testId="design-how"
          points={[t('design.home.points.modes'), t('design.home.points.models'), t('design.home.points.inputs'), t('design.home.points.gallery')]}
          oldProjects={{ to: designOldProjectsPath(), label: t('design.actions.oldProjects'), testId: 'design-old-projects' }}
        />
      }
      previous={<PreviousServiceProjects title={t('design.home.previousTitle')} tab="generation" columns={columns} />}
    />
  );
}
