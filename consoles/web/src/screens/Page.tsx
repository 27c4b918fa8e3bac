import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of a screen: one h1 (the page heading tests and screen readers look for) and the content. */
export function Page({ heading, lead, children }: { heading: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" data-testid="page-heading">
          {heading}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {lead}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
