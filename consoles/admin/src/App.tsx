import { Admin, Resource, localStorageStore } from 'react-admin';
import clients from './clients';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleLoginPage } from './layout/ConsoleLoginPage';
import { ConsoleTitle } from './layout/ConsoleTitle';
import { darkTheme, lightTheme } from './layout/theme';
import { authProvider, dataProvider, i18nProvider } from './providers';

export const App = () => (
  <Admin
    title={<ConsoleTitle />}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={localStorageStore(undefined, 'packlens.admin')}
    layout={ConsoleLayout}
    loginPage={ConsoleLoginPage}
    theme={lightTheme}
    darkTheme={darkTheme}
    disableTelemetry
  >
    <Resource name="clients" {...clients} />
  </Admin>
);
