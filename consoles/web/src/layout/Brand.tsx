import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The product mark and name; leads to the given path. */
export function Brand({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 18, letterSpacing: 0.2 }}>
        {t('app.productTitle')}
      </Typography>
    </Box>
  );
}
