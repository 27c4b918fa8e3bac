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
import { useRemoveImage, useUploadImages } from '../../../api/projects';
import { useCurrentUser } from '../../../api/user';
import { ProblemAlert } from '../../../forms/ProblemAlert';
import type { ScreenProps } from '../../../routes/table';
import { imageQuotaOf } from '../../../services/plans';
import { catalogueMessage, useLanguage } from '../catalogue';
import { surveyKind, type ProjectKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { FieldMessage, serverFieldMessages, StepActions } from '../StepActions';
import { RoomLine } from './RoomLine';
import { defaultImageName, imageLimits, isPdf, nameProblem, pickFiles, refusalsByProblem, uploadRoom, type Refusal } from './uploadChecks';

interface PendingImage {
  key: number;
  file: File;
  name: string;
  previewUrl: string | undefined;
}

/**
 * What differs between the kinds' image steps besides the size limit: the texts, and how the pictures are laid
 * out (a shelf photo is wide: shown larger, with its size to a tenth of a MB and its pixels).
 */
const imageSteps = {
  survey: { lead: 'projects.images.lead', drop: 'projects.images.drop', thumbnailHeight: 160, pending: { xs: 12, sm: 6, md: 4 }, uploaded: { xs: 12, sm: 6, md: 3 }, photo: false },
  shelf: { lead: 'shelf.images.lead', drop: 'shelf.images.drop', thumbnailHeight: 180, pending: { xs: 12, sm: 6 }, uploaded: { xs: 12, sm: 6, md: 4 }, photo: true },
} as const;

const megabyte = 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / megabyte);
const sizeText = (bytes: number, digits: number) => (megabytes(bytes) > 0 ? `${(bytes / megabyte).toFixed(digits)} MB` : `${Math.ceil(bytes / 1024)} KB`);
const objectUrl = (file: File) => (isPdf(file) || typeof URL.createObjectURL !== 'function' ? undefined : URL.createObjectURL(file));
const revoke = (url: string | undefined) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/** A picture of an image: its preview, or a PDF sign before the server has drawn the first page. */
function Thumbnail({ src, alt, pdf, height }: { src: string | undefined; alt: string; pdf: boolean; height: number }) {
  const { t } = useTranslation();
  // Flex, not grid: a grid row grows to the picture, so its max-height of 100% did not hold and tall packs were cut.
  return (
    <Box sx={{ height, bgcolor: '#eef1f5', display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 1, overflow: 'hidden' }}>
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

/** The image step's form of either kind: files picked or dropped (checked against the kind's limit), a name each, uploaded, removed. */
function ImageForm({ kind, project }: { kind: ProjectKind; project: ProjectDetail }) {
  const { t } = useTranslation();
  const look = imageSteps[kind.id];
  const language = useLanguage();
  const navigate = useNavigate();
  const upload = useUploadImages(project.id);
  const remove = useRemoveImage(project.id);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [dragging, setDragging] = useState(false);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => () => pendingRef.current.forEach((image) => revoke(image.previewUrl)), []);

  const { data: user } = useCurrentUser();
  const quota = user ? imageQuotaOf(user, new Date()) : undefined;
  const roomNow = (queued: number) => uploadRoom({ imagesInProject: project.images.length, queued, quota, planId: user?.plan?.id ?? null });
  const room = roomNow(pending.length);

  /** Reads each file's first bytes, then queues what the project and the plan still have room for. */
  async function add(files: readonly File[]) {
    upload.reset();
    const { taken, refused } = await pickFiles(files, roomNow(pendingRef.current.length), kind.id);
    const added = taken.map((file) => ({ key: nextKey.current++, file, name: defaultImageName(file.name), previewUrl: objectUrl(file) }));
    // Counted at once, so files picked again before the next render find the room they leave.
    pendingRef.current = [...pendingRef.current, ...added];
    setRefusals(refusalsByProblem(refused));
    setPending((current) => [...current, ...added]);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void add(Array.from(event.dataTransfer.files));
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

  /** Uploads what is waiting; `then` runs with the project once it holds them. */
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
    send((updated) => void navigate(kind.path(kind.next(updated, 'select_image'), updated.id)));
  }

  const required = submitted && pending.length === 0 && project.images.length === 0;
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="select-image-form">
      <Stack spacing={2}>
        <ProblemAlert error={upload.error ?? remove.error} />
        {refusals.length > 0 && (
          <Alert severity="error" data-testid="image-pick-error" onClose={() => setRefusals([])}>
            {refusals.map((refusal, index) => (
              <div key={index}>{t('projects.images.refused', { file: refusal.files.join(', '), message: catalogueMessage(refusal.problem.code, language, refusal.problem.params) })}</div>
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
          <Typography sx={{ mt: 1 }}>{t(look.drop)}</Typography>
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
              void add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="image-count">
            {t('projects.images.count', { count: project.images.length + pending.length, max: uploadLimits.imagesPerUpload })}
          </Typography>
          {quota && <RoomLine room={room.room} quota={quota} />}
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
                const fileMessage = serverMessages[`files.${index}`];
                return (
                  <Grid key={image.key} size={look.pending}>
                    <Card data-testid="pending-image" data-file={image.file.name}>
                      <CardContent>
                        <Thumbnail src={image.previewUrl} alt={image.name} pdf={isPdf(image.file)} height={look.thumbnailHeight} />
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
                          {image.file.name}
                          {look.photo && ` · ${sizeText(image.file.size, 1)}`}
                        </Typography>
                        <FieldMessage message={fileMessage} testId="pending-image-error" />
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
                <Grid key={image.id} size={look.uploaded}>
                  <Card data-testid="project-image" data-id={image.id} data-name={image.name}>
                    <CardContent>
                      <Thumbnail src={image.preview_url} alt={image.name} pdf={image.media_type === 'application/pdf'} height={look.thumbnailHeight} />
                      <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{image.name}</Typography>
                          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                            {image.file_name} · {sizeText(image.bytes, look.photo ? 1 : 0)}
                            {look.photo && image.width && image.height ? ` · ${image.width}×${image.height}` : ''}
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
      <StepActions kind={kind} project={project} step="select_image" pending={upload.isPending} />
    </Box>
  );
}

/** A kind's image step: up to 10 jpg/jpeg/png/pdf files of the kind's size, each with a name of up to 20 characters. */
export function ImageStep({ kind, route }: ScreenProps & { kind: ProjectKind }) {
  const { t } = useTranslation();
  return (
    <ProjectStep
      kind={kind}
      route={route}
      step="select_image"
      lead={t(imageSteps[kind.id].lead, { maxMb: megabytes(imageLimits[kind.id].bytes), max: uploadLimits.imagesPerUpload })}
    >
      {(project) => <ImageForm kind={kind} project={project} />}
    </ProjectStep>
  );
}

/** /project-create/select_image: up to 10 packs of 4 MB. */
export default function SelectImageScreen({ route }: ScreenProps) {
  return <ImageStep kind={surveyKind} route={route} />;
}
