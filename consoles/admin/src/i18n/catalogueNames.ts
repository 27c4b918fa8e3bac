import { countries, isAddOn, plans, type CountryCode, type Language } from '@packlens/contracts';

/** Country names come from the shared catalogue, so the console and the customer app never disagree. */
export function countryNames(language: Language): Record<CountryCode, string> {
  return Object.fromEntries(countries.map((country) => [country.code, country.name[language]])) as Record<
    CountryCode,
    string
  >;
}

/** Base plans' names from the plan catalogue, keyed by plan id. */
export function planNames(language: Language): Record<string, string> {
  return Object.fromEntries(plans.filter((plan) => !isAddOn(plan)).map((plan) => [String(plan.id), plan.name[language]]));
}

/** Each language named in itself, as the customer app's switch shows them. */
export const languageNames: Record<Language, string> = { ja: '日本語', en: 'English', 'zh-CN': '简体中文' };
