import { Grid, Typography } from '@mui/material';
import { AdminClientCreate } from '@packlens/contracts';
import { Create, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';
import { languageChoices } from './choices';
import { toClientPayload } from './clientPayload';
import { ClientFormFields } from './ClientFormFields';
import { validatorFor } from './validation';

/** What a new client starts with: the trial plan (id 7) and its 5 images (section 3 and 9). */
export const newClientDefaults = {
  account_type: 'corporation',
  country: 'jp',
  plan_id: 7,
  max_images: 5,
  mfa_enabled: false,
  request_payment: false,
  status: 'valid',
  admin_language: 'ja',
};

function AdministratorFields() {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 1100 }}>
      <Grid size={12}>
        <Typography variant="subtitle2" color="primary" sx={{ mt: 1 }}>
          {translate('resources.clients.sections.administrator')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.clients.helpers.administrator')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput source="admin_email" type="email" fullWidth isRequired />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput source="admin_name" fullWidth isRequired />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput source="admin_language" choices={languageChoices} fullWidth />
      </Grid>
    </Grid>
  );
}

/** A new client and its administrator, who gets a mail to set a password (POST /api/admin/clients). */
export const ClientCreate = () => {
  const language = useConsoleLanguage();
  return (
    <Create redirect="show" transform={toClientPayload}>
      <SimpleForm defaultValues={newClientDefaults} validate={validatorFor(AdminClientCreate, language, toClientPayload)}>
        <ClientFormFields />
        <AdministratorFields />
      </SimpleForm>
    </Create>
  );
};
