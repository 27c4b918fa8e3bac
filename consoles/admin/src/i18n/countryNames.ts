import { countries, type CountryCode, type Language } from '@packlens/contracts';

/** Country names come from the shared catalogue, so the console and the customer app never disagree. */
export function countryNames(language: Language): Record<CountryCode, string> {
  return Object.fromEntries(countries.map((country) => [country.code, country.name[language]])) as Record<
    CountryCode,
    string
  >;
}
