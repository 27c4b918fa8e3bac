import { languages } from '@packlens/contracts';

export const planSettingChoices = [0, 1, 2].map((id) => ({ id, name: `resources.system_settings.plan_settings.${id}` }));
export const languageChoices = languages.map((id) => ({ id, name: `packlens.languages.${id}` }));
export const countryStatusChoices = [1, 0].map((id) => ({ id, name: `resources.country_settings.statuses.${id}` }));
