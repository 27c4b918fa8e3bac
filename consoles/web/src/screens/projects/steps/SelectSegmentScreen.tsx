import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { maxSegmentsPerProject, segments, type ProjectDetail, type Segment } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSelectSegments } from '../../../api/projects';
import { ProblemAlert } from '../../../forms/ProblemAlert';
import type { ScreenProps } from '../../../routes/table';
import { catalogueMessage, useLanguage } from '../catalogue';
import { surveyKind, type ProjectKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { FieldMessage, serverFieldMessages, StepActions } from '../StepActions';

/** The catalogue's segments in four groups: overall, gender and category users; ages; male ages; female ages. */
const groups: { key: 'basic' | 'age' | 'male' | 'female'; members: (segment: Segment) => boolean }[] = [
  { key: 'basic', members: (s) => s.id <= 4 },
  { key: 'age', members: (s) => s.id >= 5 && s.id <= 8 },
  { key: 'male', members: (s) => s.id >= 25 && s.id <= 28 },
  { key: 'female', members: (s) => s.id >= 35 && s.id <= 38 },
];

/** The chosen segments after a click: a seventh is not taken, and the catalogue's message says why. */
export function toggleSegment(chosen: readonly number[], id: number, on: boolean): { chosen: number[]; refused: boolean } {
  if (!on) return { chosen: chosen.filter((other) => other !== id), refused: false };
  if (chosen.includes(id)) return { chosen: [...chosen], refused: false };
  if (chosen.length >= maxSegmentsPerProject) return { chosen: [...chosen], refused: true };
  return { chosen: [...chosen, id], refused: false };
}

/** The segment picker of either kind; a shelf project is told its map is the same for every segment. */
function SegmentForm({ kind, project }: { kind: ProjectKind; project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const selectSegments = useSelectSegments(project.id);
  const [chosen, setChosen] = useState<number[]>(project.segment_ids);
  const [refused, setRefused] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  function toggle(id: number, on: boolean) {
    const result = toggleSegment(chosen, id, on);
    setChosen(result.chosen);
    setRefused(result.refused);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (chosen.length === 0) return;
    // Catalogue order, so results list the segments the way the catalogue does.
    const ordered = segments.filter((s) => chosen.includes(s.id)).map((s) => s.id);
    selectSegments.mutate({ segment_ids: ordered }, { onSuccess: (updated) => void navigate(kind.path(kind.next(updated, 'select_segment'), updated.id)) });
  }

  const serverMessage = serverFieldMessages(selectSegments.error).segment_ids;
  const clientMessage = submitted && chosen.length === 0 ? catalogueMessage('FIELD_REQUIRED', language) : undefined;
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="select-segment-form">
      <ProblemAlert error={selectSegments.error} />
      {kind.id === 'shelf' && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="shelf-segment-note">
          {t('shelf.segments.sameMap')}
        </Alert>
      )}
      <Typography sx={{ my: 1.5, fontWeight: 600 }} data-testid="segment-count" data-count={chosen.length}>
        {t('projects.segments.selected', { count: chosen.length, max: maxSegmentsPerProject })}
      </Typography>
      {refused && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="segment-limit-error" onClose={() => setRefused(false)}>
          {catalogueMessage('SEGMENT_LIMIT_AT_ONCE', language)}
        </Alert>
      )}
      <Grid container spacing={2}>
        {groups.map((group) => (
          <Grid key={group.key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Paper sx={{ p: 2, border: 1, borderColor: 'divider', height: '100%' }}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                {t(`projects.segments.groups.${group.key}`)}
              </Typography>
              <FormGroup>
                {segments
                  .filter((segment) => segment.isDisplay && group.members(segment))
                  .map((segment) => (
                    <FormControlLabel
                      key={segment.id}
                      control={
                        <Checkbox
                          name={`segment-${segment.id}`}
                          checked={chosen.includes(segment.id)}
                          onChange={(event) => toggle(segment.id, event.target.checked)}
                          slotProps={{ input: { 'data-testid': `segment-${segment.id}` } as object }}
                        />
                      }
                      label={segment.texts[language]}
                    />
                  ))}
              </FormGroup>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <FieldMessage message={serverMessage ?? clientMessage} testId="segments-error" />
      <StepActions kind={kind} project={project} step="select_segment" pending={selectSegments.isPending} />
    </Box>
  );
}

const leads = { survey: 'projects.segments.lead', shelf: 'shelf.segments.lead' } as const;

/** A kind's segment step: up to 6 consumer segments from the catalogue. */
export function SegmentStep({ kind, route }: ScreenProps & { kind: ProjectKind }) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={kind} route={route} step="select_segment" lead={t(leads[kind.id], { max: maxSegmentsPerProject })}>
      {(project) => <SegmentForm kind={kind} project={project} />}
    </ProjectStep>
  );
}

/** /project-create/select_segment: up to 6 consumer segments from the catalogue. */
export default function SelectSegmentScreen({ route }: ScreenProps) {
  return <SegmentStep kind={surveyKind} route={route} />;
}
