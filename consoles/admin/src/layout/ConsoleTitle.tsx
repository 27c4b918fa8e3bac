import { useTranslate } from 'react-admin';

/** The product title in the current language, e.g. "Packlens 管理コンソール". */
export const ConsoleTitle = () => {
  const translate = useTranslate();
  return <>{translate('packlens.title')}</>;
};
