import { BooleanField, NumberField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { accountTypeChoices, countryChoices, statusChoices } from './choices';
import { LocalizedDateField } from './LocalizedDateField';

export const ClientShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="company" />
      <TextField source="group_id" />
      <TextField source="department" emptyText="—" />
      <SelectField source="account_type" choices={accountTypeChoices} />
      <SelectField source="country" choices={countryChoices} />
      <TextField source="address" emptyText="—" />
      <TextField source="telephone" emptyText="—" />
      <TextField source="owner_name" emptyText="—" />
      <TextField source="plan_name" emptyText="—" />
      <NumberField source="max_images" emptyText="—" />
      <NumberField source="user_count" />
      <BooleanField source="mfa_enabled" />
      <SelectField source="status" choices={statusChoices} />
      <LocalizedDateField source="registered_at" showTime />
      <TextField source="id" />
    </SimpleShowLayout>
  </Show>
);
