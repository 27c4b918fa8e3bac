import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/AlternateEmailOutlined';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import { saveFile, type DownloadedFile } from '../http/apiDownload';
import type { PacklensDataProvider } from '../http/adminDataProvider';

/** A download is a command: the button waits for the server and says why when it refuses. */
function useDownload(fetchFile: (dataProvider: PacklensDataProvider) => Promise<DownloadedFile>) {
  const dataProvider = useDataProvider<PacklensDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    fetchFile(dataProvider)
      .then(saveFile, (error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  return { start, pending };
}

/** CSV of the clients the list shows now (its filter and sort), made by the server: every page, not only this one. */
export const ExportClientsButton = () => {
  const { filterValues, sort } = useListContext();
  const download = useDownload((dataProvider) => dataProvider.exportClients({ filter: filterValues, sort }));
  return (
    <Button label="resources.clients.actions.export_csv" onClick={download.start} disabled={download.pending} data-testid="clients-export-csv">
      <DownloadIcon />
    </Button>
  );
};

/** CSV of pre-registered e-mail addresses whose registration was never completed. */
export const ExportTemporaryEmailsButton = () => {
  const download = useDownload((dataProvider) => dataProvider.exportTemporaryRegistrationEmails());
  return (
    <Button
      label="resources.clients.actions.export_temporary_emails"
      onClick={download.start}
      disabled={download.pending}
      data-testid="temporary-emails-export"
    >
      <EmailIcon />
    </Button>
  );
};
