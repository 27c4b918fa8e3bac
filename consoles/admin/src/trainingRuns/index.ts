import ModelTrainingOutlined from '@mui/icons-material/ModelTrainingOutlined';
import { TrainingRunList } from './TrainingRunList';
import { TrainingRunShow } from './TrainingRunShow';

/** Training runs (issue 16): started from the learning data list, followed here. */
export default {
  list: TrainingRunList,
  show: TrainingRunShow,
  icon: ModelTrainingOutlined,
};
