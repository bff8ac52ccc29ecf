// A titled block of a page on an outlined card: a <section> named by its h2, an optional link to the rest beside
// the title, then its content. The profile home's blocks, the profile's password, the reservation page's
// cancellation rules.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface SectionCardProps {
  title: string;
  /** A link to where the rest is ('همه رزروها' → /profile/reserves), at the title's end. */
  more?: { label: string; to: string };
  children: ReactNode;
}

/** @example <SectionCard title="آخرین رزروها" more={{ label: 'همه رزروها', to: '/profile/reserves' }}>…</SectionCard> */
export function SectionCard({ title, more, children }: SectionCardProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1.5 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {more && (
          <Link component={RouterLink} to={more.to} underline="hover" sx={{ flexShrink: 0 }}>
            {more.label}
          </Link>
        )}
      </Box>
      {children}
    </Paper>
  );
}
