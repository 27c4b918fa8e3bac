import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { projectTypeCatalogue } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProjectList } from '../../api/projects';
import { formatDateTime } from '../../i18n/format';
import { pathOf } from '../../routes/table';
import { useLanguage } from '../projects/catalogue';
import type { ProjectRow } from '../projects/flow';
import { openPathOf } from '../projects/kinds';
import { ProjectStatusChip } from '../projects/list/OldProjectListScreen';
import { ProjectReportsMenu } from './ProjectReports';
import { QueryContent } from './QueryContent';
import { SectionCard } from './SectionCard';

/** How many of the newest projects the card shows; the full list is one click away. */
export const recentProjectCount = 10;

function ProjectListRow({ project }: { project: ProjectRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const open = openPathOf(project);
  return (
    <TableRow data-testid="my-project-row" data-id={project.id} data-type={project.type} data-status={project.status} data-expired={project.expired}>
      <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 140 }}>{project.name}</TableCell>
      <TableCell>{projectTypeCatalogue.find((entry) => entry.id === project.type)?.name[language] ?? project.type}</TableCell>
      <TableCell>
        <ProjectStatusChip status={project.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(project.created_at, language)}</TableCell>
      <TableCell data-testid="project-days-left" data-days={project.days_left} sx={{ whiteSpace: 'nowrap' }}>
        {project.expired ? (
          <Typography variant="body2" color="error">
            {t('projects.list.expired')}
          </Typography>
        ) : (
          t('projects.list.days', { count: project.days_left })
        )}
      </TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'flex-start' }}>
          {open && (
            <Button component={RouterLink} to={open} size="small" variant="outlined" data-testid="my-project-open">
              {t('projects.list.open')}
            </Button>
          )}
          <ProjectReportsMenu project={project} />
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * My page's project list (section 2: "project list with downloads"): the client's newest projects with their
 * type, status, created date and days left, each opening on its step or results, calculated ones offering
 * their PDF reports; a link to the full previous-project list.
 */
export function ProjectListCard() {
  const { t } = useTranslation();
  const list = useProjectList({ tab: 'all', page: 1, page_size: recentProjectCount });
  return (
    <SectionCard
      title={t('myProjects.title')}
      testId="my-projects"
      actions={
        <Button component={RouterLink} to={pathOf('OldProjectList')} size="small" data-testid="my-projects-all">
          {t('myProjects.all')}
        </Button>
      }
    >
      <QueryContent query={list}>
        {(page) =>
          page.rows.length === 0 ? (
            <Typography color="text.secondary" data-testid="my-projects-empty">
              {t('projects.list.empty')}
            </Typography>
          ) : (
            <>
              <TableContainer>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('projects.list.name')}</TableCell>
                      <TableCell>{t('projects.list.type')}</TableCell>
                      <TableCell>{t('projects.list.status')}</TableCell>
                      <TableCell>{t('projects.list.createdAt')}</TableCell>
                      <TableCell>{t('projects.list.daysLeft')}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {page.rows.map((project) => (
                      <ProjectListRow key={project.id} project={project} />
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {page.total > page.rows.length && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="my-projects-more">
                  {t('myProjects.more', { shown: page.rows.length, total: page.total })}
                </Typography>
              )}
            </>
          )
        }
      </QueryContent>
    </SectionCard>
  );
}
