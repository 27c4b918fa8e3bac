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
import { generationModels, type LogoImage, type LogoProjectDetail } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useDeleteLogoImage } from '../../api/logo';
import { problemDetailText } from '../../forms/ProblemAlert';
import { transparencyBackdrop } from '../creativePackage/transparency';
import { DemoNotice } from '../textProjects/DemoNotice';

const knownProviders = ['offline', 'openai', 'google', 'replicate'] as const;
const isKnownProvider = (provider: string): provider is (typeof knownProviders)[number] => (knownProviders as readonly string[]).includes(provider);
const modelName = (code: string) => generationModels.find((model) => model.code === code)?.name ?? code;

/** The file name a download gets: the brand (letters and digits), the logo's first id characters, the type. */
export function logoFileName(brandName: string, image: Pick<LogoImage, 'image_id'>, extension: 'png' | 'svg') {
  const brand = brandName.normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 24) || 'logo';
  return `${brand}-${image.image_id.slice(0, 8)}.${extension}`;
}

function LogoCard({ project, image }: { project: LogoProjectDetail; image: LogoImage }) {
  const { t } = useTranslation();
  const remove = useDeleteLogoImage(project.id);
  const provider = isKnownProvider(image.provider) ? t(`design.models.providers.${image.provider}`) : image.provider;
  return (
    <Card variant="outlined" data-testid="logo-image" data-id={image.image_id} data-demo={image.demo} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Grid container sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Grid size={6} sx={{ borderRight: 1, borderColor: 'divider' }}>
          <Box component="a" href={image.url} target="_blank" rel="noopener" sx={{ display: 'block', aspectRatio: '1 / 1', bgcolor: '#fff' }}>
            <Box component="img" src={image.url} alt={`${project.brief.brand_name} (PNG)`} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} data-testid="logo-png" />
          </Box>
        </Grid>
        <Grid size={6}>
          {/* The SVG on a checkerboard: it has no background. */}
          <Box sx={{ aspectRatio: '1 / 1', background: transparencyBackdrop(12), display: 'grid', placeItems: 'center' }}>
            {image.svg_url ? (
              <Box component="img" src={image.svg_url} alt={`${project.brief.brand_name} (SVG)`} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} data-testid="logo-svg" />
            ) : (
              <Typography variant="caption" color="text.secondary">
                {t('logo.gallery.noVector')}
              </Typography>
            )}
          </Box>
        </Grid>
      </Grid>
      <CardContent sx={{ pb: 1, flex: 1 }}>
        <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75, mb: 1 }}>
          <Chip size="small" label="PNG" variant="outlined" />
          {image.svg_url && <Chip size="small" label={t('logo.gallery.vector')} variant="outlined" color="primary" />}
          {image.demo && <Chip size="small" color="warning" label={t('logo.gallery.demo')} data-testid="logo-demo-chip" />}
        </Stack>
        <Typography variant="body2" data-testid="logo-made-by">
          {t('logo.gallery.madeBy', { provider, model: modelName(image.model_code) })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('logo.gallery.size', { width: image.width, height: image.height })}
          {image.seed !== null && ` · ${t('logo.gallery.seed', { seed: image.seed })}`}
        </Typography>
        {remove.error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problemDetailText(remove.error, t)}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', rowGap: 0.5, pt: 0 }}>
        <Button size="small" component="a" href={image.url} download={logoFileName(project.brief.brand_name, image, 'png')} startIcon={<DownloadOutlined />} data-testid="logo-download-png">
          {t('logo.gallery.downloadPng')}
        </Button>
        {image.svg_url && (
          <Button size="small" component="a" href={image.svg_url} download={logoFileName(project.brief.brand_name, image, 'svg')} startIcon={<DownloadOutlined />} data-testid="logo-download-svg">
            {t('logo.gallery.downloadSvg')}
          </Button>
        )}
        <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={remove.isPending} onClick={() => remove.mutate(image.image_id)} data-testid="logo-delete">
          {t('logo.gallery.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The project's logos, newest first (`logo-image`, attributes `data-id`, `data-demo`): each as its PNG and its traced
 * SVG side by side, with who made it, both downloads and delete. Whenever a shown logo is a demo, its job's notice
 * says which provider to configure (`demo-notice`).
 */
export function LogoGallery({ project }: { project: LogoProjectDetail }) {
  const { t } = useTranslation();
  const demoJobs = new Set(project.gallery.filter((image) => image.demo).map((image) => image.job_id));
  const notices = [...new Set(project.jobs.filter((job) => demoJobs.has(job.job_id) && job.demo_notice).map((job) => job.demo_notice!))];
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="logo-gallery">
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('logo.gallery.title')}
      </Typography>
      {notices.map((notice) => (
        <DemoNotice key={notice} notice={notice} />
      ))}
      {project.gallery.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="logo-gallery-empty">
          {t('logo.gallery.empty')}
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {project.gallery.map((image) => (
            <Grid key={image.image_id} size={{ xs: 12, sm: 6, md: 4 }}>
              <LogoCard project={project} image={image} />
            </Grid>
          ))}
        </Grid>
      )}
    </Paper>
  );
}
