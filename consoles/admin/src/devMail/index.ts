import MailIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { DevMailList } from './DevMailList';
import { DevMailShow } from './DevMailShow';

/** Mail captured instead of sent (development only; the resource is listed only when the server says so). */
export default {
  list: DevMailList,
  show: DevMailShow,
  icon: MailIcon,
  recordRepresentation: 'subject',
};
