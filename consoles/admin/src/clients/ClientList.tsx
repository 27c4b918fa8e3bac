import {
  BooleanField,
  Datagrid,
  List,
  NumberField,
  Pagination,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { accountTypeChoices, countryChoices } from './choices';
import { LocalizedDateField } from './LocalizedDateField';

const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="country" source="country" choices={countryChoices} alwaysOn />,
];

const ClientPagination = () => <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;

// Sortable columns are those the API sorts by (plans in plan order); CSV download and the create/edit
// screens come with the accounts issue.
export const ClientList = () => (
  <List
    title="resources.clients.list_title"
    filters={clientFilters}
    sort={{ field: 'registered_at', order: 'DESC' }}
    perPage={25}
    pagination={<ClientPagination />}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="company" />
      <SelectField source="country" choices={countryChoices} />
      <SelectField source="account_type" choices={accountTypeChoices} />
      <TextField source="plan_name" sortBy="plan_id" />
      <NumberField source="user_count" />
      <NumberField source="max_images" emptyText="—" />
      <BooleanField source="mfa_enabled" sortable={false} />
      <LocalizedDateField source="registered_at" />
    </Datagrid>
  </List>
);
