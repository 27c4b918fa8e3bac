import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { onAuthLost } from './api/http';
import { i18n } from './i18n/i18n';
import { asLanguage } from './i18n/language';
import { pathOf } from './routes/table';
import { fontStackFor } from './theme/fonts';
import { themeFor } from './theme/theme';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Theme and base CSS follow the interface language, so fonts switch with it. */
function LanguageTheme({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = asLanguage(instance.language);
  const theme = useMemo(() => themeFor(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={{ ':root': { '--packlens-font-sans': fontStackFor(language) } }} />
      {children}
    </ThemeProvider>
  );
}

/** Section 4: when the API says the login is gone, drop cached server state and go to the login page. */
function useAuthLostNavigation(router: AppRouter, queryClient: QueryClient) {
  useEffect(
    () =>
      onAuthLost(() => {
        queryClient.clear();
        void router.navigate(pathOf('Login'), { replace: true });
      }),
    [router, queryClient],
  );
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useAuthLostNavigation(router, queryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LanguageTheme>
          <RouterProvider router={router} />
        </LanguageTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
