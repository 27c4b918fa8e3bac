import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthenticatedUser, PlanChoice } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useChangePlan, usePlanChoice } from '../../api/billing';
import { useCurrentUser } from '../../api/user';
import { useClientStaff } from '../../api/users';
import { ProblemAlert, problemCode } from '../../forms/ProblemAlert';
import { planNameIn } from '../../layout/headerModel';
import { pathOf, type ScreenProps } from '../../routes/table';
import { changeRequestOf, needsUserSelection, searchOfSelection, selectedPlans, selectionFromSearch, totalLabel, type PlanSelection } from '../../services/planSelection';
import { DefinitionList } from '../DefinitionList';
import { QueryContent } from '../mypage/QueryContent';
import { SectionCard } from '../mypage/SectionCard';
import { Page } from '../Page';
import { formatDay, useTimeZone } from '../../i18n/format';
import { PlanPriceText, useLanguage } from './planParts';
import { PlanUserChecklist } from './PlanUserChecklist';

/** The unlimited plan with more accounts than it allows: the admin ticks who may use it (the admin always does). */
function UserSelection({ user, max, selected, onChange }: { user: AuthenticatedUser; max: number; selected: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const staff = useClientStaff(user.client_id);
  return (
    <SectionCard title={t('billing.confirm.selectUsers')} testId="select-users">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('billing.confirm.selectUsersLead', { max })}
      </Typography>
      <QueryContent query={staff}>{(data) => <PlanUserChecklist adminId={user.id} users={data.users} max={max} selected={selected} onChange={onChange} />}</QueryContent>
      <Link component={RouterLink} to={pathOf('MypageIndex')} variant="body2">
        {t('billing.confirm.userManagement')}
      </Link>
    </SectionCard>
  );
}

function ConfirmForm({ choice, selection, user, continuation }: { choice: PlanChoice; selection: PlanSelection & { planId: number }; user: AuthenticatedUser; continuation: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const change = useChangePlan();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmMissing, setConfirmMissing] = useState(false);
  const [users, setUsers] = useState<string[]>([]);
  const plans = selectedPlans(selection, choice);
  const [base, ...addOns] = plans;
  const running = choice.current.running_periods;
  const periodEnd = running.map((period) => period.until).filter((until): until is string => until !== null).sort().at(-1);
  const maxUsers = needsUserSelection(selection, choice);
  const total = totalLabel(plans, choice, language);
  const refusedForUsers = problemCode(change.error) === 'UNLIMITED_PLAN_TOO_MANY_ACCOUNTS';

  const backToRenew = `${pathOf('PlanRenew')}${searchOfSelection(selection, continuation)}`;
  if (!base) return <Navigate to={backToRenew} replace />;

  const submit = () => {
    if (running.length > 0 && !confirmed) return setConfirmMissing(true);
    change.mutate(
      { clientId: user.client_id as string, body: changeRequestOf(selection, { confirm: confirmed, users: maxUsers !== null ? [user.id, ...users] : [] }) },
      { onSuccess: (result) => void navigate(pathOf('PlanComplete'), { state: { endedPeriods: result.ended_periods } }) },
    );
  };

  return (
    <Stack spacing={3}>
      <SectionCard title={t('billing.confirm.summary')} testId="plan-confirm-summary">
        <DefinitionList
          prefix="confirm"
          rows={[
            { key: 'plan', label: t('billing.confirm.plan'), value: <>{planNameIn(base, language)} <PlanPriceText plan={base} choice={choice} /></> },
            ...addOns.map((plan) => ({ key: `addon-${plan.id}`, label: t('billing.confirm.addOns'), value: <>{planNameIn(plan, language)} <PlanPriceText plan={plan} choice={choice} /></> })),
            ...(total !== null ? [{ key: 'total', label: t('billing.confirm.total'), value: total }] : []),
          ]}
        />
      </SectionCard>
      {running.length > 0 && (
        <Stack spacing={1}>
          <FormControlLabel
            control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} slotProps={{ input: { 'data-testid': 'confirm-end-period' } as object }} />}
            label={t('billing.confirm.endPeriod', { date: periodEnd ? formatDay(periodEnd, language, timeZone) : '—' })}
          />
          {confirmMissing && !confirmed && (
            <Alert severity="error" data-testid="confirm-end-period-required">
              {t('billing.confirm.endPeriodRequired')}
            </Alert>
          )}
        </Stack>
      )}
      {(maxUsers !== null || refusedForUsers) && <UserSelection user={user} max={maxUsers ?? choice.max_accounts} selected={users} onChange={setUsers} />}
      <ProblemAlert error={change.error} />
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={backToRenew} variant="outlined">
          {t('billing.confirm.back')}
        </Button>
        <Button variant="contained" size="large" onClick={submit} disabled={change.isPending} data-testid="plan-confirm-submit">
          {change.isPending ? t('billing.confirm.submitting') : t('billing.confirm.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** /register/plan_confirm: the change summed up; confirming ends a running option period. Without a plan, back to PlanRenew. */
export default function PlanConfirmScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const selection = selectionFromSearch(search);
  const choice = usePlanChoice();
  const { data: user } = useCurrentUser();
  if (selection.planId === null) return <Navigate to={`${pathOf('PlanRenew')}${searchOfSelection(selection, search.get('user'))}`} replace />;
  return (
    <Page heading={t(route.titleKey)} lead={t('billing.confirm.lead')}>
      <QueryContent query={choice}>{(data) => (user ? <ConfirmForm choice={data} selection={{ ...selection, planId: selection.planId as number }} user={user} continuation={search.get('user')} /> : null)}</QueryContent>
    </Page>
  );
}
