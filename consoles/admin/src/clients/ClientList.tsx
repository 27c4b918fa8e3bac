import {
  BooleanField,
  CreateButton,
  Datagrid,
  FilterButton,
  List,
  NullableBooleanInput,
  NumberField,
  Pagination,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { accountTypeChoices, countryChoices, planChoices, statusChoices } from './choices';
import { ExportClientsButton, ExportTemporaryEmailsButton } from './ExportButtons';
import { LocalizedDateField } from './LocalizedDateField';

// The filters the API knows (contracts/src/api/admin.ts): q, country, account_type, status, plan_id, mfa_enabled.
const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="country" source="country" choices={countryChoices} alwaysOn />,
  <SelectInput key="account_type" source="account_type" choices={accountTypeChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="plan_id" source="plan_id" choices={planChoices} />,
  <NullableBooleanInput key="mfa_enabled" source="mfa_enabled" />,
];

const ClientPagination = () => <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;

const ClientListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportClientsButton />
    <ExportTemporaryEmailsButton />
  </TopToolbar>
);

// Sortable columns are those the API sorts by (plans in plan order). The CSV comes from the server, so it
// holds every client the filter matches, not only the page on screen.
export const ClientList = () => (
  <List
    title="resources.clients.list_title"
    filters={clientFilters}
    actions={<ClientListActions />}
    sort={{ field: 'registered_at', order: 'DESC' }}
    perPage={25}
    pagination={<ClientPagination />}
    exporter={false}
  >
    {/* Japanese labels and dates must not break a character per line; only the company name wraps. */}
    <Datagrid rowClick="show" bulkActionButtons={false} sx={{ '& th, & td:not(.column-company)': { whiteSpace: 'nowrap' } }}>
      <TextField source="company" />
      <SelectField source="country" choices={countryChoices} />
      <SelectField source="account_type" choices={accountTypeChoices} />
      <TextField source="plan_name" sortBy="plan_id" />
      <NumberField source="user_count" />
      <NumberField source="max_images" emptyText="—" />
      <BooleanField source="mfa_enabled" sortable={false} />
      <SelectField source="status" choices={statusChoices} />
      <LocalizedDateField source="registered_at" />
    </Datagrid>
  </List>
);
