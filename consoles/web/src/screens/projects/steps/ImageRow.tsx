import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProjectDetail } from '@packlens/contracts';
import type { ReactNode } from 'react';

type ProjectImage = ProjectDetail['images'][number];

/** One image of the project with its preview on the left and the step's input on the right. */
export function ImageRow({ image, children, testId }: { image: ProjectImage; children: ReactNode; testId: string }) {
  return (
    <Paper sx={{ p: 2, border: 1, borderColor: 'divider' }} data-testid={testId} data-id={image.id}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ width: 96, height: 96, flexShrink: 0, bgcolor: '#eef1f5', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          <Box component="img" src={image.preview_url} alt={image.name} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        </Box>
        <Typography sx={{ fontWeight: 600, width: { sm: 180 }, flexShrink: 0, overflowWrap: 'anywhere' }}>{image.name}</Typography>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
      </Stack>
    </Paper>
  );
}
