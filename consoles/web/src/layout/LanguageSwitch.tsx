import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, hasRememberedLanguage, languageEndonyms, languages, type Language } from '../i18n/language';
import { changeLanguage, i18n } from '../i18n/i18n';

/** The system settings' language part (GET /api/settings/): the languages users may pick and the initial one. */
export interface LanguageSettings {
  display_languages: Language[];
  initial_language: Language;
}

/**
 * The languages offered: those the settings allow (all of them without settings, on the public pages). Someone who
 * never chose a language starts in the settings' initial one.
 */
function useOfferedLanguages(current: Language, settings: LanguageSettings | undefined): readonly Language[] {
  const initial = settings?.initial_language;
  useEffect(() => {
    if (initial && !hasRememberedLanguage() && initial !== asLanguage(i18n.language)) void i18n.changeLanguage(initial);
  }, [initial]);
  if (!settings?.display_languages.length) return languages;
  return languages.filter((language) => settings.display_languages.includes(language) || language === current);
}

/** A native select, so it works with the keyboard and screen readers and is easy to drive in tests. */
export function LanguageSwitch({ settings }: { settings?: LanguageSettings }) {
  const { t, i18n: instance } = useTranslation();
  const current = asLanguage(instance.language);
  const offered = useOfferedLanguages(current, settings);
  const selectAttributes = { 'aria-label': t('language.label'), 'data-testid': 'language-switch' };
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <TranslateOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      <NativeSelect
        value={current}
        onChange={(event) => void changeLanguage(asLanguage(event.target.value))}
        disableUnderline
        inputProps={selectAttributes}
        sx={{ fontSize: 14, '& select': { py: 0.5 } }}
      >
        {offered.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageEndonyms[language]}
          </option>
        ))}
      </NativeSelect>
    </Stack>
  );
}
