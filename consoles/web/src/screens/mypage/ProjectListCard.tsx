import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProjectList } from '../../api/projects';
import { pathOf } from '../../routes/table';
import { openPathOf } from '../projects/kinds';
import { OpenButton, ProjectHeadCells, ProjectTableRow, RowActions, type ProjectColumn } from '../projects/list/ProjectTable';
import { ProjectReportsMenu } from './ProjectReports';
import { QueryContent } from './QueryContent';
import { SectionCard } from './SectionCard';

/** How many of the newest projects the card shows; the full list is one click away. */
export const recentProjectCount = 10;

const columns: ProjectColumn[] = ['name', 'type', 'status', 'createdAt', 'daysLeft'];

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
                      <ProjectHeadCells columns={columns} />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {page.rows.map((project) => {
                      const open = openPathOf(project);
                      return (
                        <ProjectTableRow key={project.id} project={project} columns={columns} testId="my-project-row" nameMinWidth={140}>
                          <RowActions>
                            {open && <OpenButton to={open} testId="my-project-open" />}
                            <ProjectReportsMenu project={project} />
                          </RowActions>
                        </ProjectTableRow>
                      );
                    })}
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
