import type { LearningDataSet } from '@packlens/contracts';
import { Datagrid, FunctionField, List, NumberField, TextField, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';
import { LearningDataUpload } from './LearningDataUpload';
import { TrainButton } from './TrainButton';

/** The uploaded survey data sets (issue 16), newest first, with the upload panel above them. */
export const LearningDataList = () => {
  const translate = useTranslate();
  return (
    <>
      <List title="resources.learning_data.list_title" pagination={false} exporter={false} actions={false} empty={<LearningDataUpload />}>
        <LearningDataUpload />
        <Datagrid bulkActionButtons={<TrainButton />} rowClick={false} data-testid="learning-data-list">
          <LocalizedDateField source="uploaded_at" sortable={false} />
          <TextField source="file_name" sortable={false} />
          <FunctionField<LearningDataSet> source="format" sortable={false} render={(r) => translate(`resources.learning_data.formats.${r.format}`)} />
          <NumberField source="images" sortable={false} />
          <NumberField source="respondents" sortable={false} />
          <FunctionField<LearningDataSet> source="segments" sortable={false} render={(r) => r.segments.length} />
          <FunctionField<LearningDataSet> source="categories" sortable={false} render={(r) => r.categories.map((c) => `${c.category_id} (${c.images})`).join(', ')} />
          <FunctionField<LearningDataSet> source="sha256" sortable={false} render={(r) => r.sha256.slice(0, 12)} />
        </Datagrid>
      </List>
    </>
  );
};
