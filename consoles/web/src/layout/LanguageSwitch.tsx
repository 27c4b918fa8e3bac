import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { asLanguage, languageEndonyms, languages } from '../i18n/language';
import { changeLanguage } from '../i18n/i18n';

/** A native select, so it works with the keyboard and screen readers and is easy to drive in tests. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const selectAttributes = { 'aria-label': t('language.label'), 'data-testid': 'language-switch' };
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <TranslateOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      <NativeSelect
        value={asLanguage(i18n.language)}
        onChange={(event) => void changeLanguage(asLanguage(event.target.value))}
        disableUnderline
        inputProps={selectAttributes}
        sx={{ fontSize: 14, '& select': { py: 0.5 } }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageEndonyms[language]}
          </option>
        ))}
      </NativeSelect>
    </Stack>
  );
}
