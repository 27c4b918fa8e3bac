import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CatalogPlan, PlanChoice } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePlanChoice } from '../../api/billing';
import { pathOf, type ScreenProps } from '../../routes/table';
import {
  addOnRefusal,
  emptySelection,
  needsUserSelection,
  searchOfSelection,
  selectionFromSearch,
  withoutCoveredAddOns,
  type AddOnField,
  type PlanSelection,
} from '../../services/planSelection';
import { QueryContent } from '../mypage/QueryContent';
import { Page } from '../Page';
import { catalogueMessage, CurrentPlanCard, PlanPick, useLanguage } from './planParts';
import { UsageCard } from './UsageCard';

/** PlanRenew refuses with these only at the change: the admin can still pick the plan (and choose its users next). */
const pickableDespite = new Set(['UNLIMITED_PLAN_TOO_MANY_ACCOUNTS']);

function AddOnGroup({ field, plans, choice, selection, onChange }: { field: AddOnField; plans: CatalogPlan[]; choice: PlanChoice; selection: PlanSelection; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  if (!plans.length) return null;
  return (
    <Stack spacing={1} data-testid={`addon-group-${field}`}>
      <Typography variant="subtitle2" color="text.secondary">
        {t(`billing.renew.${field}`)}
      </Typography>
      {plans.map((plan) => (
        <PlanPick
          key={plan.id}
          plan={plan}
          choice={choice}
          group={field}
          control="checkbox"
          selected={selection[field] === plan.id}
          refusal={addOnRefusal(field, { ...selection, [field]: plan.id }, choice)}
          onSelect={() => onChange(selection[field] === plan.id ? null : plan.id)}
        />
      ))}
    </Stack>
  );
}

function RenewForm({ choice }: { choice: PlanChoice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [selection, setSelection] = useState<PlanSelection>(() => ({ ...emptySelection, ...selectionFromSearch(search) }));
  const [nothingPicked, setNothingPicked] = useState(false);
  const select = (next: PlanSelection) => setSelection(withoutCoveredAddOns(next, choice));
  const next = () => {
    if (selection.planId === null) return setNothingPicked(true);
    void navigate(`${pathOf('PlanConfirm')}${searchOfSelection(selection, search.get('user'))}`);
  };
  const notAllowed = choice.setting_plan === 0 ? 'PLAN_CHANGE_NOT_ALLOWED' : choice.plans.every((plan) => plan.refusal === 'FORBIDDEN') ? 'FORBIDDEN' : null;

  return (
    <Stack spacing={3}>
      <CurrentPlanCard choice={choice} />
      {choice.current.expired && <Alert severity="warning" data-testid="plan-expired">{t('billing.current.expired')}</Alert>}
      {notAllowed && (
        <Alert severity="info" data-testid="plan-change-not-allowed">
          {catalogueMessage(notAllowed, language)}
        </Alert>
      )}
      {nothingPicked && selection.planId === null && (
        <Alert severity="error" data-testid="plan-required">
          {t('billing.renew.pick')}
        </Alert>
      )}
      <Stack spacing={1.5} role="radiogroup" aria-label={t('billing.renew.basePlans')}>
        <Typography variant="h2" component="h2">
          {t('billing.renew.basePlans')}
        </Typography>
        {choice.plans.map((plan) => (
          <PlanPick
            key={plan.id}
            plan={plan}
            choice={choice}
            group="plan"
            control="radio"
            selected={selection.planId === plan.id}
            refusal={plan.refusal && !pickableDespite.has(plan.refusal) ? plan.refusal : null}
            onSelect={() => select({ ...selection, planId: plan.id })}
          />
        ))}
      </Stack>
      <Stack spacing={2}>
        <Typography variant="h2" component="h2">
          {t('billing.renew.addOns')}
        </Typography>
        <AddOnGroup field="option" plans={choice.options} choice={choice} selection={selection} onChange={(id) => select({ ...selection, option: id })} />
        <AddOnGroup field="generate" plans={choice.generate} choice={choice} selection={selection} onChange={(id) => select({ ...selection, generate: id })} />
        <AddOnGroup field="keyVisual" plans={choice.key_visual} choice={choice} selection={selection} onChange={(id) => select({ ...selection, keyVisual: id })} />
      </Stack>
      {needsUserSelection(selection, choice) !== null && <Alert severity="info">{t('billing.renew.usersToSelect')}</Alert>}
      <Button variant="contained" size="large" onClick={next} disabled={notAllowed !== null} data-testid="plan-renew-next">
        {t('billing.renew.next')}
      </Button>
      {choice.show_prices && <UsageCard />}
    </Stack>
  );
}

/** /register/plan_renew: the admin picks the new plan and add-ons (section 2's plan update). */
export default function PlanRenewScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const choice = usePlanChoice();
  return (
    <Page heading={t(route.titleKey)} lead={t('billing.renew.lead')}>
      <QueryContent query={choice}>{(data) => <RenewForm choice={data} />}</QueryContent>
    </Page>
  );
}
