import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { roles } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../api/user';
import { planNameIn } from '../../layout/headerModel';
import { pathOf, type ScreenProps } from '../../routes/table';
import { DefinitionList } from '../DefinitionList';
import { Page } from '../Page';
import { useLanguage } from './planParts';

/** /register/plan_complete: the plan in force now (the header already shows it). */
export default function PlanCompleteScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: user } = useCurrentUser();
  const ended = ((useLocation().state as { endedPeriods?: string[] } | null)?.endedPeriods ?? []).length > 0;
  return (
    <Page heading={t(route.titleKey)}>
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <Alert severity="success" data-testid="plan-complete">
          {t('billing.complete.lead')}
        </Alert>
        {ended && <Alert severity="info">{t('billing.complete.endedPeriods')}</Alert>}
        {user?.plan && <DefinitionList prefix="complete" rows={[{ key: 'plan', label: t('billing.complete.plan'), value: planNameIn(user.plan, language) }]} />}
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to={pathOf('Home')} variant="contained">
            {t('billing.complete.home')}
          </Button>
          {user && (
            <Button component={RouterLink} to={pathOf(user.role === roles.admin ? 'MypageIndex' : 'Users')} variant="outlined">
              {t('billing.complete.myPage')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Page>
  );
}
