import { Grid } from '@mui/material';
import type { ReactElement } from 'react';
import { BooleanField, Labeled, NumberField, SelectField, Show, TextField } from 'react-admin';
import { AdministratorField } from './AdministratorField';
import { accountTypeChoices, countryChoices, statusChoices } from './choices';
import { LocalizedDateField } from './LocalizedDateField';

const clientFields: ReactElement<{ source: string }>[] = [
  <TextField source="company" />,
  <TextField source="group_id" />,
  <TextField source="department" emptyText="—" />,
  <TextField source="headquarters" emptyText="—" />,
  <SelectField source="account_type" choices={accountTypeChoices} />,
  <SelectField source="country" choices={countryChoices} />,
  <TextField source="owner_name" emptyText="—" />,
  <AdministratorField source="administrator" />,
  <TextField source="zip_code" emptyText="—" />,
  <TextField source="address" emptyText="—" />,
  <TextField source="building" emptyText="—" />,
  <TextField source="telephone" emptyText="—" />,
  <SelectField source="status" choices={statusChoices} />,
  <TextField source="plan_name" emptyText="—" />,
  <NumberField source="max_images" emptyText="—" />,
  <NumberField source="user_count" />,
  <BooleanField source="mfa_enabled" />,
  <TextField source="mfa_phone" emptyText="—" />,
  <BooleanField source="request_payment" />,
  <LocalizedDateField source="plan_expires_at" emptyText="—" />,
  <LocalizedDateField source="cancelled_at" emptyText="—" />,
  <LocalizedDateField source="registered_at" />,
  <TextField source="id" />,
];

// Three columns keep a client on one screen at 1280 px; each field is labelled from resources.clients.fields.
export const ClientShow = () => (
  <Show>
    <Grid container spacing={2} sx={{ p: 2 }}>
      {clientFields.map((field) => (
        <Grid key={field.props.source} size={{ xs: 12, sm: 6, md: 4 }}>
          <Labeled>{field}</Labeled>
        </Grid>
      ))}
    </Grid>
  </Show>
);
