import { countryNames, languageNames, planNames } from './catalogueNames';
import { planMessages } from '../plans/messages';
import { aiProviderMessages } from '../aiProviders/messages';
import { apiKeyMessages } from '../apiKeys/messages';
import { learningDataMessages } from '../learningData/messages';
import { modelVersionMessages } from '../modelVersions/messages';
import { trainingRunMessages } from '../trainingRuns/messages';
import { devMailMessages } from '../devMail/messages';
import { salesMessages } from '../sales/messages';
import { settingsMessages } from '../settings/messages';
import type { ConsoleMessages } from './ja';

export const en: ConsoleMessages = {
  packlens: {
    title: 'Packlens Admin Console',
    auth: {
      super_admin_only: 'This console is for super administrators only. Please sign in with a super administrator account.',
    },
    countries: countryNames('en'),
    plans: planNames('en'),
    languages: languageNames,
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
        owner_name: 'Owner name',
        administrator: 'Administrator account',
        plan_name: 'Plan',
        max_images: 'Image limit',
        mfa_enabled: 'MFA',
        status: 'Status',
        user_count: 'Users',
        registered_at: 'Registered at',
        headquarters: 'Headquarters',
        zip_code: 'Zip code',
        building: 'Building',
        plan_id: 'Plan',
        plan_expires_at: 'Plan expires',
        mfa_phone: 'MFA phone number',
        request_payment: 'Request payment',
        cancelled_at: 'Cancelled at',
        admin_email: 'Administrator’s e-mail (login ID)',
        admin_name: 'Administrator’s name',
        admin_language: 'Language of the invitation mail',
        q: 'Search',
      },
      sections: {
        company: 'Company',
        address: 'Address and phone',
        contract: 'Contract',
        security: 'Security',
        administrator: 'Administrator account (created with the client)',
      },
      helpers: {
        telephone: 'Digits only, without hyphens',
        request_payment: 'Show payment amounts even on the free and trial plans.',
        mfa_enabled: 'A verification code is mailed at each login.',
        owner_name: 'The company’s representative named in the contract; not a login account.',
        administrator: 'The administrator receives a link to set a password (valid 24 hours).',
      },
      actions: {
        export_csv: 'Download CSV',
        export_temporary_emails: 'Export pre-registered e-mails',
      },
      no_administrator: 'No administrator account',
      account_types: { corporation: 'Corporation', personal: 'Personal' },
      statuses: { valid: 'Valid', invalid: 'Invalid', cancelled: 'Cancelled' },
    },
    ...planMessages.en,
    ...settingsMessages.en,
    ...salesMessages.en,
    ...devMailMessages.en,
    ...aiProviderMessages.en,
    ...apiKeyMessages.en,
    ...learningDataMessages.en,
    ...trainingRunMessages.en,
    ...modelVersionMessages.en,
  },
  ra: {
    auth: { username: 'Email' },
  },
};
