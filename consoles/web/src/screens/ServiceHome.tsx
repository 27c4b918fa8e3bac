import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { PastProjectTab } from '@packlens/contracts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { firstPage, type PageState } from './mypage/TablePaging';
import { Page } from './Page';
import { openPathOf } from './projects/kinds';
import { OpenButton, PreviousProjects, type ProjectColumn } from './projects/list/ProjectTable';

/**
 * The entry screen every generation service shares (design generation, key visuals, logos): a new project's form
 * beside what the service does, and the client's previous projects of its tab below, each opening where its screens
 * are. Each service gives its own texts, form and tab.
 */
export function ServiceHome({ heading, lead, form, points, previous }: { heading: string; lead: string; form: ReactNode; points: ReactNode; previous: ReactNode }) {
  return (
    <Page heading={heading} lead={lead}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>{form}</Grid>
        <Grid size={{ xs: 12, md: 5 }}>{points}</Grid>
      </Grid>
      {previous}
    </Page>
  );
}

/** What a service does, in a few lines (`<testId>`), with the way to all previous projects (`<oldTestId>`). */
export function ServicePoints({ title, points, oldProjects, testId }: { title: string; points: readonly string[]; oldProjects: { to: string; label: string; testId: string }; testId: string }) {
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider', height: '100%' }} data-testid={testId}>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
        {points.map((point) => (
          <Typography component="li" variant="body2" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to={oldProjects.to} startIcon={<HistoryOutlined />} sx={{ mt: 1 }} data-testid={oldProjects.testId}>
        {oldProjects.label}
      </Button>
    </Paper>
  );
}

/** A form on its card, under its title. */
export function ServiceFormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The client's previous projects of a tab of the past-project list, paged, each opening where its screens are. */
export function PreviousServiceProjects({ title, tab, columns }: { title: string; tab: PastProjectTab; columns: ProjectColumn[] }) {
  const [paging, setPaging] = useState<PageState>(firstPage);
  return (
    <Paper sx={{ border: 1, borderColor: 'divider', mt: 3 }}>
      <Typography variant="h2" component="h2" sx={{ px: 3, pt: 2.5 }}>
        {title}
      </Typography>
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
  );
}
