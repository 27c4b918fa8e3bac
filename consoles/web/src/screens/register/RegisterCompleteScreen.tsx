import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRegistrationSummary } from '../../api/registration';
import { landingRouteName } from '../../auth/landing';
import { isLoggedIn, roleOf, useSession } from '../../auth/session';
import { nowInSeconds } from '../../auth/token';
import { pathOf, type ScreenProps } from '../../routes/table';
import { FormCard } from '../FormCard';
import { LinkedStep } from './InvalidLink';
import { RegistrationSummaryList } from './RegistrationSummaryList';
import { useRegistrationUser } from './registrationSteps';

/** /register/complete?user=: done; the new admin is logged in and goes on to their page (section 4). */
export default function RegisterCompleteScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const user = useRegistrationUser();
  const summary = useRegistrationSummary('complete', user);
  const session = useSession();
  const loggedIn = isLoggedIn(session, nowInSeconds());
  const next = loggedIn ? pathOf(landingRouteName(roleOf(session))) : pathOf('Login');

  const step = (data: NonNullable<typeof summary.data>) => (
      <Stack spacing={3} data-testid="register-complete">
        <Alert severity="success">{t('registerComplete.body')}</Alert>
        {data.group_id && <Alert severity="info" data-testid="register-complete-group-id">{t('registerComplete.groupId', { groupId: data.group_id })}</Alert>}
        <RegistrationSummaryList summary={data} />
        <Button component={RouterLink} to={next} variant="contained" size="large" sx={{ alignSelf: 'flex-start' }} data-testid="register-complete-next">
          {loggedIn ? t('registerComplete.toMyPage') : t('register.toLogin')}
        </Button>
      </Stack>
  );
  return (
    <FormCard heading={t(route.titleKey)} width="wide">
      <LinkedStep query={summary}>{step}</LinkedStep>
    </FormCard>
  );
}
