import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { pathOf } from '../routes/table';

/** How long the China edition's landing page stays before it forwards to Home. */
export const chinaHomeForwardDelayMs = 2500;

/** The China edition root (section 2): a landing page with the product name that forwards to Home. */
export default function ChinaHomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(pathOf('Home'), { replace: true }), chinaHomeForwardDelayMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, py: 10 }} data-testid="china-home">
      <Box sx={{ textAlign: 'center' }}>
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 64, height: 64 }} />
        <Typography variant="h1" data-testid="page-heading" sx={{ mt: 2, fontSize: '2.5rem', fontWeight: 700 }}>
          {t('app.productTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: 18 }}>
          {t('app.tagline')}
        </Typography>
        <Button component={RouterLink} to={pathOf('Home')} variant="contained" size="large" endIcon={<ArrowForward />} sx={{ mt: 4 }}>
          {t('chinaHome.enter')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
          {t('chinaHome.redirecting')}
        </Typography>
      </Box>
    </Box>
  );
}
