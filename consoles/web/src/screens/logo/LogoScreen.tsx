import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { currencyOf, formatPrice, servicePrices } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCreateLogoProject } from '../../api/logo';
import { useCurrentUser } from '../../api/user';
import { ProblemAlert } from '../../forms/ProblemAlert';
import type { ScreenProps } from '../../routes/table';
import { useLanguage } from '../projects/catalogue';
import type { ProjectColumn } from '../projects/list/ProjectTable';
import { PreviousServiceProjects, ServiceFormCard, ServiceHome, ServicePoints } from '../ServiceHome';
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
  return <ServicePoints title={t('logo.home.whatTitle')} testId="logo-how" points={points} oldProjects={{ to: logoOldProjectsPath(), label: t('logo.actions.oldProjects'), testId: 'logo-old-projects' }} />;
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
    <ServiceFormCard title={t('logo.home.newTitle')}>
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
    </ServiceFormCard>
  );
}

const columns: ProjectColumn[] = ['name', 'createdAt', 'createdBy', 'daysLeft'];

/**
 * /generate-logo: what logo creation does, a new project's brief (brand name, style, colours, description) and the
 * client's previous logo projects; `?project=` opens that project's create screen.
 */
export default function LogoScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  if (projectId) return <Navigate to={logoCreatePath(projectId)} replace />;
  return (
    <ServiceHome
      heading={t(route.titleKey)}
      lead={t('logo.home.lead')}
      form={<NewLogoProjectForm />}
      points={<WhatItDoes />}
      previous={<PreviousServiceProjects title={t('logo.home.previousTitle')} tab="logo" columns={columns} />}
    />
  );
}
