import { groupThousands, type Language } from '@packlens/contracts';

/** Shown where a date is not set. */
export const noValue = '—';

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** A moment to the minute, written the way the interface language writes dates (the visitor's time zone). */
export function formatDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return noValue;
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    dateTimeFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** Counts with comma thousands separators (section 9). */
export function formatCount(value: number): string {
  return groupThousands(value);
}
