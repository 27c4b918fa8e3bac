import japanesePackage from '@bicstone/ra-language-japanese';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

// The package is CommonJS marked __esModule: Vitest hands over its `default`, while Vite's production build
// (Node-style interop, as this package is "type": "module") hands over the whole exports object.
const published: TranslationMessages =
  'ra' in japanesePackage ? japanesePackage : (japanesePackage as { default: TranslationMessages }).default;

/**
 * The published Japanese messages (react-admin 5.12), plus the keys react-admin added since, and titles that
 * name a record by its representation (the company) rather than by its uuid, as react-admin 5 does.
 */
export const raJapanese: TranslationMessages = mergeTranslations(published, {
  ra: {
    page: { edit: '%{name} %{recordRepresentation}', show: '%{name} %{recordRepresentation}' },
    message: { delete_title: '%{name} %{recordRepresentation} を削除' },
    validation: { unique: '他と重複しない値を入力してください' },
    guesser: { empty: { title: '表示するデータがありません', message: 'データプロバイダーを確認してください' } },
  },
});
