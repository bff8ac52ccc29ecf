// Who handles a ticket, and taking it ("واگذاری به من") or letting it go back to the desk.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffTicket } from '@rahi/shared-contracts/api';
import { PendingButton } from '@rahi/shared-ui/components';
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
        <PendingButton
          size="small"
          variant="outlined"
          pending={assign.isPending}
          onClick={() => assign.mutate({ staffId: staff.id })}
        >
          واگذاری به من
        </PendingButton>
      )}
      {ticket.assignee && (
        <PendingButton
          size="small"
          color="inherit"
          pending={assign.isPending}
          onClick={() => assign.mutate({ staffId: null })}
        >
          برداشتن واگذاری
        </PendingButton>
      )}
    </Box>
  );
}
