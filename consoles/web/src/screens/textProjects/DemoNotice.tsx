import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The server's notice that the offline demo generator answers (not a provider), labelled "demo"; nothing when null. */
export function DemoNotice({ notice }: { notice: string | null }) {
  const { t } = useTranslation();
  if (notice === null) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 2 }} data-testid="demo-notice">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Chip size="small" color="warning" label={t('generation.demoNotice.label')} sx={{ alignSelf: 'flex-start' }} />
        <Typography variant="body2">{notice}</Typography>
      </Stack>
    </Alert>
  );
}

/** The "demo" mark on an answer the demo generator wrote. */
export function DemoChip() {
  const { t } = useTranslation();
  return <Chip size="small" color="warning" variant="outlined" label={t('generation.conversation.demo')} data-testid="answer-demo" />;
}
