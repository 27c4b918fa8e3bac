import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyVisualProjectDetail } from '@packlens/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useKeyVisualProject } from '../../api/keyVisual';
import { pathOf, type RouteEntry } from '../../routes/table';
import { QueryContent } from '../mypage/QueryContent';
import { Page } from '../Page';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { useProjectId } from '../projects/ProjectStep';
import { keyVisualOldProjectsPath } from './keyVisualPaths';

const dayMs = 24 * 60 * 60 * 1000;
const daysLeft = (project: Pick<KeyVisualProjectDetail, 'expires_at'>) => Math.max(0, Math.ceil((Date.parse(project.expires_at) - Date.now()) / dayMs));
const isExpired = (project: Pick<KeyVisualProjectDetail, 'expires_at'>) => Date.parse(project.expires_at) <= Date.now();

/** Ways out when there is no project to show: a new one, or the previous ones. */
function ProjectLinks() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={pathOf('GenerateKeyVisual')} variant="contained" data-testid="key-visual-new-project">
        {t('keyVisual.actions.newProject')}
      </Button>
      <Button component={RouterLink} to={keyVisualOldProjectsPath()} variant="outlined">
        {t('keyVisual.actions.oldProjects')}
      </Button>
    </Stack>
  );
}

function ProjectHeading({ project }: { project: KeyVisualProjectDetail }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="project-name">
        {t('projects.frame.project', { name: project.name })}
      </Typography>
      <Chip size="small" variant="outlined" label={t('design.create.expires', { days: daysLeft(project) })} data-testid="project-days-left" />
    </Stack>
  );
}

/**
 * A step of a key-visual project (`?project=`): the project read, its name and days left, then the step's content;
 * without a project, or with one over a month old, it says so and offers the ways out.
 */
export function KeyVisualStep({ route, lead, children }: { route: RouteEntry; lead: string; children: (project: KeyVisualProjectDetail) => ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const projectId = useProjectId();
  const query = useKeyVisualProject(projectId);
  if (!projectId) {
    return (
      <Page heading={t(route.titleKey)}>
        <Alert severity="warning" data-testid="project-required">
          {catalogueMessage('PROJECT_REQUIRED', language)}
        </Alert>
        <ProjectLinks />
      </Page>
    );
  }
  return (
    <Page heading={t(route.titleKey)} lead={lead}>
      <QueryContent query={query}>
        {(project) => (
          <>
            <ProjectHeading project={project} />
            {isExpired(project) ? (
              <>
                <Alert severity="warning" data-testid="project-expired">
                  {catalogueMessage('PROJECT_EXPIRED', language)}
                </Alert>
                <ProjectLinks />
              </>
            ) : (
              children(project)
            )}
          </>
        )}
      </QueryContent>
    </Page>
  );
}
