import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/user';
import { PageLoading } from '../../routes/RouteFrame';
import { pathOf, type RouteName, type ScreenProps } from '../../routes/table';
import { checkServiceGate } from '../../services/gates';
import { Page } from '../Page';
import { useLanguage } from './catalogue';

function KindCard({
  kind,
  icon,
  to,
  gateMessage,
}: {
  kind: 'survey' | 'shelf';
  icon: ReactElement;
  to: RouteName;
  gateMessage: string | undefined;
}) {
  const { t } = useTranslation();
  const open = gateMessage === undefined;
  return (
    <Card component="section" data-testid={`type-project-${kind}`} data-gated={open ? 'false' : 'true'} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Box
          sx={{
            width: 44,
            height: 44,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: open ? 'primary.light' : 'action.hover',
            color: open ? 'primary.main' : 'text.disabled',
          }}
        >
          {icon}
        </Box>
        <Typography variant="h2" component="h2" sx={{ mt: 2 }}>
          {t(`projects.typeProject.${kind}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(`projects.typeProject.${kind}.description`)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 2.5, pt: 0 }}>
        {open ? (
          <Button component={RouterLink} to={pathOf(to)} variant="contained" endIcon={<ArrowForward />} data-testid={`type-project-${kind}-start`}>
            {t('projects.typeProject.start')}
          </Button>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
            <LockOutlined fontSize="small" sx={{ mt: '2px' }} />
            <Typography variant="body2" data-testid={`type-project-${kind}-gate`}>
              {gateMessage}
            </Typography>
          </Stack>
        )}
      </CardActions>
    </Card>
  );
}

/** /type-project: choose a package evaluation (this flow) or a shelf evaluation (its own service). */
export default function TypeProjectScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoading />;
  const shelf = checkServiceGate('shelf', user, language);
  return (
    <Page heading={t(route.titleKey)} lead={t('projects.typeProject.lead')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <KindCard kind="survey" icon={<AssessmentOutlined />} to="ProjectCreate" gateMessage={undefined} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <KindCard kind="shelf" icon={<StorefrontOutlined />} to="EvaluateShelve" gateMessage={shelf.allowed ? undefined : t(`gates.${shelf.reason === 'planRequired' ? 'paidOnly' : shelf.reason}`)} />
        </Grid>
      </Grid>
      <Button component={RouterLink} to={pathOf('OldProjectList')} startIcon={<HistoryOutlined />} sx={{ mt: 3 }} data-testid="type-project-old-projects">
        {t('projects.typeProject.oldProjects')}
      </Button>
    </Page>
  );
}
