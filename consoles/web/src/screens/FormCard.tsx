import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of the public screens (login, registration, password reset): one card centred on the page with
 * the page heading, a lead sentence and the content. Wide forms (the registration form) ask for more room.
 */
export function FormCard({
  heading,
  lead,
  width = 'narrow',
  children,
  testId,
}: {
  heading: string;
  lead?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper
        sx={{ width: '100%', maxWidth: width === 'wide' ? 760 : 440, p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider' }}
        data-testid={testId}
      >
        <Typography variant="h1" data-testid="page-heading">
          {heading}
        </Typography>
        {lead && (
          <Typography color="text.secondary" variant="body2" component="div" sx={{ mt: 1, mb: 3 }}>
            {lead}
          </Typography>
        )}
        {!lead && <Box sx={{ mb: 3 }} />}
        {children}
      </Paper>
    </Box>
  );
}
