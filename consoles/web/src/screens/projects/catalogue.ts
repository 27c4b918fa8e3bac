import {
  categoryById,
  formatErrorMessage,
  imageWordById,
  menuItems,
  segmentById,
  type ErrorCode,
  type ErrorParams,
  type Language,
  type LocalizedText,
} from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/language';

/** The interface language, as the catalogues key their texts. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.language);
}

const textOr = (text: LocalizedText | undefined, language: Language, fallback: string | number) => text?.[language] ?? String(fallback);

/** Names from the contracts' catalogues in the interface language (unknown ids show as themselves). */
export const names = {
  segment: (id: number, language: Language) => textOr(segmentById(id)?.texts, language, id),
  menu: (code: string, language: Language) => textOr(menuItems.find((menu) => menu.code === code)?.text, language, code),
  menuResult: (code: string, language: Language) => textOr(menuItems.find((menu) => menu.code === code)?.resultText, language, code),
  word: (id: number, language: Language) => textOr(imageWordById(id)?.name, language, id),
  category: (id: number, language: Language) => textOr(categoryById(id)?.name, language, id),
};

/** A catalogue message for a refusal the app catches before asking the server (the server's own words). */
export function catalogueMessage(code: ErrorCode, language: Language, params?: ErrorParams): string {
  return formatErrorMessage(code, language, params);
}
