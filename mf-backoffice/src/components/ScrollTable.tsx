// A table that keeps its columns on a phone and scrolls sideways inside its own box instead of widening the page.
// The box is a named region that takes the focus, so the keyboard can scroll it too. `headings` draws the head row.
// A shadow on a side where more columns lie hidden says the box scrolls (backgrounds only, no script: each side's
// shadow stays with the box, a cover of the paper's colour moves with the content and hides it at that end).
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface ScrollTableProps {
  label: string;
  headings?: readonly string[];
  minWidth?: number;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * Covers attached to the content (`local`) over shadows attached to the box (`scroll`), on both sides. Linear
 * gradients only: the right-to-left plugin flips their sides and directions together (not a radial's centre).
 */
const scrollShadows = (paper: string) =>
  [
    `linear-gradient(to right, ${paper} 40%, transparent) left center / 40px 100% no-repeat local`,
    `linear-gradient(to left, ${paper} 40%, transparent) right center / 40px 100% no-repeat local`,
    'linear-gradient(to right, rgba(0, 0, 0, 0.16), transparent) left center / 14px 100% no-repeat scroll',
    'linear-gradient(to left, rgba(0, 0, 0, 0.16), transparent) right center / 14px 100% no-repeat scroll',
    paper,
  ].join(', ');

export function ScrollTable({ label, headings, minWidth = 640, children }: ScrollTableProps) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        borderRadius: 2,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
        background: ({ palette }) => scrollShadows(palette.background.paper),
      }}
    >
      <Table size="small" sx={{ minWidth }} aria-label={label}>
        {headings && (
          <TableHead>
            <TableRow>
              {headings.map((heading) => (
                <TableCell key={heading} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
        )}
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
