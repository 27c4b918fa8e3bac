import { Alert } from '@mui/material';
import { Datagrid, List, Pagination, SearchInput, TextField, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';

// The API filters by recipient only (GET /api/dev/mail?to=).
const devMailFilters = [<SearchInput key="to" source="to" alwaysOn placeholder="name@example.com" />];

const CaptureNotice = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 1 }} data-testid="dev-mail-notice">
      {translate('resources.dev_mail.notice')}
    </Alert>
  );
};

/** The development mailbox: mail captured instead of sent, newest first; open one to follow its links. */
export const DevMailList = () => (
  <List
    title="resources.dev_mail.list_title"
    filters={devMailFilters}
    empty={false}
    exporter={false}
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    sort={{ field: 'created_at', order: 'DESC' }}
  >
    <CaptureNotice />
    <Datagrid bulkActionButtons={false} rowClick="show" data-testid="dev-mail-list">
      <LocalizedDateField source="created_at" sortable={false} />
      <TextField source="to" sortable={false} />
      <TextField source="subject" sortable={false} />
      <TextField source="kind" sortable={false} />
      <TextField source="language" sortable={false} />
    </Datagrid>
  </List>
);
