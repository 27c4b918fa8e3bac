import { Chip, Stack } from '@mui/material';
import type { TrainingRun } from '@packlens/contracts';
import { Datagrid, FunctionField, List, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';
import { useDecisionText, useFailureText } from './TrainingRunShow';

const figure = (value: number | null | undefined, digits = 3) => (value === undefined || value === null || Number.isNaN(value) ? '—' : value.toFixed(digits));

/** Training runs (issue 16), newest first: progress while running, then the held-out figures and the decision. */
export const TrainingRunList = () => {
  const translate = useTranslate();
  const decisionText = useDecisionText();
  const failureText = useFailureText();
  return (
    <List title="resources.training_runs.list_title" pagination={false} exporter={false} actions={false} queryOptions={{ refetchInterval: 3000 }}>
      <Datagrid bulkActionButtons={false} rowClick="show" data-testid="training-run-list">
        <LocalizedDateField source="requested_at" sortable={false} />
        <FunctionField<TrainingRun>
          source="status"
          sortable={false}
          render={(r) => (
            <Stack direction="row" sx={{ gap: 0.5 }}>
              <Chip size="small" color={r.status === 'failed' ? 'error' : r.status === 'trained' ? 'success' : 'default'} label={translate(`resources.training_runs.statuses.${r.status}`)} />
              {r.model?.demo && <Chip size="small" variant="outlined" label={translate('resources.training_runs.demo')} />}
            </Stack>
          )}
        />
        <FunctionField<TrainingRun>
          source="progress"
          sortable={false}
          render={(r) => (r.status === 'running' && r.progress ? `${translate(`resources.training_runs.stages.${r.progress.stage}`)} ${r.progress.done}/${r.progress.total}` : failureText(r))}
        />
        <FunctionField<TrainingRun> source="version" sortable={false} render={(r) => r.model?.version ?? ''} />
        <FunctionField<TrainingRun> source="mae" sortable={false} render={(r) => figure(r.model?.summary.mae)} />
        <FunctionField<TrainingRun> source="pearson" sortable={false} render={(r) => figure(r.model?.summary.pearson)} />
        <FunctionField<TrainingRun>
          source="promoted"
          sortable={false}
          render={(r) => (r.model ? translate(r.model.promoted ? 'resources.training_runs.promoted_yes' : 'resources.training_runs.promoted_no') : '')}
        />
        <FunctionField<TrainingRun> source="reason" sortable={false} render={(r) => (r.model ? decisionText(r.model) : '')} />
      </Datagrid>
    </List>
  );
};
