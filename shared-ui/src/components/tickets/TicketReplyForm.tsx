// A reply under a ticket's thread, checked with booking-api's schema (2 to 2000 letters): the traveller's on
// their ticket page and the support desk's in the back office. The box empties once the reply is sent.
import Box from '@mui/material/Box';
import { type TicketReplyBody, ticketReplyBodySchema } from '@rahi/shared-contracts/api';
import { FormTextField } from '../../form/FormTextField';
import { useZodForm } from '../../form/use-zod-form';
import { PendingButton } from '../PendingButton';

export interface TicketReplyFormProps {
  /** Sends the reply; the box empties when it resolves. */
  send: (body: TicketReplyBody) => Promise<unknown>;
  pending: boolean;
  /** The box's label: 'پاسخ شما', 'پاسخ پشتیبانی'. */
  label?: string;
}

/** @example <TicketReplyForm send={(body) => reply.mutateAsync(body)} pending={reply.isPending} /> */
export function TicketReplyForm({ send, pending, label = 'پاسخ شما' }: TicketReplyFormProps) {
  const form = useZodForm(ticketReplyBodySchema, { defaultValues: { message: '' } });
  const submit = form.handleSubmit((values) =>
    send(values).then(
      () => form.reset({ message: '' }),
      () => undefined,
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
      <FormTextField control={form.control} name="message" label={label} multiline minRows={3} />
      <Box>
        <PendingButton type="submit" variant="contained" pending={pending}>
          {pending ? 'در حال ارسال…' : 'ارسال پاسخ'}
        </PendingButton>
      </Box>
    </Box>
  );
}
