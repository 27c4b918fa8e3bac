import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { pathOf } from '../routes/table';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';

/** The bar shown before login: product name and the language switch. */
export function PublicHeader() {
  return (
    <AppBar position="static" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Brand to={pathOf('Login')} />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
      </Toolbar>
    </AppBar>
  );
}
