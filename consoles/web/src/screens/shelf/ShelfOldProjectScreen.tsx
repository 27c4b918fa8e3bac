import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathOf, type ScreenProps } from '../../routes/table';
import { ProjectReportsMenu } from '../mypage/ProjectReports';
import { firstPage, type PageState } from '../mypage/TablePaging';
import { Page } from '../Page';
import { shelfResumePath } from '../projects/kinds';
import { OpenButton, PreviousProjects, RowActions, type ProjectColumn } from '../projects/list/ProjectTable';

const columns: ProjectColumn[] = ['name', 'createdAt', 'createdBy', 'images', 'status', 'daysLeft'];

/** /evaluate-shelve/old-project: the client's shelf projects (the list's `shelf` tab), each opening where it stands. */
export default function ShelfOldProjectScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<PageState>(firstPage);
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
        <PreviousProjects
          tab="shelf"
          paging={paging}
          onPaging={setPaging}
          columns={columns}
          actions={(project) => (
            <RowActions>
              <OpenButton to={shelfResumePath(project)} testId="project-open" />
              <ProjectReportsMenu project={project} />
            </RowActions>
          )}
        />
      </Paper>
    </Page>
  );
}
