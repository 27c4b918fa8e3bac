import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { categoryById, type ProjectResults } from '@packlens/contracts';
import type { ReactNode } from 'react';
import type { ReportOrder } from '../../../api/projects';
import { useLanguage } from '../catalogue';
import { ReportButton } from './ReportButton';

/** One result view: its heading, its PDF download and its content. */
export function ViewSection({ id, title, projectId, report, children }: { id: string; title: string; projectId: string; report?: ReportOrder; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider' }} data-testid={`results-view-${id}`}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        {report && <ReportButton projectId={projectId} order={report} />}
      </Stack>
      {children}
    </Paper>
  );
}

type ProjectImage = ProjectResults['project']['images'][number];

/** A small preview of a project image. */
export function ImageThumb({ image, size = 56 }: { image: ProjectImage | undefined; size?: number }) {
  return (
    <Box sx={{ width: size, height: size, flexShrink: 0, bgcolor: '#eef1f5', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
      {image && <Box component="img" src={image.preview_url} alt={image.name} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />}
    </Box>
  );
}

/** The project's images by id. */
export function imagesById(results: ProjectResults): Map<string, ProjectImage> {
  return new Map(results.project.images.map((image) => [image.id, image]));
}

/** An image's thumbnail, name and the category it was scored in (issue 19: the category must be seen on results). */
export function ImageCell({ image, size = 56 }: { image: ProjectImage | undefined; size?: number }) {
  const language = useLanguage();
  const category = image?.category_id ? categoryById(image.category_id)?.name[language] : undefined;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <ImageThumb image={image} size={size} />
      <Stack>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {image?.name}
        </Typography>
        {category && (
          <Typography variant="caption" color="text.secondary" data-testid="image-category">
            {category}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
