import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { pastProjectTabs, projectTypeCatalogue, type PastProjectTab, type ProjectStatusValue } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useProjectList } from '../../../api/projects';
import { formatCount, formatDateTime } from '../../../i18n/format';
import type { ScreenProps } from '../../../routes/table';
import { QueryContent } from '../../mypage/QueryContent';
import { PagedTable, firstPage, type PageState } from '../../mypage/TablePaging';
import { Page } from '../../Page';
import { useLanguage } from '../catalogue';
import type { ProjectRow } from '../flow';
import { openPathOf } from '../kinds';

const statusColours: Record<ProjectStatusValue, ChipProps['color']> = { DRAFT: 'default', PROGRESS: 'info', SUCCESS: 'success', FAILURE: 'error' };

export function ProjectStatusChip({ status }: { status: ProjectStatusValue }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={statusColours[status]} label={t(`projects.list.statuses.${status}`)} data-testid="project-status" data-status={status} />;
}

function ProjectLine({ project }: { project: ProjectRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const type = projectTypeCatalogue.find((entry) => entry.id === project.type);
  const open = openPathOf(project);
  return (
    <TableRow data-testid="old-project-row" data-id={project.id} data-status={project.status} data-expired={project.expired}>
      <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 160 }}>{project.name}</TableCell>
      <TableCell>{type?.name[language] ?? project.type}</TableCell>
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
        {open && (
          <Button component={RouterLink} to={open} size="small" variant="outlined" data-testid="project-open">
            {t('projects.list.open')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** /project/old-project-list: the client's projects by tab, valid one month, each opening where it stands. */
export default function OldProjectListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') as PastProjectTab | null;
  const tab: PastProjectTab = requested && (pastProjectTabs as readonly string[]).includes(requested) ? requested : 'all';
  const [paging, setPaging] = useState<PageState>(firstPage);
  const list = useProjectList({ tab, page: paging.page + 1, page_size: paging.pageSize });

  return (
    <Page heading={t(route.titleKey)} lead={t('projects.list.lead')}>
      <Paper sx={{ border: 1, borderColor: 'divider' }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          <Tabs
            value={tab}
            onChange={(_event, next: PastProjectTab) => {
              setSearch({ tab: next }, { replace: true });
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            variant="scrollable"
            scrollButtons="auto"
          >
            {pastProjectTabs.map((id) => (
              <Tab key={id} value={id} label={t(`projects.list.tabs.${id}`)} data-testid={`old-projects-tab-${id}`} />
            ))}
          </Tabs>
        </Box>
        <Box sx={{ p: 2 }} data-testid="old-project-list" data-tab={tab}>
          <QueryContent query={list}>
            {(page) => (
              <PagedTable
                count={page.total}
                paging={paging}
                onPaging={setPaging}
                head={
                  <>
                    <TableCell>{t('projects.list.name')}</TableCell>
                    <TableCell>{t('projects.list.type')}</TableCell>
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
                    <TableCell colSpan={8} sx={{ color: 'text.secondary' }} data-testid="old-projects-empty">
                      {t('projects.list.empty')}
                    </TableCell>
                  </TableRow>
                ) : (
                  page.rows.map((project) => <ProjectLine key={project.id} project={project} />)
                )}
              </PagedTable>
            )}
          </QueryContent>
        </Box>
      </Paper>
    </Page>
  );
}
