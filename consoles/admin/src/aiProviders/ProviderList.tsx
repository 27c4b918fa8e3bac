import { Alert } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';

type ProviderRecord = { key_set: boolean; key_last_four: string | null; serves: string[] };

const DemoNote = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {translate('resources.providers.helpers.demo')}
    </Alert>
  );
};

/** The four providers and how each is reached; a key shows only its last four characters. */
export const ProviderList = () => {
  const translate = useTranslate();
  return (
    <List title="resources.providers.list_title" pagination={false} exporter={false}>
      <DemoNote />
      <Datagrid rowClick="edit" bulkActionButtons={false} data-testid="provider-list">
        <TextField source="name" sortable={false} />
        <FunctionField<ProviderRecord>
          source="key_set"
          sortable={false}
          render={(record) => (record.key_set ? `…${record.key_last_four ?? ''}` : translate('resources.providers.not_set'))}
        />
        <TextField source="base_url" emptyText="—" sortable={false} />
        <FunctionField<ProviderRecord> source="serves" sortable={false} render={(record) => record.serves.join(', ')} />
        <LocalizedDateField source="updated_at" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
};
