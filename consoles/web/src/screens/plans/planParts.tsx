import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorCatalogue, formatErrorMessage, planById, type CatalogPlan, type ErrorCode, type Language, type PlanChoice } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay, useTimeZone } from '../../i18n/format';
import { asLanguage } from '../../i18n/language';
import { planNameIn } from '../../layout/headerModel';
import { priceLabel } from '../../services/planSelection';
import { DefinitionList } from '../DefinitionList';
import { SectionCard } from '../mypage/SectionCard';

/** A catalogue code's message in the interface language (the same text the API would answer with). */
export function catalogueMessage(code: string, language: Language): string {
  return code in errorCatalogue ? formatErrorMessage(code as ErrorCode, language) : code;
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.language);
}

/** A plan's price as section 9 writes it, or why none is shown. */
export function PlanPriceText({ plan, choice }: { plan: CatalogPlan; choice: PlanChoice }) {
  const { t } = useTranslation();
  const price = priceLabel(plan, choice, useLanguage());
  switch (price.kind) {
    case 'free':
      return <>{t('billing.price.free')}</>;
    case 'hidden':
      return null;
    case 'unknown':
      return <>{t('billing.price.onRequest')}</>;
    case 'amount':
      return (
        <>
          {price.text}
          {price.perCalculation && ` ${t('billing.price.perCalculation')}`}
          {price.perMonth && ` ${t('billing.price.perMonth', { price: price.perMonth })}`}
        </>
      );
  }
}

/** What a plan gives: images, accounts and how long it runs. */
export function PlanFacts({ plan }: { plan: CatalogPlan }) {
  const { t } = useTranslation();
  const facts = [
    plan.kind === 'option' || plan.kind === 'generate' || plan.kind === 'key_visual'
      ? null
      : plan.max_images === null
        ? t('billing.price.imagesUnlimited')
        : t('billing.price.images', { max: plan.max_images }),
    t('billing.price.accounts', { max: plan.max_accounts }),
    plan.unit_type_period && plan.validity_period ? t(`billing.price.period.${plan.unit_type_period}`, { count: plan.validity_period }) : null,
  ];
  return <>{facts.filter(Boolean).join(' · ')}</>;
}

/**
 * One plan or add-on to pick, with a radio (one of several) or a checkbox; one that cannot be chosen is disabled
 * and says why, with the catalogue's message.
 */
export function PlanPick({
  plan,
  choice,
  selected,
  onSelect,
  control,
  refusal,
  group,
}: {
  plan: CatalogPlan;
  choice: PlanChoice;
  selected: boolean;
  onSelect: () => void;
  control: 'radio' | 'checkbox';
  refusal: string | null;
  group: string;
}) {
  const language = useLanguage();
  const name = planNameIn(plan, language);
  const disabled = refusal !== null;
  const Control = control === 'radio' ? Radio : Checkbox;
  return (
    <Card
      sx={{ borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1, opacity: disabled ? 0.7 : 1 }}
      data-testid={`pick-${group}-${plan.id}`}
      data-selected={selected}
      data-disabled={disabled}
    >
      <CardActionArea onClick={onSelect} disabled={disabled} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Control checked={selected} disabled={disabled} name={group} slotProps={{ input: { 'aria-label': name } }} tabIndex={-1} />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <PlanFacts plan={plan} />
            </Typography>
            {refusal && (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }} data-testid={`refusal-${group}-${plan.id}`}>
                {catalogueMessage(refusal, language)}
              </Typography>
            )}
          </Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid={`price-${group}-${plan.id}`}>
            <PlanPriceText plan={plan} choice={choice} />
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

const allPlans = (choice: PlanChoice) => [...choice.plans, ...choice.options, ...choice.generate, ...choice.key_visual];

/** The client's plan now: base plan, expiry, add-ons with the end of their periods. */
export function CurrentPlanCard({ choice }: { choice: PlanChoice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The current plan may be one no longer offered (the trial): its name comes from the catalogue, never its id.
  const name = (id: number) => {
    const plan = allPlans(choice).find((entry) => entry.id === id);
    if (plan) return planNameIn(plan, language);
    const known = planById(id);
    return known ? known.name[language] : '—';
  };
  const { current } = choice;
  const timeZone = useTimeZone();
  const date = (iso: string) => formatDay(iso, language, timeZone);
  return (
    <SectionCard title={t('billing.current.heading')} testId="current-plan">
      <DefinitionList
        prefix="current"
        rows={[
          { key: 'plan', label: t('billing.current.plan'), value: name(current.plan_id) },
          { key: 'expires', label: t('billing.current.expiresAt'), value: current.expired_at ? date(current.expired_at) : t('billing.current.noExpiry') },
          {
            key: 'addons',
            label: t('billing.current.addOns'),
            value: current.running_periods.length
              ? current.running_periods.map((period) => (period.until ? t('billing.current.runningUntil', { name: name(period.plan_id), date: date(period.until) }) : name(period.plan_id))).join(language === 'ja' ? '、' : ', ')
              : t('billing.current.noAddOns'),
          },
        ]}
      />
    </SectionCard>
  );
}
