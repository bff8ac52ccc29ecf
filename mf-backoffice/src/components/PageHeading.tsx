// A back-office page's title (its one h1) and, beside it, what the page offers to do.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2.5 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
