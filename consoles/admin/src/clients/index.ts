import ClientIcon from '@mui/icons-material/Business';
import { ClientCreate } from './ClientCreate';
import { ClientEdit } from './ClientEdit';
import { ClientList } from './ClientList';
import { ClientShow } from './ClientShow';

export default {
  list: ClientList,
  show: ClientShow,
  create: ClientCreate,
  edit: ClientEdit,
  icon: ClientIcon,
  recordRepresentation: 'company',
};
