import { Datagrid, FunctionField, List, NumberField, SelectField, TextField, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';
import { kindChoices } from './choices';
import { PlanNameField } from './PlanNameField';

type PlanRecord = { validity_period: number | null; unit_type_period: 'day' | 'month' | null };

/** How long a plan runs: "1 month", "1 day", or a dash. */
const ValidityField = (_props: { source: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<PlanRecord>
      source="validity_period"
      sortable={false}
      render={(record) =>
        record.validity_period === null || record.unit_type_period === null
          ? '—'
          : `${record.validity_period} ${translate(`resources.plans.units.${record.unit_type_period}`)}`
      }
    />
  );
};

/** Every plan and add-on in force, with the prices of section 9 per currency; a row opens its edit form. */
export const PlanList = () => (
  <List title="resources.plans.list_title" pagination={false} exporter={false} sort={{ field: 'id', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
      <TextField source="id" sortable={false} />
      <PlanNameField />
      <SelectField source="kind" choices={kindChoices} sortable={false} />
      <NumberField source="price" emptyText="—" sortable={false} />
      <NumberField source="price_cn" emptyText="—" sortable={false} />
      <NumberField source="price_th" emptyText="—" sortable={false} />
      <NumberField source="price_id" emptyText="—" sortable={false} />
      <NumberField source="max_images" emptyText="—" sortable={false} />
      <NumberField source="max_accounts" sortable={false} />
      <ValidityField source="validity_period" />
      <LocalizedDateField source="edited_at" emptyText="—" sortable={false} />
    </Datagrid>
  </List>
);
