// One ticket in a list: its subject (the link to its thread), its status, and a line of facts (department, the
// booking, the traveller, who handles it, when it last changed: each list says what its reader needs).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TicketSummary } from '@rahi/shared-contracts/api';
import { Link as RouterLink } from 'react-router-dom';
import { TicketStatusChip } from './TicketStatusChip';

/** @example <TicketCard ticket={t} to={`/profile/ticket/${t.id}`} facts={['بخش رزرو', 'آخرین تغییر …']} /> */
export function TicketCard({
  ticket,
  to,
  facts,
}: {
  ticket: Pick<TicketSummary, 'id' | 'subject' | 'status'>;
  to: string;
  facts: readonly string[];
}) {
  const titleId = `ticket-${ticket.id}-title`;
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Link
          id={titleId}
          component={RouterLink}
          to={to}
          underline="hover"
          sx={{ fontWeight: 800, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {ticket.subject}
        </Link>
        <TicketStatusChip status={ticket.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {facts.join('، ')}
      </Typography>
    </Paper>
  );
}
