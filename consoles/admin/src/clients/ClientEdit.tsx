import { AdminClientUpdate } from '@packlens/contracts';
import { Edit, SimpleForm } from 'react-admin';
import { useConsoleLanguage } from '../i18n/useConsoleLanguage';
import { toClientPayload } from './clientPayload';
import { ClientFormFields } from './ClientFormFields';
import { validatorFor } from './validation';

/**
 * Changes a client (PUT /api/admin/clients/{id}). Pessimistic: the form waits for the server, so its
 * per-field refusals land on the fields instead of an undo that never happens.
 */
export const ClientEdit = () => {
  const language = useConsoleLanguage();
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={toClientPayload}>
      <SimpleForm validate={validatorFor(AdminClientUpdate, language, toClientPayload)}>
        <ClientFormFields />
      </SimpleForm>
    </Edit>
  );
};
