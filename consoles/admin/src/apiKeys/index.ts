import ApiKeyIcon from '@mui/icons-material/KeyOutlined';
import { ApiKeyList } from './ApiKeyList';

/** Partner API keys of every client (issue 15): listed and revoked by the super admin; clients create them on My page. */
export default {
  list: ApiKeyList,
  icon: ApiKeyIcon,
  recordRepresentation: 'name',
};
