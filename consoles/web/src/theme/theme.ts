import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '@packlens/contracts';
import { fontStackFor } from './fonts';

/** Every typography variant MUI knows; each gets the language's font explicitly. */
export const typographyVariants = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline',
] as const;

export function themeFor(language: Language): Theme {
  const fontFamily = fontStackFor(language);
  const variants = Object.fromEntries(typographyVariants.map((variant) => [variant, { fontFamily }]));
  return createTheme({
    palette: {
      primary: { main: '#1f4e79', dark: '#163a5c', light: '#e8eff6' },
      secondary: { main: '#4a5a6a' },
      background: { default: '#f5f7fa', paper: '#ffffff' },
      text: { primary: '#1c2733', secondary: '#5b6b7b' },
      divider: '#e1e6ec',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily,
      ...variants,
      h1: { fontFamily, fontSize: '1.625rem', fontWeight: 600, lineHeight: 1.35 },
      h2: { fontFamily, fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
      button: { fontFamily, textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}
