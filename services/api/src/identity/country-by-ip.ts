import { createRequire } from 'node:module';
import { countries, type CountryCode, type Language } from '@packlens/contracts';

// geoip-country ships no types; this is the part used. It loads its data (inside the package) once, at first use.
const geoip = createRequire(import.meta.url)('geoip-country') as { lookup(ip: string): { country: string } | null };

/** ISO 3166 codes of the target countries (section 1); every other country is `ot`. */
const targetCountries: Record<string, CountryCode> = { JP: 'jp', CN: 'cn', TH: 'th', ID: 'id' };
/** The first language tag's primary subtag -> the country it most likely means. */
const languageCountries: Record<string, CountryCode> = { ja: 'jp', zh: 'cn', th: 'th', id: 'id', in: 'id' };

const languageOf = (country: CountryCode): Language => countries.find((c) => c.code === country)?.language ?? 'en';

export interface CountryGuess {
  country: CountryCode;
  country_code: string | null;
  language: Language;
  source: 'geoip' | 'accept-language' | 'default';
}

/**
 * The country and language to preselect on the registration forms: from the address with the GeoLite2 country
 * data shipped in the `geoip-country` package (offline); for private or unknown addresses from Accept-Language;
 * else Japan and Japanese, the product's defaults.
 */
export function countryByIp(ip: string | undefined, acceptLanguage: string | undefined): CountryGuess {
  const found = ip ? geoip.lookup(ip) : null;
  if (found?.country) {
    const country = targetCountries[found.country] ?? 'ot';
    return { country, country_code: found.country, language: languageOf(country), source: 'geoip' };
  }
  const primary = acceptLanguage?.split(',')[0]?.trim().split(/[-_;]/)[0]?.toLowerCase();
  if (primary) {
    const country = languageCountries[primary] ?? 'ot';
    return { country, country_code: null, language: languageOf(country), source: 'accept-language' };
  }
  return { country: 'jp', country_code: null, language: 'ja', source: 'default' };
}
