import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CountryCode, SelectablePlan } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/language';
import { planNameIn } from '../../layout/headerModel';
import { planPriceText } from '../../services/selectablePlans';

type Plan = ReturnType<typeof SelectablePlan.parse>;

export function PlanPrice({ plan, country }: { plan: Plan; country: CountryCode }) {
  const { t, i18n } = useTranslation();
  const price = planPriceText(plan, country, asLanguage(i18n.language));
  if (price.kind === 'free') return <>{t('planSelect.noFee')}</>;
  if (price.kind === 'unknown') return <>{t('planSelect.priceOnRequest')}</>;
  return <>{price.text}</>;
}

/** What a plan gives, in one line: images and accounts. */
export function PlanLimits({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const images = plan.max_images === null ? t('planSelect.imagesUnlimited') : t('planSelect.images', { max: plan.max_images });
  return (
    <>
      {images} · {t('planSelect.accounts', { max: plan.max_accounts })}
    </>
  );
}

/** One selectable plan as a card with a radio; the whole card selects it. */
export function PlanCard({ plan, country, selected, onSelect }: { plan: Plan; country: CountryCode; selected: boolean; onSelect: () => void }) {
  const { i18n } = useTranslation();
  const name = planNameIn(plan, asLanguage(i18n.language));
  return (
    <Card sx={{ borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }} data-testid={`plan-${plan.id}`} data-selected={selected}>
      <CardActionArea onClick={onSelect} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Radio checked={selected} value={plan.id} name="plan_id" slotProps={{ input: { 'aria-label': name } }} tabIndex={-1} />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <PlanLimits plan={plan} />
            </Typography>
          </Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            <PlanPrice plan={plan} country={country} />
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
