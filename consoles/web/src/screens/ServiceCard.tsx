import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import WallpaperOutlined from '@mui/icons-material/WallpaperOutlined';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '../routes/table';
import type { ServiceOffer } from '../services/catalogue';
import type { GateResult } from '../services/gates';

const serviceIcons: Record<ServiceOffer['id'], ReactElement> = {
  survey: <AssessmentOutlined />,
  shelf: <StorefrontOutlined />,
  namingCopy: <EditNoteOutlined />,
  designGeneration: <AutoAwesomeOutlined />,
  logo: <DrawOutlined />,
  keyVisual: <WallpaperOutlined />,
  concept: <LightbulbOutlined />,
};

function useGateMessage(service: ServiceOffer['id'], gate: GateResult): string | undefined {
  const { t } = useTranslation();
  if (gate.allowed) return undefined;
  if (gate.reason !== 'planRequired') return t(`gates.${gate.reason}`);
  switch (service) {
    case 'namingCopy':
    case 'concept':
    case 'keyVisual':
    case 'designGeneration':
      return t(`gates.planRequired.${service}`);
    default:
      return t('gates.paidOnly');
  }
}

/** One service on Home; a gated service says why instead of offering a link. */
export function ServiceCard({ offer, gate }: { offer: ServiceOffer; gate: GateResult }) {
  const { t } = useTranslation();
  const gateMessage = useGateMessage(offer.id, gate);
  const title = t(`home.services.${offer.id}.title`);
  return (
    <Card
      component="section"
      aria-label={title}
      data-testid={`service-card-${offer.id}`}
      data-gated={gate.allowed ? 'false' : 'true'}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: gate.allowed ? 'background.paper' : '#fafbfc' }}
    >
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: gate.allowed ? 'primary.light' : 'action.hover',
              color: gate.allowed ? 'primary.main' : 'text.disabled',
            }}
          >
            {serviceIcons[offer.id]}
          </Box>
          {offer.paid && <Chip size="small" label={t('home.paid')} variant="outlined" />}
        </Stack>
        <Typography variant="h2" component="h2" sx={{ mt: 2, color: gate.allowed ? 'text.primary' : 'text.secondary' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(`home.services.${offer.id}.description`)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 2.5, pt: 0 }}>
        {gateMessage === undefined ? (
          <Button component={RouterLink} to={pathOf(offer.route)} endIcon={<ArrowForward />} data-testid={`open-${offer.id}`}>
            {t('home.open')}
          </Button>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
            <LockOutlined fontSize="small" sx={{ mt: '2px' }} aria-label={t('home.unavailable')} />
            <Typography variant="body2" data-testid={`gate-reason-${offer.id}`}>
              {gateMessage}
            </Typography>
          </Stack>
        )}
      </CardActions>
    </Card>
  );
}
