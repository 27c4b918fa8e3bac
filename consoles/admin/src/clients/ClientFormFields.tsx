import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { accountTypeChoices, countryChoices, editableStatusChoices, planChoices } from './choices';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle2" color="primary" sx={{ mt: 1 }}>
          {translate(title)}
        </Typography>
      </Grid>
      {children}
    </>
  );
}

const half = { xs: 12, md: 6 } as const;
const third = { xs: 12, md: 4 } as const;

/**
 * Section 3's client fields in the order a super admin fills them in: company, address, plan, security.
 * Labels come from resources.clients.fields; errors from the form validator and from the server.
 */
export function ClientFormFields() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 1100 }}>
      <Section title="resources.clients.sections.company">
        <Grid size={half}>
          <TextInput source="company" fullWidth isRequired />
        </Grid>
        <Grid size={half}>
          <SelectInput source="account_type" choices={accountTypeChoices} fullWidth isRequired />
        </Grid>
        <Grid size={half}>
          <TextInput source="department" fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="owner_name" fullWidth />
        </Grid>
      </Section>
      <Section title="resources.clients.sections.address">
        <Grid size={third}>
          <SelectInput source="country" choices={countryChoices} fullWidth isRequired />
        </Grid>
        <Grid size={third}>
          <TextInput source="zip_code" fullWidth />
        </Grid>
        <Grid size={third}>
          <TextInput source="telephone" fullWidth helperText="resources.clients.helpers.telephone" />
        </Grid>
        <Grid size={half}>
          <TextInput source="headquarters" fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="address" fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="building" fullWidth />
        </Grid>
      </Section>
      <Section title="resources.clients.sections.contract">
        <Grid size={third}>
          <SelectInput source="plan_id" choices={planChoices} fullWidth isRequired />
        </Grid>
        <Grid size={third}>
          <NumberInput source="max_images" min={0} step={1} fullWidth isRequired />
        </Grid>
        <Grid size={third}>
          <SelectInput source="status" choices={editableStatusChoices} fullWidth />
        </Grid>
        <Grid size={half}>
          <BooleanInput source="request_payment" helperText="resources.clients.helpers.request_payment" />
        </Grid>
      </Section>
      <Section title="resources.clients.sections.security">
        <Grid size={half}>
          <BooleanInput source="mfa_enabled" helperText="resources.clients.helpers.mfa_enabled" />
        </Grid>
        <Grid size={half}>
          <TextInput source="mfa_phone" fullWidth helperText="resources.clients.helpers.telephone" />
        </Grid>
      </Section>
    </Grid>
  );
}
