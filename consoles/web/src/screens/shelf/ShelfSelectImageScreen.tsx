import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { uploadLimits, type ProjectDetail } from '@packlens/contracts';
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRemoveImage, useUploadImages } from '../../api/projects';
import { ProblemAlert } from '../../forms/ProblemAlert';
import type { ScreenProps } from '../../routes/table';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { shelfKind } from '../projects/kinds';
import { ProjectStep } from '../projects/ProjectStep';
import { FieldMessage, serverFieldMessages, StepActions } from '../projects/StepActions';
import { defaultImageName, isPdf, nameProblem, roomFor, type UploadProblem } from '../projects/steps/uploadChecks';
import { nextShelfStep, shelfStepPath } from './flow';
import { pickShelfFiles } from './shelfUpload';

interface PendingImage {
  key: number;
  file: File;
  name: string;
  previewUrl: string | undefined;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const sizeText = (bytes: number) => (megabytes(bytes) > 0 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);
const objectUrl = (file: File) => (isPdf(file) || typeof URL.createObjectURL !== 'function' ? undefined : URL.createObjectURL(file));
const revoke = (url: string | undefined) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/** A shelf photo's preview (wide: shelves are), or a PDF sign before the server has drawn the first page. */
function Thumbnail({ src, alt, pdf }: { src: string | undefined; alt: string; pdf: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ height: 180, bgcolor: '#eef1f5', display: 'grid', placeItems: 'center', borderRadius: 1, overflow: 'hidden' }}>
      {src ? (
        <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      ) : (
        <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <PictureAsPdfOutlined fontSize="large" />
          {pdf && <Typography variant="caption">{t('projects.images.pdfPreview')}</Typography>}
        </Stack>
      )}
    </Box>
  );
}

/** The survey image step's form for shelf photos: 15 MB each, up to 10, a name per photo (the same hooks). */
function ShelfImageForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const upload = useUploadImages(project.id);
  const remove = useRemoveImage(project.id);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [refusals, setRefusals] = useState<{ file: string; problem: UploadProblem }[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [dragging, setDragging] = useState(false);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => () => pendingRef.current.forEach((image) => revoke(image.previewUrl)), []);

  function add(files: readonly File[]) {
    const { taken, refused } = pickShelfFiles(files, roomFor(project.images.length, pending.length));
    setRefusals(refused.map(({ file, problem }) => ({ file: file.name, problem })));
    setPending((current) => [...current, ...taken.map((file) => ({ key: nextKey.current++, file, name: defaultImageName(file.name), previewUrl: objectUrl(file) }))]);
    upload.reset();
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  }

  function discard(key: number) {
    setPending((current) => {
      revoke(current.find((image) => image.key === key)?.previewUrl);
      return current.filter((image) => image.key !== key);
    });
    upload.reset();
  }

  const nameProblems = pending.map((image) => nameProblem(image.name));
  const serverMessages = serverFieldMessages(upload.error);

  function send(then?: (updated: ProjectDetail) => void) {
    setSubmitted(true);
    if (nameProblems.some(Boolean)) return;
    if (pending.length === 0) {
      if (project.images.length > 0) then?.(project);
      return;
    }
    upload.mutate(
      pending.map((image) => ({ file: image.file, name: image.name.trim() })),
      {
        onSuccess: (updated) => {
          pending.forEach((image) => revoke(image.previewUrl));
          setPending([]);
          setSubmitted(false);
          then?.(updated);
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send((updated) => void navigate(shelfStepPath(nextShelfStep('select_image'), updated.id)));
  }

  const required = submitted && pending.length === 0 && project.images.length === 0;
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="select-image-form">
      <Stack spacing={2}>
        <ProblemAlert error={upload.error ?? remove.error} />
        {refusals.length > 0 && (
          <Alert severity="error" data-testid="image-pick-error" onClose={() => setRefusals([])}>
            {refusals.map((refusal, index) => (
              <div key={index}>{t('projects.images.refused', { file: refusal.file, message: catalogueMessage(refusal.problem.code, language, refusal.problem.params) })}</div>
            ))}
          </Alert>
        )}
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="image-dropzone"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'primary.light' : 'background.paper',
            borderRadius: 2,
            p: 4,
            textAlign: 'center',
          }}
        >
          <CloudUploadOutlined color="primary" sx={{ fontSize: 40 }} />
          <Typography sx={{ mt: 1 }}>{t('shelf.images.drop')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {t('projects.images.or')}
          </Typography>
          <Button variant="outlined" onClick={() => input.current?.click()} data-testid="image-pick">
            {t('projects.images.pick')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept={uploadLimits.acceptedExtensions.map((extension) => `.${extension}`).join(',')}
            data-testid="image-file-input"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="image-count">
            {t('projects.images.count', { count: project.images.length + pending.length, max: uploadLimits.imagesPerUpload })}
          </Typography>
        </Box>
        <FieldMessage message={serverMessages.files ?? (required ? catalogueMessage('IMAGE_REQUIRED', language) : undefined)} testId="images-error" />

        {pending.length > 0 && (
          <Box>
            <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
              {t('projects.images.pending')}
            </Typography>
            <Grid container spacing={2}>
              {pending.map((image, index) => {
                const problem = submitted ? nameProblems[index] : undefined;
                const nameMessage = problem ? catalogueMessage(problem.code, language, problem.params) : serverMessages[`names.${index}`];
                return (
                  <Grid key={image.key} size={{ xs: 12, sm: 6 }}>
                    <Card data-testid="pending-image" data-file={image.file.name}>
                      <CardContent>
                        <Thumbnail src={image.previewUrl} alt={image.name} pdf={isPdf(image.file)} />
                        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
                          <TextField
                            id={`image-name-${index}`}
                            name={`image-name-${index}`}
                            label={t('projects.images.name')}
                            value={image.name}
                            onChange={(event) => setPending((current) => current.map((other) => (other.key === image.key ? { ...other, name: event.target.value } : other)))}
                            error={nameMessage !== undefined}
                            helperText={nameMessage ?? t('projects.images.nameHint', { max: uploadLimits.imageNameMaxLength })}
                            size="small"
                            required
                            fullWidth
                          />
                          <IconButton aria-label={t('projects.images.remove')} onClick={() => discard(image.key)} data-testid="pending-image-remove">
                            <DeleteOutlined />
                          </IconButton>
                        </Stack>
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                          {image.file.name} · {sizeText(image.file.size)}
                        </Typography>
                        <FieldMessage message={serverMessages[`files.${index}`]} testId="pending-image-error" />
                      </CardContent>
                    </Card>
                  </Grid>
                );
              })}
            </Grid>
            <Button variant="outlined" startIcon={<CloudUploadOutlined />} sx={{ mt: 2 }} disabled={upload.isPending} onClick={() => send()} data-testid="image-upload">
              {upload.isPending ? t('projects.images.uploading') : t('projects.images.upload')}
            </Button>
          </Box>
        )}

        <Box>
          <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
            {t('projects.images.uploaded')}
          </Typography>
          {project.images.length === 0 ? (
            <Typography color="text.secondary">{t('projects.images.none')}</Typography>
          ) : (
            <Grid container spacing={2}>
              {project.images.map((image) => (
                <Grid key={image.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Card data-testid="project-image" data-id={image.id} data-name={image.name}>
                    <CardContent>
                      <Thumbnail src={image.preview_url} alt={image.name} pdf={image.media_type === 'application/pdf'} />
                      <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{image.name}</Typography>
                          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                            {image.file_name} · {sizeText(image.bytes)}
                            {image.width && image.height ? ` · ${image.width}×${image.height}` : ''}
                          </Typography>
                        </Box>
                        <IconButton aria-label={t('projects.images.remove')} disabled={remove.isPending} onClick={() => remove.mutate(image.id)} data-testid="image-remove">
                          <DeleteOutlined />
                        </IconButton>
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          )}
        </Box>
      </Stack>
      <StepActions kind={shelfKind} project={project} step="select_image" pending={upload.isPending} />
    </Box>
  );
}

/** /evaluate-shelve/select-image: up to 10 shelf photos (jpg/jpeg/png/pdf, 15 MB each), each with a name of up to 20 characters. */
export default function ShelfSelectImageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={shelfKind} route={route} step="select_image" lead={t('shelf.images.lead', { maxMb: megabytes(uploadLimits.shelfImageBytes), max: uploadLimits.imagesPerUpload })}>
      {(project) => <ShelfImageForm project={project} />}
    </ProjectStep>
  );
}
