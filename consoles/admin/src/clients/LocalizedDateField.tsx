import { operatorTimeZone } from '@packlens/contracts';
import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** The console shows every time in the operator's zone, and says which (issue 19, item 11: "2026/11/25 07:30 GMT+9"). */
const toTheMinute: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: operatorTimeZone,
  timeZoneName: 'shortOffset',
};

/** A date and time to the minute, written the way the console's language writes it rather than the browser's. */
export const LocalizedDateField = (props: Omit<DateFieldProps, 'locales' | 'options' | 'showTime'>) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} options={toTheMinute} {...props} />;
};
