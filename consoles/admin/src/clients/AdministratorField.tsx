import { Typography } from '@mui/material';
import type { AdminClient } from '@packlens/contracts';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The client's administrator account as the API reports it: name and e-mail, or that there is none. Not the owner
 * name, which is a name on the contract and may be blank.
 */
export const AdministratorField = (_: { source: 'administrator' }) => {
  const record = useRecordContext<AdminClient>();
  const translate = useTranslate();
  const administrator = record?.administrator;
  return (
    <Typography component="span" variant="body2" data-testid="client-administrator" sx={{ display: 'block' }}>
      {administrator ? (
        <>
          {administrator.name}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {administrator.email}
          </Typography>
        </>
      ) : (
        translate('resources.clients.no_administrator')
      )}
    </Typography>
  );
};
