import { Typography } from '@mui/material';
import { AdminProviderUpdate, replicateModelSlots, textModelSlotsOf, type AdminProvider } from '@packlens/contracts';
import { BooleanInput, Edit, PasswordInput, SimpleForm, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { validatorFor } from '../clients/validation';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';
import { SaveOnlyToolbar } from '../settings/SaveOnlyToolbar';

/** An empty key keeps the stored one; empty model names are left out. */
export function toProviderPayload(values: Record<string, unknown>): Record<string, unknown> {
  const { api_key, clear_api_key, base_url, models } = values as { api_key?: string; clear_api_key?: boolean; base_url?: string | null; models?: Record<string, string> };
  return {
    ...(typeof api_key === 'string' && api_key.trim() ? { api_key: api_key.trim() } : {}),
    clear_api_key: Boolean(clear_api_key),
    base_url: base_url ?? '',
    ...(models ? { models: Object.fromEntries(Object.entries(models).map(([slot, value]) => [slot, (value ?? '').trim()])) } : {}),
  };
}

const StoredKey = () => {
  const record = useRecordContext<{ key_set: boolean; key_last_four: string | null }>();
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="provider-key-stored">
      {translate('resources.providers.fields.key_last_four')}: {record?.key_set ? `…${record.key_last_four ?? ''}` : translate('resources.providers.not_set')}
    </Typography>
  );
};

/**
 * The provider's model slots: Replicate's named models, or the id of each text model the provider serves when it
 * differs from the catalogue's (a renamed or retired id; empty keeps the catalogue's).
 */
const ModelSlots = () => {
  const record = useRecordContext<AdminProvider>();
  const translate = useTranslate();
  if (!record) return null;
  const replicate = record.id === 'replicate';
  const slots = replicate ? replicateModelSlots : textModelSlotsOf[record.id];
  return (
    <>
      <Typography variant="subtitle2" color="primary" sx={{ mt: 2 }}>
        {translate(replicate ? 'resources.providers.helpers.models' : 'resources.providers.helpers.text_models')}
      </Typography>
      {slots.map((slot) => (
        <TextInput key={slot} source={`models.${slot}`} label={`resources.providers.fields.models.${slot}`} fullWidth helperText={replicate ? false : 'resources.providers.helpers.text_model_id'} />
      ))}
    </>
  );
};

/** One provider's connection: a new key (sealed on the server), removing it, the base URL, its model slots. */
export const ProviderEdit = () => {
  const language = useConsoleLanguage();
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toProviderPayload}>
      <SimpleForm validate={validatorFor(AdminProviderUpdate, language, toProviderPayload)} toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 800 }}>
        <TextField source="name" variant="h6" />
        <StoredKey />
        <PasswordInput source="api_key" fullWidth autoComplete="off" helperText="resources.providers.helpers.api_key" />
        <BooleanInput source="clear_api_key" />
        <TextInput source="base_url" fullWidth helperText="resources.providers.helpers.base_url" />
        <ModelSlots />
      </SimpleForm>
    </Edit>
  );
};
