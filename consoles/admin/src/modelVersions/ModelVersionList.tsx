import { Chip, Stack } from '@mui/material';
import type { ModelVersionRow } from '@packlens/contracts';
import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';
import { useDecisionText } from '../trainingRuns/TrainingRunShow';

const figure = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(3));

/** Every trained version of the segment heads, newest first: which one is active, its held-out figures, its decision. */
export const ModelVersionList = () => {
  const translate = useTranslate();
  const decisionText = useDecisionText();
  return (
    <List title="resources.model_versions.list_title" pagination={false} exporter={false} actions={false}>
      <Datagrid bulkActionButtons={false} rowClick="show" data-testid="model-version-list">
        <TextField source="id" sortable={false} />
        <LocalizedDateField source="created_at" sortable={false} />
        <FunctionField<ModelVersionRow>
          source="active"
          sortable={false}
          render={(v) => (
            <Stack direction="row" sx={{ gap: 0.5 }}>
              {v.active && <Chip size="small" color="success" label={translate('resources.model_versions.active')} data-testid="model-active-chip" />}
              {v.demo && <Chip size="small" variant="outlined" label={translate('resources.training_runs.demo')} />}
              {!v.compatible && <Chip size="small" color="warning" variant="outlined" label={translate('resources.model_versions.incompatible')} />}
            </Stack>
          )}
        />
        <FunctionField<ModelVersionRow> source="images" sortable={false} render={(v) => `${v.train_images} / ${v.held_out_images}`} />
        <FunctionField<ModelVersionRow> source="mae" sortable={false} render={(v) => figure(v.summary.mae)} />
        <FunctionField<ModelVersionRow> source="pearson" sortable={false} render={(v) => figure(v.summary.pearson)} />
        <FunctionField<ModelVersionRow> source="coverage" sortable={false} render={(v) => figure(v.summary.coverage)} />
        <FunctionField<ModelVersionRow> source="promotion" sortable={false} render={(v) => (v.promotion ? decisionText(v.promotion) : '—')} />
      </Datagrid>
    </List>
  );
};
