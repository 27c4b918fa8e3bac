import { Grid, Typography } from '@mui/material';
import { AdminSystemSettingsUpdate } from '@packlens/contracts';
import type { ReactElement } from 'react';
import { BooleanInput, CheckboxGroupInput, Edit, NumberInput, PasswordInput, SelectInput, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { validatorFor } from '../clients/validation';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';
import { SaveOnlyToolbar } from './SaveOnlyToolbar';
import { languageChoices, planSettingChoices } from './choices';

/** The one system-settings record. */
export const systemSettingsId = 'current';

/** The stored key is never sent back: the form shows its last four characters and takes a new one. */
const ApiKeyHelper = () => {
  const record = useRecordContext<{ api_key_last_four: string | null }>();
  const translate = useTranslate();
  const stored = record?.api_key_last_four
    ? `${translate('resources.system_settings.helpers.api_key_set')} ${record.api_key_last_four}`
    : translate('resources.system_settings.helpers.api_key_none');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="api-key-stored">
      {translate('resources.system_settings.fields.api_key_last_four')}: {stored}
    </Typography>
  );
};

/** An empty key keeps the stored one; the password input leaves a cleared field null. */
export function toSystemSettingsPayload(values: Record<string, unknown>): Record<string, unknown> {
  const { api_key, ...rest } = values;
  return typeof api_key === 'string' && api_key.trim() ? { ...rest, api_key: api_key.trim() } : rest;
}

const sections: { title: string; inputs: [number, ReactElement][] }[] = [
  {
    title: 'resources.system_settings.sections.plans',
    inputs: [
      [6, <SelectInput key="plan_setting" source="plan_setting" choices={planSettingChoices} fullWidth isRequired />],
      [6, <BooleanInput key="cost_display" source="cost_display" helperText="resources.system_settings.helpers.cost_display" />],
    ],
  },
  {
    title: 'resources.system_settings.sections.languages',
    inputs: [
      [6, <CheckboxGroupInput key="display_languages" source="display_languages" choices={languageChoices} />],
      [6, <SelectInput key="initial_language" source="initial_language" choices={languageChoices} fullWidth isRequired />],
    ],
  },
  {
    title: 'resources.system_settings.sections.chat',
    inputs: [
      [6, <NumberInput key="chat_token_limit" source="chat_token_limit" step={1} fullWidth isRequired />],
      [6, <NumberInput key="chat_request_limit" source="chat_request_limit" step={1} fullWidth isRequired />],
      [6, <PasswordInput key="api_key" source="api_key" fullWidth autoComplete="off" helperText="resources.system_settings.helpers.api_key" />],
      [6, <BooleanInput key="clear_api_key" source="clear_api_key" />],
      [12, <ApiKeyHelper key="stored" />],
    ],
  },
  {
    title: 'resources.system_settings.sections.partner_api',
    inputs: [
      [6, <NumberInput key="api_key_requests_per_minute" source="api_key_requests_per_minute" step={1} min={1} fullWidth isRequired helperText="resources.system_settings.helpers.api_key_requests_per_minute" />],
    ],
  },
];

/** System settings (section 6) as one form; saved with PUT /api/admin/system_settings/current, pessimistically. */
export const SystemSettingsEdit = () => {
  const language = useConsoleLanguage();
  const translate = useTranslate();
  return (
    <Edit resource="system_settings" id={systemSettingsId} mutationMode="pessimistic" redirect={false} title="resources.system_settings.title" transform={toSystemSettingsPayload}>
      <SimpleForm validate={validatorFor(AdminSystemSettingsUpdate, language, toSystemSettingsPayload)} toolbar={<SaveOnlyToolbar />}>
        <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 1100 }}>
          {sections.map((section) => [
            <Grid key={section.title} size={12}>
              <Typography variant="subtitle2" color="primary" sx={{ mt: 1 }}>
                {translate(section.title)}
              </Typography>
            </Grid>,
            ...section.inputs.map(([size, input]) => (
              <Grid key={String(input.key)} size={{ xs: 12, md: size }}>
                {input}
              </Grid>
            )),
          ])}
        </Grid>
      </SimpleForm>
    </Edit>
  );
};
