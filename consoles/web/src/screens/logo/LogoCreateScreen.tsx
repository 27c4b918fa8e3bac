import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { formatErrorMessage, formatPrice, generationModels, logoLimits, logoModelCodes, seedRangeFor, type LogoModelCode, type LogoProjectDetail } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isRunningLogoJob, useEnterLogoBrief, useLogoProject, useRequestLogoGeneration } from '../../api/logo';
import { ApiError } from '../../api/http';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { pathOf, type ScreenProps } from '../../routes/table';
import { providerOfModel } from '../creativePackage/designLimits';
import { QueryContent } from '../mypage/QueryContent';
import { Page } from '../Page';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { useProjectId } from '../projects/ProjectStep';
import { serverFieldMessages } from '../projects/StepActions';
import { briefOf, checkBrief, LogoBriefFields, sameBrief, serverBriefMessages, type BriefValues } from './LogoBriefFields';
import { LogoGallery } from './LogoGallery';
import { LogoJobStatus } from './LogoJobStatus';
import { logoOldProjectsPath } from './logoPaths';
import { LogoReferences } from './LogoReferences';

const dayMs = 24 * 60 * 60 * 1000;
const daysLeft = (project: Pick<LogoProjectDetail, 'expires_at'>) => Math.max(0, Math.ceil((Date.parse(project.expires_at) - Date.now()) / dayMs));
const isExpired = (project: Pick<LogoProjectDetail, 'expires_at'>) => Date.parse(project.expires_at) <= Date.now();
const modelOf = (code: LogoModelCode) => generationModels.find((model) => model.code === code)!;

interface Order {
  model_code: LogoModelCode;
  count: number;
  seed: string;
}

/**
 * The create screen's work: the brief (saved as it is before each generation), the references, the model, how many
 * logos and a seed, the price, "create"; then the job's progress and the gallery. Refusals, the app's checks or the
 * server's, show beside the field they name in the catalogue's words; one that names none shows above the button.
 */
function LogoWorkbench({ project }: { project: LogoProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const saved = briefOf(project.brief);
  const [brief, setBrief] = useState<BriefValues>(saved);
  const [order, setOrder] = useState<Order>({ model_code: logoLimits.defaultModel, count: logoLimits.defaultCount, seed: '' });
  const [submitted, setSubmitted] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const enter = useEnterLogoBrief(project.id);
  const request = useRequestLogoGeneration(project.id);

  const range = seedRangeFor(modelOf(order.model_code));
  const seed = order.seed.trim() === '' ? null : Number(order.seed);
  const seedProblem = seed !== null && (!Number.isInteger(seed) || seed < range.min || seed > range.max) ? formatErrorMessage('SEED_OUT_OF_RANGE', language, range) : undefined;
  const briefProblems = submitted ? checkBrief(brief) : {};
  const dirty = !sameBrief(brief, saved);
  const running = project.jobs.find(isRunningLogoJob);
  const latest = [...project.jobs].sort((a, b) => a.requested_at.localeCompare(b.requested_at)).at(-1);
  const serverMessages = serverFieldMessages(request.error);
  const namesAField = request.error instanceof ApiError && (request.error.problem?.errors ?? []).some((entry) => ['seed', 'count', 'model_code'].includes(entry.field));
  const price = formatPrice(project.charge.amount, { language, currency: project.charge.currency });

  function changeBrief(next: BriefValues) {
    setBrief(next);
    setJustSaved(false);
    if (enter.error) enter.reset();
  }

  async function save(): Promise<boolean> {
    setSubmitted(true);
    if (Object.keys(checkBrief(brief)).length > 0) return false;
    const updated = await enter.mutateAsync({ ...brief, brand_name: brief.brand_name.trim() }).catch(() => undefined);
    if (!updated) return false;
    setBrief(briefOf(updated.brief));
    setSubmitted(false);
    return true;
  }

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (seedProblem) return;
    if (dirty && !(await save())) return;
    request.mutate({ model_code: order.model_code, count: order.count, seed });
  }

  const pending = request.isPending || enter.isPending;
  return (
    <>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="logo-brief-form">
              <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
                {t('logo.brief.title')}
              </Typography>
              <Stack spacing={2}>
                <ProblemAlert error={enter.error instanceof ApiError && !(enter.error.problem?.errors ?? []).length ? enter.error : undefined} />
                <LogoBriefFields values={brief} onChange={changeBrief} problems={briefProblems} serverMessages={serverBriefMessages(enter.error)} />
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Button variant="outlined" disabled={!dirty || enter.isPending} onClick={() => void save().then((ok) => setJustSaved(ok))} data-testid="logo-brief-save">
                    {enter.isPending ? t('logo.brief.saving') : t('logo.brief.save')}
                  </Button>
                  {justSaved && !dirty && (
                    <Typography variant="body2" color="success.main" data-testid="logo-brief-saved">
                      {t('logo.brief.saved')}
                    </Typography>
                  )}
                </Stack>
              </Stack>
            </Paper>
            <LogoReferences project={project} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper component="form" noValidate onSubmit={(event: FormEvent) => void generate(event)} sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="logo-generate-form">
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              {t('logo.generate.title')}
            </Typography>
            <Stack spacing={2.5}>
              <TextField
                select
                name="model_code"
                label={t('logo.generate.model')}
                value={order.model_code}
                onChange={(event) => setOrder({ ...order, model_code: event.target.value as LogoModelCode })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                helperText={serverMessages.model_code}
                error={serverMessages.model_code !== undefined}
              >
                {logoModelCodes.map((code) => (
                  <option key={code} value={code}>
                    {`${modelOf(code).name} (${t(`design.models.providers.${providerOfModel[code]}`)})`}
                  </option>
                ))}
              </TextField>
              <TextField
                select
                name="count"
                label={t('logo.generate.count')}
                value={String(order.count)}
                onChange={(event) => setOrder({ ...order, count: Number(event.target.value) })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                helperText={serverMessages.count}
                error={serverMessages.count !== undefined}
              >
                {Array.from({ length: logoLimits.maxCount }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </TextField>
              <TextField
                name="seed"
                label={t('logo.generate.seed')}
                value={order.seed}
                onChange={(event) => setOrder({ ...order, seed: event.target.value })}
                error={(seedProblem ?? serverMessages.seed) !== undefined}
                helperText={seedProblem ?? serverMessages.seed ?? t('logo.generate.seedHint', { min: range.min.toLocaleString('en'), max: range.max.toLocaleString('en') })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Typography variant="body2" data-testid="logo-price" data-charged={project.charge.charged}>
                {project.charge.charged ? t('logo.generate.charged', { price }) : t('logo.generate.price', { price })}
              </Typography>
              {!namesAField && <ProblemAlert error={request.error} testId="logo-error" />}
              <Box>
                <Button type="submit" variant="contained" size="large" startIcon={<AutoAwesomeOutlined />} disabled={pending || running !== undefined} data-testid="logo-generate">
                  {pending ? t('logo.generate.sending') : t('logo.generate.submit')}
                </Button>
              </Box>
            </Stack>
          </Paper>
        </Grid>
      </Grid>
      <Stack spacing={3} sx={{ mt: 3 }}>
        <LogoJobStatus projectId={project.id} job={latest} />
        <LogoGallery project={project} />
      </Stack>
    </>
  );
}

/** Ways out when there is no project to show: a new one, or the previous ones. */
function LogoProjectLinks() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={pathOf('GenerateLogo')} variant="contained" data-testid="logo-new-project">
        {t('logo.actions.newProject')}
      </Button>
      <Button component={RouterLink} to={logoOldProjectsPath()} variant="outlined">
        {t('logo.actions.oldProjects')}
      </Button>
    </Stack>
  );
}

function ProjectHeading({ project }: { project: LogoProjectDetail }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="project-name">
        {t('projects.frame.project', { name: project.name })}
      </Typography>
      <Chip size="small" variant="outlined" label={t('logo.create.expires', { days: daysLeft(project) })} data-testid="project-days-left" />
    </Stack>
  );
}

/**
 * /generate-logo/create?project=: the logo project's brief, references, generation, the job's progress and the
 * gallery. Without a project, or with one over a month old, it says so and offers the ways out.
 */
export default function LogoCreateScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const projectId = useProjectId();
  const query = useLogoProject(projectId);
  if (!projectId) {
    return (
      <Page heading={t(route.titleKey)}>
        <Alert severity="warning" data-testid="project-required">
          {catalogueMessage('PROJECT_REQUIRED', language)}
        </Alert>
        <LogoProjectLinks />
      </Page>
    );
  }
  return (
    <Page heading={t(route.titleKey)} lead={t('logo.create.lead')}>
      <QueryContent query={query}>
        {(project) =>
          isExpired(project) ? (
            <>
              <ProjectHeading project={project} />
              <Alert severity="warning" data-testid="project-expired">
                {catalogueMessage('PROJECT_EXPIRED', language)}
              </Alert>
              <LogoProjectLinks />
            </>
          ) : (
            <>
              <ProjectHeading project={project} />
              <LogoWorkbench key={project.id} project={project} />
            </>
          )
        }
      </QueryContent>
    </Page>
  );
}
