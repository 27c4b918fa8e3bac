import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { ConsoleTitle } from './ConsoleTitle';

const ConsoleAppBar = () => (
  <AppBar>
    <Typography component="span" variant="h6" noWrap sx={{ mr: 3 }}>
      <ConsoleTitle />
    </Typography>
    <TitlePortal />
  </AppBar>
);

export const ConsoleLayout = ({ children }: { children: ReactNode }) => <Layout appBar={ConsoleAppBar}>{children}</Layout>;
