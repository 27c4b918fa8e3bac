import japaneseMessages from '@bicstone/ra-language-japanese';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

/** The published Japanese messages (react-admin 5.12) plus the keys react-admin added since. */
export const raJapanese: TranslationMessages = mergeTranslations(japaneseMessages, {
  ra: {
    validation: { unique: '他と重複しない値を入力してください' },
    guesser: { empty: { title: '表示するデータがありません', message: 'データプロバイダーを確認してください' } },
  },
});
