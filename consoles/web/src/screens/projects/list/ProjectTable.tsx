import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { projectTypeCatalogue, type PastProjectTab, type ProjectStatusValue } from '@packlens/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProjectList } from '../../../api/projects';
import { formatCount, formatDateTime, useTimeZone } from '../../../i18n/format';
import { QueryContent } from '../../mypage/QueryContent';
import { PagedTable, type PageState } from '../../mypage/TablePaging';
import { useLanguage } from '../catalogue';
import type { ProjectRow } from '../flow';

/**
 * The client's projects as table rows, shared by the previous-project list, the shelf's previous projects and
 * My page's project list: each table picks its columns; the last cell holds the row's actions.
 */
export type ProjectColumn = 'name' | 'type' | 'createdAt' | 'createdBy' | 'images' | 'status' | 'daysLeft';

const headings = {
  name: 'projects.list.name',
  type: 'projects.list.type',
  createdAt: 'projects.list.createdAt',
  createdBy: 'projects.list.createdBy',
  images: 'projects.list.images',
  status: 'projects.list.status',
  daysLeft: 'projects.list.daysLeft',
} as const satisfies Record<ProjectColumn, string>;

const statusColours: Record<ProjectStatusValue, ChipProps['color']> = { DRAFT: 'default', PROGRESS: 'info', SUCCESS: 'success', FAILURE: 'error' };

export function ProjectStatusChip({ status }: { status: ProjectStatusValue }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={statusColours[status]} label={t(`projects.list.statuses.${status}`)} data-testid="project-status" data-status={status} />;
}

/** The head cells of the columns, and an empty one over the actions. */
export function ProjectHeadCells({ columns }: { columns: readonly ProjectColumn[] }) {
  const { t } = useTranslation();
  return (
    <>
      {columns.map((column) => (
        <TableCell key={column} align={column === 'images' ? 'right' : undefined}>
          {t(headings[column])}
        </TableCell>
      ))}
      <TableCell />
    </>
  );
}

function ProjectCell({ project, column, nameMinWidth }: { project: ProjectRow; column: ProjectColumn; nameMinWidth: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTimeZone();
  switch (column) {
    case 'name':
      return <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: nameMinWidth }}>{project.name}</TableCell>;
    case 'type':
      return <TableCell>{projectTypeCatalogue.find((entry) => entry.id === project.type)?.name[language] ?? project.type}</TableCell>;
    case 'createdAt':
      return <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(project.created_at, language, timeZone)}</TableCell>;
    case 'createdBy':
      return <TableCell>{project.created_by.name ?? '—'}</TableCell>;
    case 'images':
      return <TableCell align="right">{formatCount(project.image_count)}</TableCell>;
    case 'status':
      return (
        <TableCell>
          <ProjectStatusChip status={project.status} />
        </TableCell>
      );
    case 'daysLeft':
      return (
        <TableCell data-testid="project-days-left" data-days={project.days_left} sx={{ whiteSpace: 'nowrap' }}>
          {project.expired ? (
            <Typography variant="body2" color="error">
              {t('projects.list.expired')}
            </Typography>
          ) : (
            t('projects.list.days', { count: project.days_left })
          )}
        </TableCell>
      );
  }
}

/** A project's row (attributes `data-id`, `data-type`, `data-status`, `data-expired`); `children` are its actions. */
export function ProjectTableRow({
  project,
  columns,
  testId,
  nameMinWidth = 160,
  children,
}: {
  project: ProjectRow;
  columns: readonly ProjectColumn[];
  testId: string;
  nameMinWidth?: number;
  children: ReactNode;
}) {
  return (
    <TableRow data-testid={testId} data-id={project.id} data-type={project.type} data-status={project.status} data-expired={project.expired}>
      {columns.map((column) => (
        <ProjectCell key={column} project={project} column={column} nameMinWidth={nameMinWidth} />
      ))}
      <TableCell align="right">{children}</TableCell>
    </TableRow>
  );
}

/** "Open": the project where it stands. */
export function OpenButton({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={to} size="small" variant="outlined" data-testid={testId}>
      {t('projects.list.open')}
    </Button>
  );
}

/** Several actions of a row side by side, at its right end. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'flex-start' }}>
      {children}
    </Stack>
  );
}

/**
 * One tab of the previous projects (`old-project-list` with `data-tab`): the client's projects a page at a
 * time (10, 25, 50 or 100), or a line saying there are none.
 */
export function PreviousProjects({
  tab,
  paging,
  onPaging,
  columns,
  actions,
}: {
  tab: PastProjectTab;
  paging: PageState;
  onPaging: (paging: PageState) => void;
  columns: readonly ProjectColumn[];
  actions: (project: ProjectRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const list = useProjectList({ tab, page: paging.page + 1, page_size: paging.pageSize });
  return (
    <Box sx={{ p: 2 }} data-testid="old-project-list" data-tab={tab}>
      <QueryContent query={list}>
        {(page) => (
          <PagedTable count={page.total} paging={paging} onPaging={onPaging} head={<ProjectHeadCells columns={columns} />}>
            {page.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary' }} data-testid="old-projects-empty">
                  {t('projects.list.empty')}
                </TableCell>
              </TableRow>
            ) : (
              page.rows.map((project) => (
                <ProjectTableRow key={project.id} project={project} columns={columns} testId="old-project-row">
                  {actions(project)}
                </ProjectTableRow>
              ))
            )}
          </PagedTable>
        )}
      </QueryContent>
    </Box>
  );
}
