import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProjectList } from '../../api/projects';
import { formatCount, formatDateTime } from '../../i18n/format';
import { pathOf, type ScreenProps } from '../../routes/table';
import { ProjectReportsMenu } from '../mypage/ProjectReports';
import { QueryContent } from '../mypage/QueryContent';
import { firstPage, PagedTable, type PageState } from '../mypage/TablePaging';
import { Page } from '../Page';
import { useLanguage } from '../projects/catalogue';
import type { ProjectRow } from '../projects/flow';
import { ProjectStatusChip } from '../projects/list/OldProjectListScreen';
import { shelfResumeStep, shelfStepPath } from './flow';

function ShelfProjectRow({ project }: { project: ProjectRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TableRow data-testid="old-project-row" data-id={project.id} data-status={project.status} data-expired={project.expired}>
      <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 160 }}>{project.name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(project.created_at, language)}</TableCell>
      <TableCell>{project.created_by.name ?? '—'}</TableCell>
      <TableCell align="right">{formatCount(project.image_count)}</TableCell>
      <TableCell>
        <ProjectStatusChip status={project.status} />
      </TableCell>
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
          <Button component={RouterLink} to={shelfStepPath(shelfResumeStep(project), project.id)} size="small" variant="outlined" data-testid="project-open">
            {t('projects.list.open')}
          </Button>
          <ProjectReportsMenu project={project} />
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** /evaluate-shelve/old-project: the client's shelf projects (the list's `shelf` tab), each opening where it stands. */
export default function ShelfOldProjectScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<PageState>(firstPage);
  const list = useProjectList({ tab: 'shelf', page: paging.page + 1, page_size: paging.pageSize });
  return (
    <Page heading={t(route.titleKey)} lead={t('projects.list.lead')}>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to={pathOf('EvaluateShelve')} variant="contained" startIcon={<AddOutlined />} data-testid="shelf-new-project">
          {t('shelf.actions.newProject')}
        </Button>
        <Button component={RouterLink} to={`${pathOf('OldProjectList')}?tab=all`} variant="text">
          {t('shelf.list.allProjects')}
        </Button>
      </Stack>
      <Paper sx={{ border: 1, borderColor: 'divider' }}>
        <Box sx={{ p: 2 }} data-testid="old-project-list" data-tab="shelf">
          <QueryContent query={list}>
            {(page) => (
              <PagedTable
                count={page.total}
                paging={paging}
                onPaging={setPaging}
                head={
                  <>
                    <TableCell>{t('projects.list.name')}</TableCell>
                    <TableCell>{t('projects.list.createdAt')}</TableCell>
                    <TableCell>{t('projects.list.createdBy')}</TableCell>
                    <TableCell align="right">{t('projects.list.images')}</TableCell>
                    <TableCell>{t('projects.list.status')}</TableCell>
                    <TableCell>{t('projects.list.daysLeft')}</TableCell>
                    <TableCell />
                  </>
                }
              >
                {page.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7} sx={{ color: 'text.secondary' }} data-testid="old-projects-empty">
                      {t('projects.list.empty')}
                    </TableCell>
                  </TableRow>
                ) : (
                  page.rows.map((project) => <ShelfProjectRow key={project.id} project={project} />)
                )}
              </PagedTable>
            )}
          </QueryContent>
        </Box>
      </Paper>
    </Page>
  );
}
