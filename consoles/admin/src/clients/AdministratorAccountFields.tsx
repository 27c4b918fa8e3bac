import { Grid, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { languageChoices } from './choices';

/**
 * The administrator account made with a new client (its login e-mail, name and the language of the mail that
 * invites it to set a password); labelled apart from the company's owner name, which is no account.
 */
export function AdministratorAccountFields() {
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
      {/* The e-mail is the login: its label says so, and needs the room to say it in Japanese. */}
      <Grid size={{ xs: 12, md: 5 }}>
        <TextInput source="admin_email" type="email" fullWidth isRequired />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput source="admin_name" fullWidth isRequired />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <SelectInput source="admin_language" choices={languageChoices} fullWidth />
      </Grid>
    </Grid>
  );
}
