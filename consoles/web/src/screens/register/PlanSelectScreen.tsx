import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlanChoice, useSelectPlan } from '../../api/registration';
import { ProblemAlert } from '../../forms/ProblemAlert';
import type { ScreenProps } from '../../routes/table';
import { FormCard } from '../FormCard';
import { LinkedStep } from './InvalidLink';
import { PlanCard } from './PlanCard';
import { stepPath, useRegistrationUser } from './registrationSteps';

/** /register/plan_select?user=: the plan the new client starts on. */
export default function PlanSelectScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useRegistrationUser();
  const choice = usePlanChoice(user);
  const select = useSelectPlan(user);
  const [picked, setPicked] = useState<number | null>(null);
  const [nothingPicked, setNothingPicked] = useState(false);

  const step = (data: NonNullable<typeof choice.data>) => {
    const { plans, country } = data;
    const selected = picked ?? data.selected_plan_id;
    const next = () => {
      if (selected === null) return setNothingPicked(true);
      select.mutate(selected, { onSuccess: () => void navigate(stepPath('RegisterConfirm', user)) });
    };
    return (
      <Stack spacing={2} data-testid="plan-select">
        <ProblemAlert error={select.error} />
        {nothingPicked && selected === null && (
          <Alert severity="error" data-testid="plan-required">
            {t('planSelect.pick')}
          </Alert>
        )}
        <Stack spacing={1.5} role="radiogroup" aria-label={t(route.titleKey)}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} country={country} selected={plan.id === selected} onSelect={() => setPicked(plan.id)} />
          ))}
        </Stack>
        <Button variant="contained" size="large" onClick={next} disabled={select.isPending} data-testid="plan-select-submit">
          {t('planSelect.next')}
        </Button>
      </Stack>
    );
  };
  return (
    <FormCard heading={t(route.titleKey)} lead={choice.data ? t('planSelect.lead', { organization: choice.data.organization || choice.data.email }) : undefined} width="wide">
      <LinkedStep query={choice}>{step}</LinkedStep>
    </FormCard>
  );
}
