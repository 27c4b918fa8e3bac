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
import InputOutlined from '@mui/icons-material/InputOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { generationModes, type DesignImage, type DesignProjectDetail } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useDeleteDesignImage, useEvaluateDesign, useGalleryImageAsInput, useRegenerateDesign } from '../../api/design';
import { problemDetailText } from '../../forms/ProblemAlert';
import { useLanguage } from '../projects/catalogue';
import { DemoNotice } from '../textProjects/DemoNotice';
import { stepPath } from '../projects/flow';
import { modelOf } from './designLimits';
import { DesignScoreBlock } from './DesignScoreBlock';
import { PrintReadinessDialog } from './PrintReadinessDialog';
import { transparencyBackdrop } from './transparency';

type DesignInput = DesignProjectDetail['inputs'][number];

/** Scored designs by their predicted preference, best first; the unscored ones after them as they came. */
export const bestFirst = (images: readonly DesignImage[]) =>
  [...images].sort((a, b) => (b.score?.mean ?? -Infinity) - (a.score?.mean ?? -Infinity));

const extensionOf = (mediaType: string) => (mediaType === 'image/jpeg' ? 'jpg' : 'png');

/** The file name a download gets: the mode, the image's first id characters, its type. */
export const downloadName = (image: Pick<DesignImage, 'mode' | 'image_id' | 'media_type'>) => `packlens-${image.mode}-${image.image_id.slice(0, 8)}.${extensionOf(image.media_type)}`;

const knownProviders = ['offline', 'openai', 'google', 'replicate'] as const;
const isKnownProvider = (provider: string): provider is (typeof knownProviders)[number] => (knownProviders as readonly string[]).includes(provider);

function GalleryCard({ project, image, onUsedAsInput }: { project: DesignProjectDetail; image: DesignImage; onUsedAsInput: (input: DesignInput) => void }) {
  const projectId = project.id;
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const remove = useDeleteDesignImage(projectId);
  const useAsInput = useGalleryImageAsInput(projectId);
  const evaluate = useEvaluateDesign(projectId);
  const regenerate = useRegenerateDesign(projectId);
  const busy = project.jobs.some((job) => job.status === 'running');
  const [heatmap, setHeatmap] = useState(false);
  const [printing, setPrinting] = useState(false);
  const shown = heatmap && image.score ? image.score.heatmap_url : image.url;
  const mode = generationModes.find((candidate) => candidate.code === image.mode)?.name[language] ?? image.mode;
  const provider = isKnownProvider(image.provider) ? t(`design.models.providers.${image.provider}`) : image.provider;
  const error = remove.error ?? useAsInput.error ?? evaluate.error ?? regenerate.error;
  return (
    <Card variant="outlined" data-testid="gallery-image" data-id={image.image_id} data-demo={image.demo} data-mode={image.mode} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={image.url}
        target="_blank"
        rel="noopener"
        sx={{ display: 'block', aspectRatio: '1 / 1', background: transparencyBackdrop(), borderBottom: 1, borderColor: 'divider' }}
      >
        <Box component="img" src={shown} alt={mode} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} data-testid="gallery-thumbnail" />
      </Box>
      <CardContent sx={{ pb: 1, flex: 1 }}>
        <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75, mb: 1 }}>
          <Chip size="small" label={mode} />
          {image.demo && <Chip size="small" color="warning" label={t('design.gallery.demo')} data-testid="gallery-demo" />}
        </Stack>
        <Typography variant="body2" data-testid="gallery-made-by">
          {t('design.gallery.madeBy', { provider, model: modelOf(image.model_code).name })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {image.model}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" data-testid="gallery-size">
          {t('design.gallery.size', { width: image.width, height: image.height })}
          {image.seed !== null && ` · ${t('design.gallery.seed', { seed: image.seed })}`}
        </Typography>
        {image.score && (
          <>
            <DesignScoreBlock score={image.score} />
            <FormControlLabel
              sx={{ mt: 0.5 }}
              control={<Switch size="small" checked={heatmap} onChange={(event) => setHeatmap(event.target.checked)} data-testid="gallery-heatmap-toggle" />}
              label={<Typography variant="caption">{t('design.scoring.showHeatmap')}</Typography>}
            />
          </>
        )}
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problemDetailText(error, t)}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', rowGap: 0.5, pt: 0 }}>
        <Button size="small" component="a" href={image.url} download={downloadName(image)} startIcon={<DownloadOutlined />} data-testid="gallery-download">
          {t('design.gallery.download')}
        </Button>
        <Button
          size="small"
          startIcon={<InputOutlined />}
          disabled={useAsInput.isPending}
          onClick={() =>
            useAsInput.mutate(image, {
              onSuccess: (updated) => {
                const before = new Set(project.inputs.map((input) => input.input_id));
                const added = updated.inputs.find((input) => !before.has(input.input_id)) ?? updated.inputs[updated.inputs.length - 1];
                if (added) onUsedAsInput(added);
              },
            })
          }
          data-testid="gallery-use-as-input"
        >
          {t('design.gallery.useAsInput')}
        </Button>
        <Button
          size="small"
          startIcon={<AssessmentOutlined />}
          disabled={evaluate.isPending}
          onClick={() => evaluate.mutate(image.image_id, { onSuccess: ({ project_id }) => void navigate(stepPath('confirm', project_id)) })}
          data-testid="gallery-evaluate"
        >
          {t('design.gallery.evaluate')}
        </Button>
        <Button size="small" startIcon={<ReplayOutlined />} disabled={busy || regenerate.isPending} onClick={() => regenerate.mutate(image.job_id)} data-testid="gallery-regenerate">
          {t('design.gallery.regenerate')}
        </Button>
        <Button size="small" startIcon={<PrintOutlined />} onClick={() => setPrinting(true)} data-testid="gallery-print">
          {t('design.gallery.print')}
        </Button>
        {printing && <PrintReadinessDialog projectId={projectId} image={image} open={printing} onClose={() => setPrinting(false)} />}
        <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={remove.isPending} onClick={() => remove.mutate(image.image_id)} data-testid="gallery-delete">
          {t('design.gallery.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The project's generated images, newest first (`gallery-image`, attributes `data-id`, `data-demo`, `data-mode`):
 * each with who made it, full-size download, "use as input" and delete. Whenever a shown image is a demo, the demo
 * notice of the job that made it says which provider to configure (`demo-notice`).
 */
export function DesignGallery({ project, onUsedAsInput }: { project: DesignProjectDetail; onUsedAsInput: (input: DesignInput) => void }) {
  const { t } = useTranslation();
  const scored = project.gallery.some((image) => image.score);
  const [order, setOrder] = useState<'newest' | 'score'>('score');
  const gallery = order === 'score' && scored ? bestFirst(project.gallery) : project.gallery;
  const demoJobs = new Set(project.gallery.filter((image) => image.demo).map((image) => image.job_id));
  const notices = [...new Set(project.jobs.filter((job) => demoJobs.has(job.job_id) && job.demo_notice).map((job) => job.demo_notice!))];
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="design-gallery">
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="h2">
          {t('design.gallery.title')}
        </Typography>
        {scored && (
          <ToggleButtonGroup size="small" exclusive value={order} onChange={(_event, value) => value && setOrder(value)} data-testid="gallery-order">
            <ToggleButton value="score" data-testid="gallery-order-score">
              {t('design.gallery.bestFirst')}
            </ToggleButton>
            <ToggleButton value="newest" data-testid="gallery-order-newest">
              {t('design.gallery.newestFirst')}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      {notices.map((notice) => (
        <DemoNotice key={notice} notice={notice} />
      ))}
      {project.gallery.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="gallery-empty">
          {t('design.gallery.empty')}
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {gallery.map((image) => (
            <Grid key={image.image_id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <GalleryCard project={project} image={image} onUsedAsInput={onUsedAsInput} />
            </Grid>
          ))}
        </Grid>
      )}
    </Paper>
  );
}
