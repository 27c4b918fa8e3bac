import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ScreenProps } from '../../routes/table';
import { NoticeCard } from './NoticeCard';
import { sentTo } from './sentTo';

/** /register/password_reset_send: the same words whether or not the address has an account. */
export default function PasswordResetSendScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const email = sentTo(useLocation().state);
  return (
    <NoticeCard heading={t(route.titleKey)} icon="mail" next="Login" nextLabel={t('register.toLogin')} testId="password-reset-sent">
      <p>{email ? t('passwordReset.sentTo', { email }) : t('passwordReset.sent')}</p>
      <p>{t('passwordReset.validFor')}</p>
    </NoticeCard>
  );
}
