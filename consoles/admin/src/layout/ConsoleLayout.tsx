import { Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { useSharedSessionWatch } from '../auth/useSharedSessionWatch';
import { ConsoleTitle } from './ConsoleTitle';

const ConsoleAppBar = () => (
  <AppBar>
    <Typography component="span" variant="h6" noWrap>
      <ConsoleTitle />
    </Typography>
    <Divider orientation="vertical" flexItem sx={{ mx: 2, my: 1.5, borderColor: 'currentColor', opacity: 0.4 }} />
    <TitlePortal />
  </AppBar>
);

export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  useSharedSessionWatch();
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
};
