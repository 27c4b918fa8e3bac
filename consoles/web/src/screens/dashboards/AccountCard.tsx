import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { countries, roleName, type AuthenticatedUser, type Language } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/language';
import { planNameIn } from '../../layout/headerModel';
import { imageLimitOf } from '../../services/plans';

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
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 4, rowGap: 1.5, m: 0 }}>
          {fields.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`dashboard.fields.${field}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} data-testid={`account-${field}`}>
                {values[field] ?? t('dashboard.notSet')}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
