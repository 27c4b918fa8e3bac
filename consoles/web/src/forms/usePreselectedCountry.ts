import { useEffect } from 'react';
import type { CountryCode } from '@packlens/contracts';
import { useCountryByIp } from '../api/registration';
import { i18n } from '../i18n/i18n';
import { hasRememberedLanguage } from '../i18n/language';

interface CountryForm {
  fill(field: 'country', value: CountryCode): void;
  isEdited(field: 'country'): boolean;
}

/**
 * Preselects the country field from GET /api/get_country_by_ip/ (offline GeoIP data) once it answers,
 * unless the visitor already chose one. A visitor who never picked a language also gets the country's
 * language, for this visit only (the switch remembers a choice; a suggestion is not one).
 */
export function usePreselectedCountry(form: CountryForm) {
  const byIp = useCountryByIp().data;
  const chosen = form.isEdited('country');
  useEffect(() => {
    if (byIp && !chosen) form.fill('country', byIp.country);
    // form.fill is a fresh function each render; only the answer and the visitor's choice matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [byIp, chosen]);
  useEffect(() => {
    if (byIp && !hasRememberedLanguage() && i18n.language !== byIp.language) void i18n.changeLanguage(byIp.language);
  }, [byIp]);
}
