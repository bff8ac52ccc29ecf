// Opening a ticket: subject, department, optionally one of the traveller's bookings (their 20 latest), and the
// first message. Validated with booking-api's own schema (createTicketBodySchema), so both refuse alike; once
// opened, the page goes to the ticket's thread. A reply a closed ticket refused arrives as `draft` (TicketPage's
// «فرستادن در تیکت جدید»): the form starts with its subject, department, booking and text.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatCalendarDate, toPersianDigits } from '@rahi/shared-contracts';
import {
  type CreateTicketBody,
  createTicketBodySchema,
  TICKET_DEPARTMENTS,
} from '@rahi/shared-contracts/api';
import { PendingButton, TICKET_DEPARTMENT_NAMES } from '@rahi/shared-ui/components';
import { FormSelect, FormTextField, useZodForm } from '@rahi/shared-ui/form';
import { useNavigate } from 'react-router-dom';
import { useProfileBookings } from '../../api/get-profile-bookings';
import { useOpenTicket } from '../../api/open-ticket';
import { logOutWhenRevoked } from '../../api/session-query';

/** A new ticket's fields to start from (router state `ticketDraft`, set by TicketPage). */
export type TicketDraft = Pick<CreateTicketBody, 'subject' | 'department' | 'message'> & {
  reserveId?: string;
};

export interface NewTicketFormProps {
  reserveId?: string;
  draft?: TicketDraft;
  onCancel: () => void;
}

export function NewTicketForm({ reserveId, draft, onCancel }: NewTicketFormProps) {
  const navigate = useNavigate();
  const start: TicketDraft = draft ?? {
    subject: '',
    department: (reserveId ? 'booking' : '') as CreateTicketBody['department'],
    reserveId,
    message: '',
  };
  // The booking the form starts with: listed even when it is not among the 20 latest.
  const chosen = start.reserveId;
  const bookings = useProfileBookings(null, 1).data?.items ?? [];
  const open = useOpenTicket();
  const form = useZodForm(createTicketBodySchema, {
    defaultValues: { ...start, reserveId: chosen ?? '' },
  });
  const submit = form.handleSubmit((values) =>
    open.mutateAsync(values).then(
      (ticket) => navigate(`/profile/ticket/${ticket.id}`),
      (error: unknown) => logOutWhenRevoked(error),
    ),
  );
  // A native select always shows an option («انتخاب کنید», «بدون رزرو»), so its label stays shrunk above it: MUI
  // shrinks a label only for a non-empty value, and left the label drawn on top of the empty option's text.
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="تیکت جدید"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <FormTextField
        control={form.control}
        name="subject"
        label="موضوع"
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <FormSelect control={form.control} name="department" label="بخش" slotProps={native}>
        <option value="" disabled>
          انتخاب کنید
        </option>
        {TICKET_DEPARTMENTS.map((department) => (
          <option key={department} value={department}>
            {TICKET_DEPARTMENT_NAMES[department]}
          </option>
        ))}
      </FormSelect>
      <FormSelect control={form.control} name="reserveId" label="رزرو مربوط (اختیاری)" slotProps={native}>
        <option value="">بدون رزرو</option>
        {chosen && !bookings.some((booking) => booking.reserveId === chosen) && (
          <option value={chosen}>{toPersianDigits(chosen)}</option>
        )}
        {bookings.map((booking) => (
          <option key={booking.reserveId} value={booking.reserveId}>
            {`${toPersianDigits(booking.reserveId)}، ${booking.hotel.name}، ${formatCalendarDate(booking.checkin, 'fa')}`}
          </option>
        ))}
      </FormSelect>
      <FormTextField
        control={form.control}
        name="message"
        label="متن پیام"
        multiline
        minRows={4}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      {open.error && (
        <Alert severity="error" sx={{ gridColumn: { sm: '1 / -1' } }}>
          {open.error.errors.join(' ')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: '1 / -1' } }}>
        <PendingButton type="submit" variant="contained" pending={open.isPending}>
          {open.isPending ? 'در حال ثبت…' : 'ثبت تیکت'}
        </PendingButton>
        <Button onClick={onCancel}>انصراف</Button>
      </Box>
    </Box>
  );
}
