import { KeyVisualProjectCreateRequest, keyVisualLimits, timeLimits } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCreateKeyVisualProject } from '../../api/keyVisual';
import { checkWithSchema } from '../../forms/fieldErrors';
import { useForm } from '../../forms/useForm';
import { formatCount } from '../../i18n/format';
import type { ScreenProps } from '../../routes/table';
import type { ProjectColumn } from '../projects/list/ProjectTable';
import { PreviousServiceProjects, ServiceFormCard, ServiceHome, ServicePoints } from '../ServiceHome';
import { useProjectId } from '../projects/ProjectStep';
import { RegisterForm } from '../projects/RegisterForm';
import { keyVisualMenuPath, keyVisualMessagePath, keyVisualOldProjectsPath } from './keyVisualPaths';

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
    <ServiceFormCard title={t('keyVisual.home.newTitle')}>
      <RegisterForm testId="key-visual-register" onSubmit={submit} error={create.error} pending={create.isPending} name={form.text('name')} department={form.text('department')} />
    </ServiceFormCard>
  );
}

const columns: ProjectColumn[] = ['name', 'type', 'createdAt', 'createdBy', 'daysLeft'];

/**
 * /generate-key-visual: what key visuals do, a new project's registration (name, department) and the client's
 * previous generation projects; `?project=` opens that project's message screen.
 */
export default function KeyVisualScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  if (projectId) return <Navigate to={keyVisualMessagePath(projectId)} replace />;
  return (
    <ServiceHome
      heading={t(route.titleKey)}
      lead={t('keyVisual.home.lead')}
      form={<NewKeyVisualProjectForm />}
      points={
        <ServicePoints
          title={t('keyVisual.home.whatTitle')}
          testId="key-visual-how"
          points={[
            t('keyVisual.home.points.types'),
            t('keyVisual.home.points.conversation'),
            t('keyVisual.home.points.pack'),
            t('keyVisual.home.points.limits', { max: formatCount(keyVisualLimits.maxTotalImages), minutes: timeLimits.generationMaxWaitMinutes }),
          ]}
          oldProjects={{ to: keyVisualOldProjectsPath(), label: t('keyVisual.actions.oldProjects'), testId: 'key-visual-old-projects' }}
        />
      }
      previous={<PreviousServiceProjects title={t('keyVisual.home.previousTitle')} tab="generation" columns={columns} />}
    />
  );
}
