import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { pastProjectTabs, type PastProjectTab } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ScreenProps } from '../../../routes/table';
import { firstPage, type PageState } from '../../mypage/TablePaging';
import { Page } from '../../Page';
import { openPathOf } from '../kinds';
import { OpenButton, PreviousProjects, type ProjectColumn } from './ProjectTable';

const columns: ProjectColumn[] = ['name', 'type', 'createdAt', 'createdBy', 'images', 'status', 'daysLeft'];

/** /project/old-project-list: the client's projects by tab, valid one month, each opening where it stands. */
export default function OldProjectListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') as PastProjectTab | null;
  const tab: PastProjectTab = requested && (pastProjectTabs as readonly string[]).includes(requested) ? requested : 'all';
  const [paging, setPaging] = useState<PageState>(firstPage);

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
        <PreviousProjects
          tab={tab}
          paging={paging}
          onPaging={setPaging}
          columns={columns}
          actions={(project) => {
            const open = openPathOf(project);
            return open && <OpenButton to={open} testId="project-open" />;
          }}
        />
      </Paper>
    </Page>
  );
}
