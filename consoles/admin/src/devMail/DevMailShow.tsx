import { Box, Link, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { LocalizedDateField } from '../clients/LocalizedDateField';

const urlPattern = /(https?:\/\/[^\s<]+)/g;

/** The mail's text with its links clickable (they open the product on this origin, as the recipient would). */
const MailBody = () => {
  const record = useRecordContext<{ text: string }>();
  if (!record) return null;
  const parts = record.text.split(urlPattern);
  return (
    <Labeled source="text">
      <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }} data-testid="dev-mail-body">
        {parts.map((part, index) =>
          index % 2 === 1 ? (
            <Link key={index} href={part} data-testid="mail-link">
              {part}
            </Link>
          ) : (
            <Fragment key={index}>{part}</Fragment>
          ),
        )}
      </Typography>
    </Labeled>
  );
};

export const DevMailShow = () => (
  <Show>
    <SimpleShowLayout>
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
        <Labeled source="created_at">
          <LocalizedDateField source="created_at" />
        </Labeled>
        <TextField source="to" />
        <TextField source="from" />
        <TextField source="kind" />
        <TextField source="language" />
      </Stack>
      <TextField source="subject" />
      <Box>
        <MailBody />
      </Box>
    </SimpleShowLayout>
  </Show>
);
