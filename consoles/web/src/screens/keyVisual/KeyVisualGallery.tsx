import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { keyVisualTypes, type KeyVisualImage, type KeyVisualProjectDetail } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useDeleteKeyVisualImage } from '../../api/keyVisual';
import { problemDetailText } from '../../forms/ProblemAlert';
import { modelOf } from '../creativePackage/designLimits';
import { useLanguage } from '../projects/catalogue';
import { DemoNotice } from '../textProjects/DemoNotice';

const knownProviders = ['offline', 'openai', 'google', 'replicate'] as const;
const isKnownProvider = (provider: string): provider is (typeof knownProviders)[number] => (knownProviders as readonly string[]).includes(provider);

/** The file name a download gets: the type, the image's first id characters, its type. */
export const keyVisualDownloadName = (image: Pick<KeyVisualImage, 'type' | 'image_id' | 'media_type'>) =>
  `packlens-key-visual-${image.type}-${image.image_id.slice(0, 8)}.${image.media_type === 'image/jpeg' ? 'jpg' : 'png'}`;

function GalleryCard({ projectId, image }: { projectId: string; image: KeyVisualImage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useDeleteKeyVisualImage(projectId);
  const type = keyVisualTypes.find((candidate) => candidate.code === image.type)?.name[language] ?? image.type;
  const provider = isKnownProvider(image.provider) ? t(`keyVisual.gallery.providers.${image.provider}`) : image.provider;
  return (
    <Card variant="outlined" data-testid="key-visual-image" data-id={image.image_id} data-demo={image.demo} data-type={image.type} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box component="a" href={image.url} target="_blank" rel="noopener" sx={{ display: 'block', bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
        <Box component="img" src={image.url} alt={type} loading="lazy" sx={{ width: '100%', aspectRatio: `${image.width} / ${image.height}`, objectFit: 'contain', display: 'block' }} data-testid="key-visual-thumbnail" />
      </Box>
      <CardContent sx={{ pb: 1, flex: 1 }}>
        <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75, mb: 1 }}>
          <Chip size="small" label={type} />
          {image.demo && <Chip size="small" color="warning" label={t('keyVisual.gallery.demo')} data-testid="key-visual-image-demo" />}
        </Stack>
        <Typography variant="body2" data-testid="key-visual-made-by">
          {t('keyVisual.gallery.madeBy', { provider, model: modelOf(image.model_code).name })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('keyVisual.gallery.size', { width: image.width, height: image.height })}
        </Typography>
        {remove.error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problemDetailText(remove.error, t)}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ pt: 0 }}>
        <Button size="small" component="a" href={image.url} download={keyVisualDownloadName(image)} startIcon={<DownloadOutlined />} data-testid="key-visual-download">
          {t('keyVisual.gallery.download')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={remove.isPending} onClick={() => remove.mutate(image.image_id)} data-testid="key-visual-delete">
          {t('keyVisual.gallery.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The key visuals made, newest first (`key-visual-image`, attributes `data-id`, `data-demo`, `data-type`): who made
 * each, full-size download and delete. Whenever a shown image's scene is a demo, the job's notice says what is real
 * (the pack's cut-out and placement) and which provider to configure (`demo-notice`).
 */
export function KeyVisualGallery({ project }: { project: KeyVisualProjectDetail }) {
  const { t } = useTranslation();
  const demoJobs = new Set(project.gallery.filter((image) => image.demo).map((image) => image.job_id));
  const notices = [...new Set(project.jobs.filter((job) => demoJobs.has(job.job_id) && job.demo_notice).map((job) => job.demo_notice!))];
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="key-visual-gallery">
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('keyVisual.gallery.title')}
      </Typography>
      {notices.map((notice) => (
        <DemoNotice key={notice} notice={notice} />
      ))}
      {project.gallery.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="key-visual-gallery-empty">
          {t('keyVisual.gallery.empty')}
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {project.gallery.map((image) => (
            <Grid key={image.image_id} size={{ xs: 12, sm: 6, md: 4 }}>
              <GalleryCard projectId={project.id} image={image} />
            </Grid>
          ))}
        </Grid>
      )}
    </Paper>
  );
}
