import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

const toTheMinute: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

/** A date and time to the minute, written the way the console's language writes it rather than the browser's. */
export const LocalizedDateField = (props: Omit<DateFieldProps, 'locales' | 'options' | 'showTime'>) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} options={toTheMinute} {...props} />;
};
