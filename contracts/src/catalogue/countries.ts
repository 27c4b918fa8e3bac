import type { Language, LocalizedText } from '../language';

/** Target countries with their user codes (section 3) and the currency prices are shown in (section 1). */
export const countries = [
  { code: 'jp', name: { ja: '日本', en: 'Japan', 'zh-CN': '日本' }, currency: 'JPY', language: 'ja' },
  { code: 'cn', name: { ja: '中国', en: 'China', 'zh-CN': '中国' }, currency: 'CNY', language: 'zh-CN' },
  { code: 'th', name: { ja: 'タイ', en: 'Thailand', 'zh-CN': '泰国' }, currency: 'THB', language: 'en' },
  { code: 'id', name: { ja: 'インドネシア', en: 'Indonesia', 'zh-CN': '印度尼西亚' }, currency: 'IDR', language: 'en' },
  { code: 'ot', name: { ja: 'その他', en: 'Others', 'zh-CN': '其他' }, currency: 'JPY', language: 'en' },
] as const satisfies readonly { code: string; name: LocalizedText; currency: string; language: Language }[];

export type CountryCode = (typeof countries)[number]['code'];
export const countryCodes = countries.map((c) => c.code) as unknown as readonly [CountryCode, ...CountryCode[]];

export const currencies = ['JPY', 'CNY', 'THB', 'IDR'] as const;
export type Currency = (typeof currencies)[number];
