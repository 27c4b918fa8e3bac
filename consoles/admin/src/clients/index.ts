import ClientIcon from '@mui/icons-material/Business';
import { ClientList } from './ClientList';
import { ClientShow } from './ClientShow';

export default {
  list: ClientList,
  show: ClientShow,
  icon: ClientIcon,
  recordRepresentation: 'company',
};
