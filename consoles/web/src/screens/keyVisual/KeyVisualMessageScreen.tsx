import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyVisualTypes, type KeyVisualProjectDetail } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import type { ScreenProps } from '../../routes/table';
import { DefinitionList } from '../DefinitionList';
import { useLanguage } from '../projects/catalogue';
import { DemoNotice } from '../textProjects/DemoNotice';
import { Conversation } from './Conversation';
import { GenerateForm } from './GenerateForm';
import { KeyVisualGallery } from './KeyVisualGallery';
import { KeyVisualJobStatus } from './KeyVisualJobStatus';
import { KeyVisualStep } from './KeyVisualStep';
import { keyVisualMenuPath } from './keyVisualPaths';
import { PackThumbnail } from './PackUpload';
import { PlacementDiagram } from './PlacementDiagram';

/** What the menu chose (`key-visual-summary`): the type with its placement, the product, the pack; "change" goes back. */
function MenuSummary({ project, menu }: { project: KeyVisualProjectDetail; menu: NonNullable<KeyVisualProjectDetail['menu']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="key-visual-summary">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h2" component="h2">
          {t('keyVisual.message.summaryTitle')}
        </Typography>
        <Button component={RouterLink} to={keyVisualMenuPath(project.id)} size="small" data-testid="step-back">
          {t('keyVisual.message.change')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <DefinitionList
            prefix="key-visual-menu"
            rows={[
              { key: 'type', label: t('keyVisual.message.type'), value: keyVisualTypes.find((type) => type.code === menu.type)?.name[language] ?? menu.type },
              { key: 'product', label: t('keyVisual.message.product'), value: menu.product || t('keyVisual.message.none') },
            ]}
          />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          {project.pack && <PackThumbnail pack={project.pack} size={72} />}
          <PlacementDiagram type={menu.type} label={t('keyVisual.menu.placement')} />
        </Stack>
      </Stack>
    </Paper>
  );
}

function Workspace({ project }: { project: KeyVisualProjectDetail }) {
  if (!project.menu || !project.pack) return <Navigate to={keyVisualMenuPath(project.id)} replace />;
  const latest = [...project.jobs].sort((a, b) => a.requested_at.localeCompare(b.requested_at)).at(-1);
  return (
    <>
      <DemoNotice notice={project.text_demo_notice} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Conversation project={project} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <MenuSummary project={project} menu={project.menu} />
            <GenerateForm project={project} />
          </Stack>
        </Grid>
      </Grid>
      <Stack spacing={3} sx={{ mt: 3 }}>
        <KeyVisualJobStatus projectId={project.id} job={latest} />
        <KeyVisualGallery project={project} />
      </Stack>
    </>
  );
}

/**
 * /generate-key-visual/message?project=: the conversation that agrees on the scene (each message answered by the
 * text model with the scene it will draw), "generate" with the model, size and count, the job's stages, and the
 * gallery. A project without its type or pack goes to the menu first.
 */
export default function KeyVisualMessageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <KeyVisualStep route={route} lead={t('keyVisual.message.lead')}>
      {(project) => <Workspace key={project.id} project={project} />}
    </KeyVisualStep>
  );
}
