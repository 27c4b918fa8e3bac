import { useEffect } from 'react';
import type { CountryCode } from '@packlens/contracts';
import { useCountryByIp } from '../api/registration';

interface CountryForm {
  fill(field: 'country', value: CountryCode): void;
  isEdited(field: 'country'): boolean;
}

/**
 * Preselects the country field from GET /api/get_country_by_ip/ (offline GeoIP data) once it answers,
 * unless the visitor already chose one. `enabled: false` keeps a country the page already knows.
 */
export function usePreselectedCountry(form: CountryForm, enabled = true) {
  const country = useCountryByIp().data?.country;
  const chosen = form.isEdited('country');
  useEffect(() => {
    if (enabled && country && !chosen) form.fill('country', country);
    // form.fill is a fresh function each render; only the answer and the visitor's choice matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country, chosen, enabled]);
}
