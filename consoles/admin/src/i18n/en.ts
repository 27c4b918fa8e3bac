import { countryNames } from './countryNames';
import type { ConsoleMessages } from './ja';

export const en: ConsoleMessages = {
  packlens: {
    title: 'Packlens Admin Console',
    auth: {
      super_admin_only: 'This console is for super administrators only. Please sign in with a super administrator account.',
    },
    countries: countryNames('en'),
  },
  resources: {
    clients: {
      name: 'Client |||| Clients',
      list_title: 'Clients',
      fields: {
        id: 'ID',
        group_id: 'Group ID',
        company: 'Company',
        department: 'Department',
        account_type: 'Account type',
        country: 'Country',
        address: 'Address',
        telephone: 'Telephone',
        owner_name: 'Administrator',
        plan_name: 'Plan',
        max_images: 'Image limit',
        mfa_enabled: 'MFA',
        status: 'Status',
        user_count: 'Users',
        registered_at: 'Registered at',
        q: 'Search',
      },
      account_types: { corporation: 'Corporation', personal: 'Personal' },
      statuses: { valid: 'Valid', invalid: 'Invalid', lock: 'Locked' },
    },
  },
  ra: {
    auth: { username: 'Email' },
  },
};
