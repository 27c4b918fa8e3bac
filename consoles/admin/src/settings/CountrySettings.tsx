import { Datagrid, Edit, List, NumberField, NumberInput, SelectField, SelectInput, SimpleForm } from 'react-admin';
import { AdminCountrySettingUpdate } from '@packlens/contracts';
import { countryChoices } from '../clients/choices';
import { LocalizedDateField } from '../clients/LocalizedDateField';
import { validatorFor } from '../clients/validation';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';
import { countryStatusChoices } from './choices';
import { SaveOnlyToolbar } from './SaveOnlyToolbar';

/** Per country: whether its clients see prices and image limits, and the country's image limit (section 3). */
export const CountrySettingList = () => (
  <List title="resources.country_settings.list_title" pagination={false} exporter={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <SelectField source="country" choices={countryChoices} sortable={false} />
      <SelectField source="status" choices={countryStatusChoices} sortable={false} />
      <NumberField source="max_images" emptyText="—" sortable={false} />
      <LocalizedDateField source="updated_at" emptyText="—" sortable={false} />
    </Datagrid>
  </List>
);

export const CountrySettingEdit = () => {
  const language = useConsoleLanguage();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm validate={validatorFor(AdminCountrySettingUpdate, language)} toolbar={<SaveOnlyToolbar />}>
        <SelectField source="country" choices={countryChoices} />
        <SelectInput source="status" choices={countryStatusChoices} isRequired />
        <NumberInput source="max_images" step={1} helperText="resources.country_settings.helpers.max_images" />
      </SimpleForm>
    </Edit>
  );
};
