// One ticket in the list: its subject (the link to its thread), status, department, the booking it is about
// and when it last changed.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { TicketSummary } from '@rahi/shared-contracts/api';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoment } from '../format-moment';
import { TicketStatusChip } from './TicketStatusChip';
import { DEPARTMENT_NAMES } from './ticket-labels';

export function TicketCard({ ticket }: { ticket: TicketSummary }) {
  const titleId = `ticket-${ticket.id}-title`;
  const facts = [
    `بخش ${DEPARTMENT_NAMES[ticket.department]}`,
    ticket.reserveId ? `رزرو ${toPersianDigits(ticket.reserveId)}` : null,
    `آخرین تغییر ${formatMoment(ticket.updatedAt)}`,
  ].filter((fact) => fact !== null);
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Link
          id={titleId}
          component={RouterLink}
          to={`/profile/ticket/${ticket.id}`}
          underline="hover"
          sx={{ fontWeight: 800, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {ticket.subject}
        </Link>
        <TicketStatusChip status={ticket.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {facts.join('، ')}
      </Typography>
    </Paper>
  );
}
