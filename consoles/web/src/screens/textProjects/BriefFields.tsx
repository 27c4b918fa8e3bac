import TextField from '@mui/material/TextField';
import { categoriesFor, languages, type CountryCode } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import type { TextFieldBinding } from '../../forms/useForm';
import { useLanguage } from '../projects/catalogue';

/** The product's name or description (`input[name=product]`), required. */
export function ProductField({ binding }: { binding: TextFieldBinding }) {
  const { t } = useTranslation();
  return <TextField {...binding} label={t('generation.brief.product')} required fullWidth />;
}

/** The product category (`select[name=category_id]`), named in the interface language. */
export function CategoryField({ binding, country }: { binding: TextFieldBinding; country: CountryCode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TextField {...binding} select label={t('generation.brief.category')} required fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">—</option>
      {categoriesFor(country).map((category) => (
        <option key={category.id} value={category.id}>
          {category.name[language]}
        </option>
      ))}
    </TextField>
  );
}

/** Who the product is for (`input[name=target]`). */
export function TargetField({ binding }: { binding: TextFieldBinding }) {
  const { t } = useTranslation();
  return <TextField {...binding} label={t('generation.brief.target')} placeholder={t('generation.brief.targetHint')} fullWidth />;
}

/** The language the answer is written in (`select[name=language]`); names for another market may differ from the screen's. */
export function OutputLanguageField({ binding }: { binding: TextFieldBinding }) {
  const { t } = useTranslation();
  return (
    <TextField {...binding} select label={t('generation.brief.language')} fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {languages.map((code) => (
        <option key={code} value={code}>
          {t(`generation.brief.languages.${code}`)}
        </option>
      ))}
    </TextField>
  );
}
