// The card a profile page's content sits in: outlined, rounded, its children stacked in one column that never
// grows wider than the layout gives it (a row that scrolls sideways stays inside it on a phone).
import Paper, { type PaperProps } from '@mui/material/Paper';

export function PageCard({ sx, ...props }: PaperProps) {
  return (
    <Paper
      variant="outlined"
      {...props}
      sx={[
        {
          p: { xs: 2, md: 3 },
          borderRadius: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
