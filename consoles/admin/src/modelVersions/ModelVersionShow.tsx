import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ModelVersionRow } from '@packlens/contracts';
import { BooleanField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';
import { SegmentFiguresTable } from '../trainingRuns/SegmentFiguresTable';
import { useDecisionText } from '../trainingRuns/TrainingRunShow';
import { ActivateButton } from './ActivateButton';
import { ComparePanel } from './ComparePanel';

const Segments = () => {
  const version = useRecordContext<ModelVersionRow>();
  return version ? <SegmentFiguresTable segments={version.segments} testId="model-version-segments" /> : null;
};

/** When the version was made active, by whom, how and why; roll-backs included. */
const Activations = () => {
  const version = useRecordContext<ModelVersionRow>();
  const translate = useTranslate();
  const decisionText = useDecisionText();
  if (!version) return null;
  if (version.activations.length === 0) return <>—</>;
  return (
    <Table size="small" data-testid="model-version-activations">
      <TableHead>
        <TableRow>
          {['at', 'how', 'reason', 'previous_version', 'activated_by'].map((f) => (
            <TableCell key={f}>{translate(`resources.model_versions.activation.${f}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {[...version.activations].reverse().map((a) => (
          <TableRow key={a.at}>
            <TableCell>{new Date(a.at).toLocaleString()}</TableCell>
            <TableCell>{translate(`resources.model_versions.how.${a.how}`)}</TableCell>
            {/* An automatic activation's reason is the training run's decision, said in the admin's language. */}
            <TableCell>{a.how === 'automatic' && version.promotion ? decisionText(version.promotion) : a.reason}</TableCell>
            <TableCell>{a.previous_version ?? '—'}</TableCell>
            <TableCell>{a.activated_by}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const ModelVersionShow = () => {
  const decisionText = useDecisionText();
  return (
  <Show
    actions={
      <TopToolbar>
        <ActivateButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="id" />
      <LocalizedDateField source="created_at" />
      <BooleanField source="active" />
      <BooleanField source="demo" />
      <FunctionField<ModelVersionRow> source="promotion" label="resources.model_versions.fields.promotion" render={(v) => (v.promotion ? decisionText(v.promotion) : '—')} />
      <Labeled label="resources.model_versions.fields.segments" fullWidth>
        <Segments />
      </Labeled>
      <Labeled label="resources.model_versions.fields.activations" fullWidth>
        <Activations />
      </Labeled>
      <Labeled label="resources.model_versions.fields.compare" fullWidth>
        <ComparePanel />
      </Labeled>
    </SimpleShowLayout>
  </Show>
  );
};
