// A table that keeps its columns on a phone and scrolls sideways inside its own box instead of widening the page.
// The box is a named region that takes the focus, so the keyboard can scroll it too. `headings` draws the head row.
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

export function ScrollTable({ label, headings, minWidth = 640, children }: ScrollTableProps) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ borderRadius: 2, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' } }}
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
