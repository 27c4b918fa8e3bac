import { defaultLanguage, parseLanguage, type Language } from '@packlens/contracts';
import { useLocaleState } from 'react-admin';

/** The console's language as a reader for validators, which run outside React's render. */
export function useConsoleLanguage(): () => Language {
  const [locale] = useLocaleState();
  const language = parseLanguage(locale) ?? defaultLanguage;
  return () => language;
}
