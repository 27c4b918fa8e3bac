import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Chip, Stack } from '@mui/material';
import type { ApiKey } from '@packlens/contracts';
import { AutocompleteInput, Datagrid, DeleteButton, FunctionField, List, ReferenceField, ReferenceInput, TextField, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';

const apiKeyFilters = [
  <ReferenceInput key="client_id" source="client_id" reference="clients" alwaysOn>
    <AutocompleteInput optionText="company" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

/** Revoking is the one command on a key; a revoked or expired key has nothing left to revoke. */
const RevokeButton = () => {
  const translate = useTranslate();
  return (
    <FunctionField<ApiKey>
      render={(record) =>
        record.status === 'active' ? (
          <DeleteButton
            record={record}
            mutationMode="pessimistic"
            redirect={false}
            label="resources.api_keys.revoke"
            icon={<BlockOutlined />}
            confirmTitle="resources.api_keys.revoke_title"
            confirmContent={
              <span data-testid="api-key-revoke-content">
                <strong>
                  {record.name} (…{record.last_four})
                </strong>
                <br />
                {translate('resources.api_keys.revoke_content')}
              </span>
            }
          />
        ) : null
      }
    />
  );
};

/** Every client's partner API keys (issue 15), newest first; the super admin revokes any of them. */
export const ApiKeyList = () => {
  const translate = useTranslate();
  return (
    <List title="resources.api_keys.list_title" filters={apiKeyFilters} pagination={false} exporter={false} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="api-key-list" sx={{ '& th, & td:not(.column-name)': { whiteSpace: 'nowrap' } }}>
        <ReferenceField source="client_id" reference="clients" link="show" sortable={false} />
        <TextField source="name" sortable={false} />
        <FunctionField<ApiKey>
          source="scopes"
          sortable={false}
          render={(record) => (
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              {record.scopes.map((scope) => (
                <Chip key={scope} size="small" variant="outlined" label={scope} />
              ))}
            </Stack>
          )}
        />
        <FunctionField<ApiKey> source="last_four" sortable={false} render={(record) => `…${record.last_four}`} />
        <LocalizedDateField source="created_at" sortable={false} />
        <LocalizedDateField source="last_used_at" sortable={false} emptyText={translate('resources.api_keys.never')} />
        <LocalizedDateField source="expires_at" sortable={false} emptyText={translate('resources.api_keys.never')} />
        <FunctionField<ApiKey> source="status" sortable={false} render={(record) => translate(`resources.api_keys.statuses.${record.status}`)} />
        <RevokeButton />
      </Datagrid>
    </List>
  );
};
