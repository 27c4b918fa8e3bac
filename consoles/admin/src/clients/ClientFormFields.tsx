import { Grid, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { accountTypeChoices, countryChoices, editableStatusChoices, planChoices } from './choices';

type Width = 'half' | 'third';
const sizes: Record<Width, { xs: number; md: number }> = { half: { xs: 12, md: 6 }, third: { xs: 12, md: 4 } };

/**
 * Section 3's client fields in the order a super admin fills them in: company, address, contract, security.
 * Labels come from resources.clients.fields; errors from the form validator and from the server.
 */
const sections: { title: string; inputs: [Width, ReactElement<{ source: string }>][] }[] = [
  {
    title: 'resources.clients.sections.company',
    inputs: [
      ['half', <TextInput source="company" fullWidth isRequired />],
      ['half', <SelectInput source="account_type" choices={accountTypeChoices} fullWidth isRequired />],
      ['half', <TextInput source="department" fullWidth />],
      // The owner is a name on the contract; the administrator account is made apart (ClientCreate).
      ['half', <TextInput source="owner_name" fullWidth helperText="resources.clients.helpers.owner_name" />],
    ],
  },
  {
    title: 'resources.clients.sections.address',
    inputs: [
      ['third', <SelectInput source="country" choices={countryChoices} fullWidth isRequired />],
      ['third', <TextInput source="zip_code" fullWidth />],
      ['third', <TextInput source="telephone" fullWidth helperText="resources.clients.helpers.telephone" />],
      ['half', <TextInput source="headquarters" fullWidth />],
      ['half', <TextInput source="address" fullWidth />],
      ['half', <TextInput source="building" fullWidth />],
    ],
  },
  {
    title: 'resources.clients.sections.contract',
    inputs: [
      ['third', <SelectInput source="plan_id" choices={planChoices} fullWidth isRequired />],
      // No `min`: the browser's own range check would answer in its language; the form validator gives the catalogue's.
      ['third', <NumberInput source="max_images" step={1} fullWidth isRequired />],
      ['third', <SelectInput source="status" choices={editableStatusChoices} fullWidth />],
      ['half', <BooleanInput source="request_payment" helperText="resources.clients.helpers.request_payment" />],
    ],
  },
  {
    title: 'resources.clients.sections.security',
    inputs: [
      ['half', <BooleanInput source="mfa_enabled" helperText="resources.clients.helpers.mfa_enabled" />],
      ['half', <TextInput source="mfa_phone" fullWidth helperText="resources.clients.helpers.telephone" />],
    ],
  },
];

export function ClientFormFields() {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 1100 }}>
      {sections.map((section) => [
        <Grid key={section.title} size={12}>
          <Typography variant="subtitle2" color="primary" sx={{ mt: 1 }}>
            {translate(section.title)}
          </Typography>
        </Grid>,
        ...section.inputs.map(([width, input]) => (
          <Grid key={input.props.source} size={sizes[width]}>
            {input}
          </Grid>
        )),
      ])}
    </Grid>
  );
}
