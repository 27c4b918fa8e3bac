import { Box, Typography } from '@mui/material';
import { LocalesMenuButton, Login, LoginForm } from 'react-admin';
import { ConsoleTitle } from './ConsoleTitle';

/** react-admin's login form (fields `username` and `password`) under the console's title, with a language switch. */
export const ConsoleLoginPage = () => (
  <Login>
    <Typography component="h1" variant="h6" align="center">
      <ConsoleTitle />
    </Typography>
    <LoginForm />
    <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
      <LocalesMenuButton />
    </Box>
  </Login>
);
