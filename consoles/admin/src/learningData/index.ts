import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { LearningDataList } from './LearningDataList';

/** Additional learning (issue 16): the super admin uploads survey data sets, checked before anything is stored. */
export default {
  list: LearningDataList,
  icon: SchoolOutlined,
};
