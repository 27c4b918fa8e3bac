import { groupThousands, timeZoneOf, utcOffsetLabel, type Language } from '@packlens/contracts';
import { useSession } from '../auth/session';

/** Shown where a date is not set. */
export const noValue = '—';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(language: Language, timeZone: string, time: boolean): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${time}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', ...(time ? { hour: '2-digit', minute: '2-digit' } : {}), timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment to the minute, written the way the interface language writes dates, in `timeZone` with the zone
 * printed after it ("2026/11/25 07:30 UTC+9"): the zone of the user's client's country ({@link useTimeZone}),
 * the same the PDF reports print.
 */
export function formatDateTime(iso: string | null | undefined, language: Language, timeZone: string): string {
  if (!iso) return noValue;
  const date = new Date(iso);
  return `${formatIn(language, timeZone, true).format(date)} ${utcOffsetLabel(timeZone, date)}`;
}

/** A day (a contract's start or end), in the language's way and `timeZone`, without the time. */
export function formatDay(iso: string, language: Language, timeZone: string): string {
  return formatIn(language, timeZone, false).format(new Date(iso));
}

/**
 * The one time-zone rule (issue 19, item 11): the signed-in user's client's country's zone; the operator's for
 * the super admin and before login.
 */
export function useTimeZone(): string {
  return timeZoneOf(useSession()?.user?.country);
}

/** Counts with comma thousands separators (section 9). */
export function formatCount(value: number): string {
  return groupThousands(value);
}
