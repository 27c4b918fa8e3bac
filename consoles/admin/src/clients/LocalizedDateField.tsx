import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** Dates in the console's language rather than the browser's. */
export const LocalizedDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} {...props} />;
};
