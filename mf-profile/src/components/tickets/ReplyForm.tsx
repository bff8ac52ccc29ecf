// The traveller's reply under a ticket's thread, checked with booking-api's schema (2 to 2000 letters).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ticketReplyBodySchema } from '@rahi/shared-contracts/api';
import { FormTextField, useZodForm } from '@rahi/shared-ui/form';
import { useReplyToTicket } from '../../api/reply-to-ticket';
import { logOutWhenRevoked } from '../../api/session-query';

export function ReplyForm({ ticketId }: { ticketId: number }) {
  const reply = useReplyToTicket(ticketId);
  const form = useZodForm(ticketReplyBodySchema, { defaultValues: { message: '' } });
  const submit = form.handleSubmit((values) =>
    reply.mutateAsync(values).then(
      () => form.reset({ message: '' }),
      (error: unknown) => logOutWhenRevoked(error),
    ),
  );
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="پاسخ به تیکت"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <FormTextField control={form.control} name="message" label="پاسخ شما" multiline minRows={3} />
      <Box>
        <Button type="submit" variant="contained" disabled={reply.isPending}>
          {reply.isPending ? 'در حال ارسال…' : 'ارسال پاسخ'}
        </Button>
      </Box>
    </Box>
  );
}
