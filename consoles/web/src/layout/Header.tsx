import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import type { AuthenticatedUser } from '@packlens/contracts';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLogout } from '../api/auth';
import { useSettings } from '../api/billing';
import { asLanguage } from '../i18n/language';
import { pathOf, type RouteName } from '../routes/table';
import type { AddOn } from '../services/plans';
import { Brand } from './Brand';
import { headerModel, type HeaderModel } from './headerModel';
import { LanguageSwitch } from './LanguageSwitch';

const addOnIcons: Record<AddOn, ReactElement> = {
  option: <ChatBubbleOutlineOutlined fontSize="small" />,
  generate: <AutoAwesomeOutlined fontSize="small" />,
  keyVisual: <CollectionsOutlined fontSize="small" />,
};

function PlanSummary({ model }: { model: HeaderModel }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid="header-plan">
      {model.planName !== null && (
        <Chip
          size="small"
          variant="outlined"
          color="primary"
          label={`${t('header.plan')}: ${model.planName}`}
          data-testid="header-plan-name"
        />
      )}
      {model.addOns.map((addOn) => (
        <Tooltip key={addOn} title={t(`header.addOns.${addOn}`)}>
          <Box
            role="img"
            aria-label={t(`header.addOns.${addOn}`)}
            data-testid={`header-addon-${addOn}`}
            sx={{ display: 'flex', color: 'primary.main' }}
          >
            {addOnIcons[addOn]}
          </Box>
        </Tooltip>
      ))}
      {model.imageUsage && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <ImageOutlined fontSize="small" sx={{ color: model.limitReached ? 'warning.main' : 'text.secondary' }} />
          <Typography variant="body2" color="text.secondary" data-testid="header-image-limit">
            {model.imageUsage.limit === null
              ? t('header.imagesUnlimited', { used: model.imageUsage.used })
              : t('header.imagesUsed', { used: model.imageUsage.used, max: model.imageUsage.limit })}
          </Typography>
          {model.limitReached && !model.expired && (
            <Chip size="small" color="warning" variant="outlined" label={t('header.limitReached')} />
          )}
        </Stack>
      )}
      {model.changePlan && (
        <Link component={RouterLink} to={pathOf('PlanRenew')} variant="body2" data-testid="header-change-plan">
          {t('header.changePlan')}
        </Link>
      )}
      {model.editPlan && (
        <Tooltip title={t('header.editPlan')}>
          <IconButton
            component={RouterLink}
            to={pathOf('PlanRenew')}
            size="small"
            aria-label={t('header.editPlan')}
            data-testid="header-edit-plan"
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/** The logged-in header (section 2): plan, add-ons, image limit, navigation, language and logout. */
export function Header({ user, routeName }: { user: AuthenticatedUser | undefined; routeName: RouteName | undefined }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const settings = useSettings();
  const countryStatus = settings.data?.country_setting?.status;
  const model = user ? headerModel(user, { routeName, language: asLanguage(i18n.language), now: new Date(), countryStatus }) : null;

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Brand to={pathOf('Home')} />
        {model && (model.planName !== null || model.imageUsage !== null) && (
          <>
            <Divider orientation="vertical" flexItem sx={{ my: 1.5 }} />
            <PlanSummary model={model} />
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Stack component="nav" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {model?.projectRegister && (
            <Button
              component={RouterLink}
              to={pathOf('TypeProject')}
              variant="contained"
              size="small"
              startIcon={<AddOutlined />}
              data-testid="header-register-project"
            >
              {t('header.registerProject')}
            </Button>
          )}
          {model?.myPage && (
            <Button
              component={RouterLink}
              to={pathOf(model.myPage)}
              color="inherit"
              size="small"
              startIcon={<AccountCircleOutlined />}
              data-testid="header-my-page"
            >
              {t('header.myPage')}
            </Button>
          )}
          <LanguageSwitch settings={settings.data} />
          <Button
            color="inherit"
            size="small"
            startIcon={<LogoutOutlined />}
            disabled={logout.isPending}
            // mutateAsync, not mutate's callbacks: clearing the session unmounts this header before they would run.
            onClick={() => void logout.mutateAsync().catch(() => undefined).finally(() => navigate(pathOf('Login')))}
            data-testid="logout-link"
          >
            {t('header.logout')}
          </Button>
        </Stack>
      </Toolbar>
      {model?.expired && (
        <Alert
          severity="warning"
          square
          data-testid="header-expired"
          action={
            <Button component={RouterLink} to={pathOf('PlanRenew')} color="inherit" size="small">
              {t('header.renewPlan')}
            </Button>
          }
        >
          {t('header.expired')}
        </Alert>
      )}
    </AppBar>
  );
}
