import ProviderIcon from '@mui/icons-material/HubOutlined';
import { ProviderEdit } from './ProviderEdit';
import { ProviderList } from './ProviderList';

/** AI providers (issue 12): keys, base URLs and Replicate's named models, in system settings. */
export default {
  list: ProviderList,
  edit: ProviderEdit,
  icon: ProviderIcon,
  recordRepresentation: 'name',
};
