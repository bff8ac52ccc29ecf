// Who handles a ticket, and taking it ("واگذاری به من") or letting it go back to the desk.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StaffTicket } from '@rahi/shared-contracts/api';
import { useStaff } from '../../state/staff-context';
import { useTicketAction } from '../api/ticket-action';

export function TicketAssignment({ ticket }: { ticket: StaffTicket }) {
  const staff = useStaff();
  const assign = useTicketAction(ticket.id, 'assignment');
  const mine = ticket.assignee?.id === staff.id;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="body2">
        {ticket.assignee ? (
          <>
            مسئول: <bdi>{mine ? 'شما' : ticket.assignee.email}</bdi>
          </>
        ) : (
          'هنوز به کسی واگذار نشده است.'
        )}
      </Typography>
      {!mine && (
        <Button
          size="small"
          variant="outlined"
          disabled={assign.isPending}
          onClick={() => assign.mutate({ staffId: staff.id })}
        >
          واگذاری به من
        </Button>
      )}
      {ticket.assignee && (
        <Button
          size="small"
          color="inherit"
          disabled={assign.isPending}
          onClick={() => assign.mutate({ staffId: null })}
        >
          برداشتن واگذاری
        </Button>
      )}
    </Box>
  );
}
