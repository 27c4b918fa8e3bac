import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../routes/table';
import { NoticeCard } from './NoticeCard';

/** /register/password_complete */
export default function PasswordCompleteScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <NoticeCard heading={t(route.titleKey)} icon="done" next="Login" nextLabel={t('register.toLogin')} testId="password-complete">
      <p>{t('passwordComplete.body')}</p>
    </NoticeCard>
  );
}
