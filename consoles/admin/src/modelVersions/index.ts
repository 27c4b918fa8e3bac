import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { ModelVersionList } from './ModelVersionList';
import { ModelVersionShow } from './ModelVersionShow';

/** Model versions (issue 16, item 3): which one scores, their figures, promotion and roll-back by hand. */
export default {
  list: ModelVersionList,
  show: ModelVersionShow,
  icon: Inventory2Outlined,
};
