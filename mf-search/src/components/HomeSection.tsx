// A titled section of the home page, with an optional "see all" link beside the title.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface HomeSectionProps {
  id: string;
  title: string;
  more?: { label: string; to: string };
  children: ReactNode;
}

export function HomeSection({ id, title, more, children }: HomeSectionProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {more ? (
          <Link component={RouterLink} to={more.to} underline="hover" sx={{ fontWeight: 600, fontSize: 14 }}>
            {more.label}
          </Link>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}

/** The grid the home page's rows of cards sit in: a row that scrolls sideways on a phone, four columns on a desktop. */
export const TILE_GRID_SX = {
  display: 'grid',
  gap: 2,
  gridAutoFlow: { xs: 'column', sm: 'row' },
  gridAutoColumns: { xs: '78%', sm: 'auto' },
  gridTemplateColumns: { sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  overflowX: { xs: 'auto', sm: 'visible' },
  pb: { xs: 1, sm: 0 },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;
