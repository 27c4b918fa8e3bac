import { Admin, Resource } from 'react-admin';
import aiProviders from './aiProviders';
import apiKeys from './apiKeys';
import learningData from './learningData';
import trainingRuns from './trainingRuns';
import modelVersions from './modelVersions';
import clients from './clients';
import { runtimeConfig } from './config/runtimeConfig';
import devMail from './devMail';
import plans from './plans';
import sales from './sales';
import { countrySettings, systemSettings } from './settings';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleLoginPage } from './layout/ConsoleLoginPage';
import { ConsoleTitle } from './layout/ConsoleTitle';
import { darkTheme, lightTheme } from './layout/theme';
import { authProvider, dataProvider, i18nProvider, store } from './providers';

export const App = () => (
  <Admin
    title={<ConsoleTitle />}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    layout={ConsoleLayout}
    loginPage={ConsoleLoginPage}
    theme={lightTheme}
    darkTheme={darkTheme}
    disableTelemetry
  >
    <Resource name="clients" {...clients} />
    <Resource name="sales" {...sales} />
    <Resource name="plans" {...plans} />
    <Resource name="system_settings" {...systemSettings} />
    <Resource name="country_settings" {...countrySettings} />
    <Resource name="providers" {...aiProviders} />
    <Resource name="api_keys" {...apiKeys} />
    <Resource name="learning_data" {...learningData} />
    <Resource name="training_runs" {...trainingRuns} />
    <Resource name="model_versions" {...modelVersions} />
    {runtimeConfig().devMail && <Resource name="dev_mail" {...devMail} />}
  </Admin>
);
