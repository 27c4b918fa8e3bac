import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { countries, roleName, type AuthenticatedUser, type Language } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/language';
import { planNameIn } from '../../layout/headerModel';
import { imageLimitOf } from '../../services/plans';
import { DefinitionList } from '../DefinitionList';

type AccountField = 'name' | 'email' | 'company' | 'role' | 'plan' | 'imageLimit' | 'country';

function countryName(code: AuthenticatedUser['country'], language: Language): string | undefined {
  return countries.find((country) => country.code === code)?.name[language];
}

/** The logged-in user's account as GET /api/user_detail/ reports it. */
export function AccountCard({ user }: { user: AuthenticatedUser }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const limit = imageLimitOf(user);
  const values: Record<AccountField, string | undefined> = {
    name: user.name,
    email: user.email,
    company: user.company ?? undefined,
    role: t(`dashboard.roles.${roleName(user.role)}`),
    plan: user.plan ? planNameIn(user.plan, language) : undefined,
    imageLimit:
      limit === null
        ? t('dashboard.imageUsageUnlimited', { used: user.used_amount })
        : t('dashboard.imageUsage', { used: user.used_amount, max: limit }),
    country: countryName(user.country, language),
  };
  const fields = Object.keys(values) as AccountField[];
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {t('dashboard.account')}
        </Typography>
        <DefinitionList rows={fields.map((field) => ({ key: field, label: t(`dashboard.fields.${field}`), value: values[field] ?? t('dashboard.notSet') }))} prefix="account" />
      </CardContent>
    </Card>
  );
}
