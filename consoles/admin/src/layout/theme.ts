import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { fontFamilyVariable } from '../i18n/documentLocale';

// The font family follows the language through a CSS variable set on <html>, so a locale switch needs no new theme.
const withLocaleFont = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  typography: { ...theme.typography, fontFamily: `var(${fontFamilyVariable})` },
});

export const lightTheme = withLocaleFont(defaultLightTheme);
export const darkTheme = withLocaleFont(defaultDarkTheme);
