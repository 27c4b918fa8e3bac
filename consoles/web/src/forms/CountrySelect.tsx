import TextField from '@mui/material/TextField';
import { countries, type CountryCode } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../i18n/language';
import type { TextFieldBinding } from './useForm';

/** Section 1's target countries, named in the interface language; a native select, easy to drive and read. */
export function CountrySelect({ binding, label }: { binding: TextFieldBinding; label: string }) {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return (
    <TextField {...binding} select label={label} fullWidth required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {countries.map((country) => (
        <option key={country.code} value={country.code satisfies CountryCode}>
          {country.name[language]}
        </option>
      ))}
    </TextField>
  );
}
