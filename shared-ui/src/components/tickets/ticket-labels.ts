// How a ticket's department and status read in Persian (to the traveller and the support desk alike), and the
// status chip's colour.
import type { ChipProps } from '@mui/material/Chip';
import type { TicketDepartment, TicketStatus } from '@rahi/shared-contracts/api';

export const TICKET_DEPARTMENT_NAMES: Record<TicketDepartment, string> = {
  booking: 'رزرو',
  payment: 'پرداخت',
  refund: 'استرداد وجه',
  other: 'سایر',
};

export const TICKET_STATUS_NAMES: Record<TicketStatus, string> = {
  open: 'در انتظار پاسخ',
  answered: 'پاسخ داده شده',
  closed: 'بسته شده',
};

export const TICKET_STATUS_COLORS: Record<TicketStatus, ChipProps['color']> = {
  open: 'warning',
  answered: 'success',
  closed: 'default',
};
