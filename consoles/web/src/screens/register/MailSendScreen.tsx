import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { pathOf, type ScreenProps } from '../../routes/table';
import { NoticeCard } from './NoticeCard';
import { sentTo } from './sentTo';

/** /register/mail_send: the registration link is on its way. */
export default function MailSendScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const email = sentTo(useLocation().state);
  return (
    <NoticeCard heading={t(route.titleKey)} icon="mail" next="Login" nextLabel={t('register.toLogin')} testId="mail-sent">
      <p>{email ? t('mailSend.sentTo', { email }) : t('mailSend.sent')}</p>
      <p>{t('mailSend.validFor')}</p>
      <p>
        {t('mailSend.notReceived')}{' '}
        <Link component={RouterLink} to={pathOf('PreRegister')}>
          {t('mailSend.sendAgain')}
        </Link>
      </p>
    </NoticeCard>
  );
}
