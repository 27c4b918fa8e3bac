import { countries, userStatuses } from '@packlens/contracts';

export const accountTypes = ['corporation', 'personal'] as const;

// Choice names are translation keys: SelectField and SelectInput translate them in the current language.
export const countryChoices = countries.map(({ code }) => ({ id: code, name: `packlens.countries.${code}` }));
export const accountTypeChoices = accountTypes.map((id) => ({ id, name: `resources.clients.account_types.${id}` }));
export const statusChoices = userStatuses.map((id) => ({ id, name: `resources.clients.statuses.${id}` }));
