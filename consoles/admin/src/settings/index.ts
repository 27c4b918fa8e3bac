import CountryIcon from '@mui/icons-material/PublicOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { CountrySettingEdit, CountrySettingList } from './CountrySettings';
import { SystemSettingsEdit } from './SystemSettingsEdit';

/** System settings: one record, so its list is its edit form. */
export const systemSettings = {
  list: SystemSettingsEdit,
  edit: SystemSettingsEdit,
  icon: SettingsIcon,
};

export const countrySettings = {
  list: CountrySettingList,
  edit: CountrySettingEdit,
  icon: CountryIcon,
  recordRepresentation: 'country',
};
