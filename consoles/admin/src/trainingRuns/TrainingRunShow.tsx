import { Alert, Stack, Typography } from '@mui/material';
import type { TrainingRun } from '@packlens/contracts';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ScatterPanel } from './ScatterPanel';
import { SegmentFiguresTable } from './SegmentFiguresTable';

/** The decision in the admin's language (runs before 2026-11-29 have only the engine's English reason). */
export const useDecisionText = () => {
  const translate = useTranslate();
  return (decision: { promoted: boolean; code: string | null; reason: string }) =>
    decision.code ? translate(`resources.training_runs.codes.${decision.code}`) : decision.reason;
};

/** A failed run's reason in the admin's language (runs before 2026-11-29 have only the engine's English). */
export const useFailureText = () => {
  const translate = useTranslate();
  return (run: Pick<TrainingRun, 'failure' | 'failure_code' | 'failure_params'>) =>
    run.failure_code ? translate(`resources.training_runs.failures.${run.failure_code}`, { ...run.failure_params, detail: run.failure ?? '' }) : (run.failure ?? '');
};

const StatusText = ({ status }: { status: TrainingRun['status'] }) => {
  const translate = useTranslate();
  return <>{translate(`resources.training_runs.statuses.${status}`)}</>;
};

const FailureText = ({ run }: { run: TrainingRun }) => {
  const failureText = useFailureText();
  return <>{failureText(run) || '—'}</>;
};

const RunModel = () => {
  const run = useRecordContext<TrainingRun>();
  const translate = useTranslate();
  const decisionText = useDecisionText();
  if (!run?.model) return null;
  const model = run.model;
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity={model.promoted ? 'success' : 'info'} data-testid="training-run-decision" data-code={model.code ?? ''}>
        <strong>{translate(model.promoted ? 'resources.training_runs.promoted_yes' : 'resources.training_runs.promoted_no')}</strong> — {decisionText(model)}
        {model.pearson_lower_bound !== null && (
          <Typography variant="body2">{translate('resources.training_runs.evidence', { r: model.summary.pearson?.toFixed(3) ?? '—', low: model.pearson_lower_bound.toFixed(3), n: model.held_out_images })}</Typography>
        )}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.training_runs.threshold')} · {translate('resources.training_runs.coverage_note')}
      </Typography>
      <SegmentFiguresTable segments={model.segments} active={model.active_segments} testId="training-run-segments" />
      {model.scatter.length > 0 && <ScatterPanel scatter={model.scatter} />}
    </Stack>
  );
};

export const TrainingRunShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <FunctionField<TrainingRun> source="status" render={(r) => <StatusText status={r.status} />} />
      <TextField source="model.version" label="resources.training_runs.fields.version" emptyText="—" />
      <TextField source="model.against" label="resources.training_runs.fields.against" emptyText="—" />
      <FunctionField<TrainingRun> source="failure" render={(r) => <FailureText run={r} />} />
      <Labeled label="resources.training_runs.fields.figures" fullWidth>
        <RunModel />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
