import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import {
  AutocompleteInput,
  Button,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  Pagination,
  ReferenceInput,
  SearchInput,
  TextField,
  TextInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
} from 'react-admin';
import { saveFile } from '../http/apiDownload';
import type { PacklensDataProvider } from '../http/adminDataProvider';

type SalesRecord = { images_calculated: number; images_refunded: number };

/** A month picker: it yields 'YYYY-MM' only once complete, so a half-typed month never reaches the API. */
const monthInput = (source: 'from' | 'to') => (
  <TextInput key={source} source={source} type="month" helperText={false} alwaysOn slotProps={{ inputLabel: { shrink: true } }} />
);

// The filters the API knows (contracts/src/api/billing.ts): client, company search, month range.
const salesFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="client_id" source="client_id" reference="clients">
    <AutocompleteInput optionText="company" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  monthInput('from'),
  monthInput('to'),
];

/** CSV of the rows the list shows now (its filter and sort), made by the server: every page, not only this one. */
const ExportSalesButton = () => {
  const { filterValues, sort } = useListContext();
  const dataProvider = useDataProvider<PacklensDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    dataProvider
      .exportSales({ filter: filterValues, sort })
      .then(saveFile, (error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <Button label="resources.sales.actions.export_csv" onClick={start} disabled={pending} data-testid="sales-export-csv">
      <DownloadIcon />
    </Button>
  );
};

const SalesActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportSalesButton />
  </TopToolbar>
);

/** Sales management: usage and amounts per client and month (plan fees, ad hoc usage, images, tokens, tickets). */
export const SalesList = () => (
  <List
    title="resources.sales.list_title"
    filters={salesFilters}
    actions={<SalesActions />}
    sort={{ field: 'month', order: 'DESC' }}
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} sx={{ '& th, & td:not(.column-company)': { whiteSpace: 'nowrap' } }}>
      <TextField source="month" />
      <TextField source="company" />
      <TextField source="plan_name" sortable={false} />
      <TextField source="currency" sortable={false} />
      <NumberField source="plan_fees" />
      <NumberField source="usage_fees" />
      <NumberField source="total" />
      <FunctionField<SalesRecord> source="images_calculated" textAlign="right" render={(record) => record.images_calculated - record.images_refunded} />
      <NumberField source="tokens_used" />
      <NumberField source="tickets_used" />
    </Datagrid>
  </List>
);
