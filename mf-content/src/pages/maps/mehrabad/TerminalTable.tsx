// The terminals as a table: each terminal, the metro station that serves it, and a line about it.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Airport } from '@rahi/shared-contracts/api';

export function TerminalTable({ airport, captionId }: { airport: Airport; captionId: string }) {
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" aria-labelledby={captionId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              پایانه
            </TableCell>
            <TableCell component="th" scope="col">
              ایستگاه مترو
            </TableCell>
            <TableCell component="th" scope="col">
              توضیح
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {airport.guide.terminals.map((terminal) => (
            <TableRow key={terminal.code}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {terminal.name}
              </TableCell>
              <TableCell>{terminal.metroStation ?? 'ندارد'}</TableCell>
              <TableCell sx={{ lineHeight: 1.9 }}>{terminal.about}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
