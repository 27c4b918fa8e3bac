import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConfirmRegistration, useRegistrationSummary } from '../../api/registration';
import { ProblemAlert } from '../../forms/ProblemAlert';
import type { ScreenProps } from '../../routes/table';
import { FormCard } from '../FormCard';
import { LinkedStep } from './InvalidLink';
import { RegistrationSummaryList } from './RegistrationSummaryList';
import { stepPath, useRegistrationUser } from './registrationSteps';

/** /register/confirm?user=: the entries and the plan once more; registering creates the client and logs in. */
export default function RegisterConfirmScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useRegistrationUser();
  const summary = useRegistrationSummary('confirm', user);
  const confirm = useConfirmRegistration(user);

  const step = (data: NonNullable<typeof summary.data>) => (
      <Stack spacing={3} data-testid="register-confirm">
        <ProblemAlert error={confirm.error} />
        <RegistrationSummaryList summary={data} />
        <Stack direction="row" spacing={1.5}>
          <Button component={RouterLink} to={stepPath('PlanSelect', user)} variant="outlined" data-testid="register-confirm-back">
            {t('registerConfirm.back')}
          </Button>
          <Button
            variant="contained"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(undefined, { onSuccess: () => void navigate(stepPath('RegisterComplete', user), { replace: true }) })}
            data-testid="register-confirm-submit"
          >
            {t('registerConfirm.submit')}
          </Button>
        </Stack>
      </Stack>
  );
  return (
    <FormCard heading={t(route.titleKey)} lead={summary.isSuccess ? t('registerConfirm.lead') : undefined} width="wide">
      <LinkedStep query={summary}>{step}</LinkedStep>
    </FormCard>
  );
}
