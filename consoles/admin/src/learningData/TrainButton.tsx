import ModelTrainingOutlined from '@mui/icons-material/ModelTrainingOutlined';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { Button, useCreate, useListContext, useNotify, useRedirect, useTranslate } from 'react-admin';

/** The learning data list's bulk action: a training run on the selected data sets. */
export const TrainButton = () => {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [includeDemo, setIncludeDemo] = useState(false);
  const [create, { isPending }] = useCreate();
  return (
    <>
      <FormControlLabel
        control={<Checkbox size="small" checked={includeDemo} onChange={(event) => setIncludeDemo(event.target.checked)} data-testid="train-include-demo" />}
        label={translate('resources.training_runs.include_demo')}
      />
      <Button
        label="resources.training_runs.train"
        disabled={isPending || selectedIds.length === 0}
        data-testid="train-button"
        onClick={() =>
          create(
            'training_runs',
            { data: { data_set_ids: selectedIds, include_demo_panel: includeDemo } },
            {
              onSuccess: () => {
                notify('resources.training_runs.requested', { type: 'success' });
                redirect('list', 'training_runs');
              },
              onError: (error) => notify((error as Error).message, { type: 'error' }),
            },
          )
        }
      >
        <ModelTrainingOutlined />
      </Button>
    </>
  );
};
