import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ScreenProps } from '../routes/table';

/** Any path the route table does not know (section 2). */
export default function NotFoundScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, py: 8 }} data-testid="not-found">
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <SearchOff sx={{ fontSize: 56, color: 'text.disabled' }} />
        <Typography variant="overline" component="p" color="text.secondary" sx={{ mt: 1 }}>
          404
        </Typography>
        <Typography variant="h1" data-testid="page-heading">
          {t(route.titleKey)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
          {t('notFound.body')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('notFound.back')}
        </Button>
      </Box>
    </Box>
  );
}
