import type { Language, LocalizedText } from '../language';

/**
 * Target countries with their user codes (section 3), the currency prices are shown in (section 1) and the
 * time zone every date and time of a client of the country is shown and printed in (issue 19, item 11). A
 * country with several zones takes its capital's; "Others" takes UTC.
 */
export const countries = [
  { code: 'jp', name: { ja: '日本', en: 'Japan', 'zh-CN': '日本' }, currency: 'JPY', language: 'ja', timeZone: 'Asia/Tokyo' },
  { code: 'cn', name: { ja: '中国', en: 'China', 'zh-CN': '中国' }, currency: 'CNY', language: 'zh-CN', timeZone: 'Asia/Shanghai' },
  { code: 'th', name: { ja: 'タイ', en: 'Thailand', 'zh-CN': '泰国' }, currency: 'THB', language: 'en', timeZone: 'Asia/Bangkok' },
  { code: 'id', name: { ja: 'インドネシア', en: 'Indonesia', 'zh-CN': '印度尼西亚' }, currency: 'IDR', language: 'en', timeZone: 'Asia/Jakarta' },
  { code: 'ot', name: { ja: 'その他', en: 'Others', 'zh-CN': '其他' }, currency: 'JPY', language: 'en', timeZone: 'UTC' },
] as const satisfies readonly { code: string; name: LocalizedText; currency: string; language: Language; timeZone: string }[];

/** The operator's time zone: the super admin's (who belongs to no client), and the console's. */
export const operatorTimeZone = 'Asia/Tokyo';

/**
 * The one time-zone rule (issue 19, item 11): a user sees and prints every date and time in the zone of their
 * client's country; the super admin, and a user of no known country, in the operator's.
 */
export function timeZoneOf(country: string | null | undefined): string {
  return countries.find((c) => c.code === country)?.timeZone ?? operatorTimeZone;
}

/** The zone's offset from UTC at `date`, as printed after a time: "UTC+9", "UTC+7", "UTC". */
export function utcOffsetLabel(timeZone: string, date: Date = new Date()): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return offset.replace(/^GMT(?:[+-]0)?$/, 'UTC').replace(/^GMT/, 'UTC');
}

export type CountryCode = (typeof countries)[number]['code'];
export const countryCodes = countries.map((c) => c.code) as unknown as readonly [CountryCode, ...CountryCode[]];

export const currencies = ['JPY', 'CNY', 'THB', 'IDR'] as const;
export type Currency = (typeof currencies)[number];
