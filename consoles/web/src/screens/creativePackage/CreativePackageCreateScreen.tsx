import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { formatErrorMessage, type DesignProjectDetail, type GenerationModelCode } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isRunning, useDesignProject, useRequestDesignGeneration, useUploadDesignInputs } from '../../api/design';
import { ApiError } from '../../api/http';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { pathOf, type ScreenProps } from '../../routes/table';
import { QueryContent } from '../mypage/QueryContent';
import { Page } from '../Page';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { useProjectId } from '../projects/ProjectStep';
import { serverFieldMessages } from '../projects/StepActions';
import { DesignGallery } from './DesignGallery';
import { DesignInputs } from './DesignInputs';
import { checkSettings, generationRequestOf, initialSettings, limitsOf, modelOf, slotsOfMode, withModel, type DesignField, type DesignMode, type DesignSettings, type InputSlot } from './designLimits';
import { DesignModelChoice } from './DesignModelChoice';
import { DesignSettingsFields } from './DesignSettingsFields';
import { designOldProjectsPath } from './designPaths';
import { maskFileName, workingInputs } from './inputChecks';
import { JobStatus } from './JobStatus';
import { MaskEditor, useMaskDraft } from './MaskEditor';
import { ModeChoice } from './ModeChoice';
import { ScoringFields } from './ScoringFields';
import { PromptAssist } from './PromptAssist';
import { BrandModelPanel } from './BrandModelPanel';
import { maskPng } from './maskPng';

type DesignInput = DesignProjectDetail['inputs'][number];

const dayMs = 24 * 60 * 60 * 1000;
const daysLeft = (project: Pick<DesignProjectDetail, 'expires_at'>) => Math.max(0, Math.ceil((Date.parse(project.expires_at) - Date.now()) / dayMs));
const isExpired = (project: Pick<DesignProjectDetail, 'expires_at'>) => Date.parse(project.expires_at) <= Date.now();

/** The fields a refusal may name that this screen shows (the server's names). */
const shownFields: readonly DesignField[] = ['prompt', 'width', 'height', 'batch_size', 'steps', 'seed', 'input_ids', 'mask_id', 'score_segment_id', 'keep', 'brand_model_id'];

/** Slots of the new mode keep the images chosen for the old one where they are the same kind of slot. */
function withMode(settings: DesignSettings, mode: DesignMode): DesignSettings {
  const single = settings.inputs.image ?? settings.inputs.product;
  const inputs: Partial<Record<InputSlot, string>> = mode === 'merge' ? { scene: settings.inputs.scene, product: settings.inputs.product ?? settings.inputs.image } : { image: single };
  return { ...settings, mode, inputs };
}

/** New images go into the mode's empty slots, in the order they came. */
function withAddedInputs(settings: DesignSettings, added: readonly DesignInput[]): DesignSettings {
  const inputs = { ...settings.inputs };
  const queue = [...added];
  for (const slot of slotsOfMode[settings.mode]) if (!inputs[slot] && queue.length) inputs[slot] = queue.shift()!.input_id;
  return { ...settings, inputs };
}

/** A result the user chose to work on takes the mode's first empty slot, else its last (the image, or the product). */
function withUsedInput(settings: DesignSettings, input: DesignInput): DesignSettings {
  const slots = slotsOfMode[settings.mode];
  const slot = slots.find((candidate) => !settings.inputs[candidate]) ?? slots.at(-1);
  return slot ? { ...settings, inputs: { ...settings.inputs, [slot]: input.input_id } } : settings;
}

/**
 * The create screen's work: mode, model, images (and the mask for a partial change), settings, "generate"; then the
 * job's progress and the gallery. Refusals, the app's checks or the server's, show beside the field they name in
 * the catalogue's words; a refusal that names none shows above the button.
 */
function DesignWorkbench({ project }: { project: DesignProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [settings, setSettings] = useState<DesignSettings>(() => initialSettings());
  const [submitted, setSubmitted] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const request = useRequestDesignGeneration(project.id);
  const maskUpload = useUploadDesignInputs(project.id);
  const [uploadedMask, setUploadedMask] = useState<{ image: string; version: number; inputId: string } | null>(null);

  const limits = limitsOf(modelOf(settings.model_code));
  const inputs = workingInputs(project.inputs);
  const maskInput = settings.mode === 'inpaint' ? inputs.find((input) => input.input_id === settings.inputs.image) : undefined;
  const draft = useMaskDraft(maskInput && { key: maskInput.input_id, url: maskInput.url, width: maskInput.width, height: maskInput.height });

  const problems = submitted ? checkSettings(settings, draft.marked > 0) : {};
  const serverMessages = serverFieldMessages(request.error);
  const errorOf = (field: DesignField) => {
    const problem = problems[field];
    return problem ? formatErrorMessage(problem.code, language, problem.params) : serverMessages[field];
  };
  const namesAField = request.error instanceof ApiError && (request.error.problem?.errors ?? []).some((entry) => (shownFields as readonly string[]).includes(entry.field));

  const running = project.jobs.find(isRunning);
  const latest = [...project.jobs].sort((a, b) => a.requested_at.localeCompare(b.requested_at)).at(-1);

  function change(next: DesignSettings) {
    setSettings(next);
    // The server's refusal was of what was sent; it stays only until the user changes something.
    if (request.error) request.reset();
  }
  const set = <K extends keyof DesignSettings>(field: K, value: DesignSettings[K]) => change({ ...settings, [field]: value });

  /** The mask as an uploaded input: sent once per drawing (a drawing not changed since is not sent again). */
  async function maskId(): Promise<string | null> {
    if (!maskInput) return null;
    if (uploadedMask && uploadedMask.image === maskInput.input_id && uploadedMask.version === draft.version) return uploadedMask.inputId;
    const file = new File([(await maskPng(draft.mask.data, draft.mask.width, draft.mask.height)) as BlobPart], maskFileName(Date.now()), { type: 'image/png' });
    const before = new Set(project.inputs.map((input) => input.input_id));
    const updated = await maskUpload.mutateAsync([file]).catch(() => undefined);
    const stored = updated?.inputs.find((input) => !before.has(input.input_id));
    if (!stored) return null;
    setUploadedMask({ image: maskInput.input_id, version: draft.version, inputId: stored.input_id });
    return stored.input_id;
  }

  async function generate(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(checkSettings(settings, draft.marked > 0)).length > 0) return;
    const mask = settings.mode === 'inpaint' ? await maskId() : null;
    if (settings.mode === 'inpaint' && !mask) return;
    request.mutate(generationRequestOf(settings, mask), { onSuccess: () => setSubmitted(false) });
  }

  function usedAsInput(input: DesignInput) {
    change(withUsedInput(settings, input));
    setAdded(input.file_name);
  }

  const pending = request.isPending || maskUpload.isPending;
  return (
    <>
      <Box component="form" noValidate onSubmit={(event) => void generate(event)} data-testid="design-form" data-mode={settings.mode}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              <ModeChoice value={settings.mode} onChange={(mode) => change(withMode(settings, mode))} />
              <DesignInputs
                project={project}
                slots={slotsOfMode[settings.mode]}
                chosen={settings.inputs}
                onChoose={(slot, inputId) => set('inputs', { ...settings.inputs, [slot]: inputId || undefined })}
                onUploaded={(list) => change(withAddedInputs(settings, list))}
                error={errorOf('input_ids')}
              />
              {added && (
                <Alert severity="success" onClose={() => setAdded(null)} data-testid="design-input-added">
                  {t('design.inputs.added', { name: added })}
                </Alert>
              )}
              {settings.mode === 'brand_generation' && <BrandModelPanel country={project.country} chosen={settings.brand_model_id} onChoose={(id) => set('brand_model_id', id)} error={errorOf('brand_model_id')} />}
              {settings.mode === 'inpaint' && (
                <MaskEditor key={maskInput?.input_id ?? 'none'} image={maskInput && { key: maskInput.input_id, url: maskInput.url, width: maskInput.width, height: maskInput.height }} draft={draft} error={errorOf('mask_id')} />
              )}
              <DesignSettingsFields
                settings={settings}
                limits={limits}
                onChange={set}
                errorOf={errorOf}
                assist={<PromptAssist projectId={project.id} country={project.country} keywords={settings.prompt} onPrompt={(prompt) => set('prompt', prompt)} />}
              />
              <ScoringFields settings={settings} country={project.country} onChange={set} errorOf={errorOf} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <DesignModelChoice value={settings.model_code} onChange={(code: GenerationModelCode) => change(withModel(settings, code))} />
          </Grid>
        </Grid>
        <Stack spacing={2} sx={{ mt: 3 }}>
          {!namesAField && <ProblemAlert error={request.error} testId="design-error" />}
          <ProblemAlert error={maskUpload.error} testId="design-mask-error" />
          <Box>
            <Button type="submit" variant="contained" size="large" startIcon={<AutoAwesomeOutlined />} disabled={pending || running !== undefined} data-testid="design-generate">
              {pending ? t('design.actions.sending') : t('design.actions.generate')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Stack spacing={3} sx={{ mt: 3 }}>
        <JobStatus projectId={project.id} job={latest} />
        <DesignGallery project={project} onUsedAsInput={usedAsInput} />
      </Stack>
    </>
  );
}

/** Ways out when there is no project to show: a new one, or the previous ones. */
function DesignProjectLinks() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={pathOf('CreativePackage')} variant="contained" data-testid="design-new-project">
        {t('design.actions.newProject')}
      </Button>
      <Button component={RouterLink} to={designOldProjectsPath()} variant="outlined">
        {t('design.actions.oldProjects')}
      </Button>
    </Stack>
  );
}

function ProjectHeading({ project }: { project: DesignProjectDetail }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="project-name">
        {t('projects.frame.project', { name: project.name })}
      </Typography>
      <Chip size="small" variant="outlined" label={t('design.create.expires', { days: daysLeft(project) })} data-testid="project-days-left" />
    </Stack>
  );
}

/**
 * /creative-package/create?project=: the design project's modes, models, inputs, mask editor and settings, the job's
 * progress and the gallery. Without a project, or with one over a month old, it says so and offers the ways out.
 */
export default function CreativePackageCreateScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const projectId = useProjectId();
  const query = useDesignProject(projectId);
  if (!projectId) {
    return (
      <Page heading={t(route.titleKey)}>
        <Alert severity="warning" data-testid="project-required">
          {catalogueMessage('PROJECT_REQUIRED', language)}
        </Alert>
        <DesignProjectLinks />
      </Page>
    );
  }
  return (
    <Page heading={t(route.titleKey)} lead={t('design.create.lead')}>
      <QueryContent query={query}>
        {(project) =>
          isExpired(project) ? (
            <>
              <ProjectHeading project={project} />
              <Alert severity="warning" data-testid="project-expired">
                {catalogueMessage('PROJECT_EXPIRED', language)}
              </Alert>
              <DesignProjectLinks />
            </>
          ) : (
            <>
              <ProjectHeading project={project} />
              <DesignWorkbench key={project.id} project={project} />
            </>
          )
        }
      </QueryContent>
    </Page>
  );
}
