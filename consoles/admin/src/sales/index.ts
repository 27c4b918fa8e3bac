import SalesIcon from '@mui/icons-material/PointOfSaleOutlined';
import { SalesList } from './SalesList';

export default {
  list: SalesList,
  icon: SalesIcon,
};
