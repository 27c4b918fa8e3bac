import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Definition {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label and value pairs in two columns; each value carries `data-testid` = `${prefix}-${key}`. */
export function DefinitionList({ rows, prefix }: { rows: Definition[]; prefix: string }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 4, rowGap: 1.5, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }} data-testid={`${prefix}-${row.key}`}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
