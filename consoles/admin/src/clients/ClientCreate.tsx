import { AdminClientCreate } from '@packlens/contracts';
import { Create, SimpleForm } from 'react-admin';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';
import { AdministratorAccountFields } from './AdministratorAccountFields';
import { toClientPayload } from './clientPayload';
import { ClientFormFields } from './ClientFormFields';
import { validatorFor } from './validation';

/** What a new client starts with: the trial plan (id 7) and its 5 images (section 3 and 9). */
export const newClientDefaults = {
  account_type: 'corporation',
  country: 'jp',
  plan_id: 7,
  max_images: 5,
  mfa_enabled: false,
  request_payment: false,
  status: 'valid',
  admin_language: 'ja',
};

/** A new client and its administrator, who gets a mail to set a password (POST /api/admin/clients). */
export const ClientCreate = () => {
  const language = useConsoleLanguage();
  return (
    <Create redirect="show" transform={toClientPayload}>
      <SimpleForm defaultValues={newClientDefaults} validate={validatorFor(AdminClientCreate, language, toClientPayload)}>
        <ClientFormFields />
        <AdministratorAccountFields />
      </SimpleForm>
    </Create>
  );
};
