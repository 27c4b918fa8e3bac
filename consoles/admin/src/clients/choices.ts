import { clientStatuses, countries, isAddOn, languages, plans } from '@packlens/contracts';

export const accountTypes = ['corporation', 'personal'] as const;

// Choice names are translation keys: SelectField and SelectInput translate them in the current language.
export const countryChoices = countries.map(({ code }) => ({ id: code, name: `packlens.countries.${code}` }));
export const accountTypeChoices = accountTypes.map((id) => ({ id, name: `resources.clients.account_types.${id}` }));
export const statusChoices = clientStatuses.map((id) => ({ id, name: `resources.clients.statuses.${id}` }));
/** A cancelled contract stays cancelled: the edit form offers valid and invalid only. */
export const editableStatusChoices = statusChoices.filter((choice) => choice.id !== 'cancelled');
/** Base plans (not add-ons) a client can be put on. */
export const planChoices = plans.filter((plan) => !isAddOn(plan)).map((plan) => ({ id: plan.id, name: `packlens.plans.${plan.id}` }));
export const languageChoices = languages.map((id) => ({ id, name: `packlens.languages.${id}` }));
