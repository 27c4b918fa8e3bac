import PlanIcon from '@mui/icons-material/RequestQuoteOutlined';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';

export default {
  list: PlanList,
  edit: PlanEdit,
  icon: PlanIcon,
  recordRepresentation: 'name',
};
