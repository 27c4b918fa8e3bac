import type { LearningDataSet } from '@packlens/contracts';
import { Datagrid, FunctionField, List, NumberField, TextField, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';
import { LearningDataUpload } from './LearningDataUpload';
import { TrainButton } from './TrainButton';

/**
 * The uploaded survey data sets (issue 16), newest first, with the upload panel above them. The panel stays outside
 * the list, mounted once: inside it, the list swapped one panel for another when its first answer came back empty,
 * and a file chosen in that moment went to the panel that was being removed (nothing was uploaded).
 */
export const LearningDataList = () => {
  const translate = useTranslate();
  return (
    <>
      <LearningDataUpload />
      <List title="resources.learning_data.list_title" pagination={false} exporter={false} actions={false} empty={false}>
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
