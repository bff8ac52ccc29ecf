// A ticket's status as a coloured chip: waiting for support, answered, closed.
import Chip from '@mui/material/Chip';
import type { TicketStatus } from '@rahi/shared-contracts/api';
import { TICKET_STATUS_COLORS, TICKET_STATUS_NAMES } from './ticket-labels';

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return (
    <Chip
      size="small"
      color={TICKET_STATUS_COLORS[status]}
      label={TICKET_STATUS_NAMES[status]}
      sx={{ fontWeight: 700 }}
    />
  );
}
