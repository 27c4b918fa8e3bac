import { Grid, Typography } from '@mui/material';
import { AdminPlanUpdate } from '@packlens/contracts';
import type { ReactElement } from 'react';
import { Edit, NumberInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { validatorFor } from '../clients/validation';
import { SaveOnlyToolbar } from '../settings/SaveOnlyToolbar';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';

const sections: { title: string; inputs: ReactElement[] }[] = [
  {
    title: 'resources.plans.sections.names',
    inputs: [
      <TextInput key="name" source="name" label="resources.plans.fields.name_ja" fullWidth isRequired />,
      <TextInput key="name_en" source="name_en" fullWidth isRequired />,
      <TextInput key="name_cn" source="name_cn" fullWidth isRequired />,
    ],
  },
  {
    title: 'resources.plans.sections.prices',
    inputs: [
      <NumberInput key="price" source="price" step={1} fullWidth helperText="resources.plans.helpers.price" />,
      <NumberInput key="price_cn" source="price_cn" step={1} fullWidth />,
      <NumberInput key="price_th" source="price_th" step={1} fullWidth />,
      <NumberInput key="price_id" source="price_id" step={1} fullWidth />,
    ],
  },
  {
    title: 'resources.plans.sections.limits',
    inputs: [
      <NumberInput key="max_images" source="max_images" step={1} fullWidth helperText="resources.plans.helpers.max_images" />,
      <NumberInput key="max_accounts" source="max_accounts" step={1} fullWidth isRequired />,
      <NumberInput key="validity_period" source="validity_period" step={1} fullWidth helperText="resources.plans.helpers.validity_period" />,
    ],
  },
];

const PlanTitle = () => {
  const record = useRecordContext<{ id: number; name: string }>();
  const translate = useTranslate();
  return <>{record ? `${translate('resources.plans.name')}: ${record.name}` : ''}</>;
};

/**
 * A cleared number input is null, which the contract reads as "no price" or "no limit". The inputs set no `min`:
 * the browser's own check would speak its language, not the catalogue's.
 * The super admin edits a plan (PUT /api/admin/plans/{id}): names, prices per currency, limits, validity. Pessimistic:
 * the server's refusals (a fee on the free plan) land on their fields.
 */
export const PlanEdit = () => {
  const language = useConsoleLanguage();
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list" title={<PlanTitle />}>
      <SimpleForm validate={validatorFor(AdminPlanUpdate, language)} toolbar={<SaveOnlyToolbar />}>
        <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 1100 }}>
          {sections.map((section) => [
            <Grid key={section.title} size={12}>
              <Typography variant="subtitle2" color="primary" sx={{ mt: 1 }}>
                {translate(section.title)}
              </Typography>
            </Grid>,
            ...section.inputs.map((input) => (
              <Grid key={String(input.key)} size={{ xs: 12, md: 3 }}>
                {input}
              </Grid>
            )),
          ])}
        </Grid>
      </SimpleForm>
    </Edit>
  );
};
