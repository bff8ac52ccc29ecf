// One titled part of the hotel page: a region named by its heading, so a screen reader can jump to it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface SectionProps {
  title: string;
  children: ReactNode;
  /** The page's anchor for this part (#rooms). */
  id?: string;
  action?: ReactNode;
}

export function Section({ title, children, id, action }: SectionProps) {
  const headingId = useId();
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: { xs: 18, md: 20 }, fontWeight: 800 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
