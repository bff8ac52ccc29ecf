// A reply under a ticket's thread, checked with booking-api's schema (2 to 2000 letters): the traveller's on
// their ticket page and the support desk's in the back office. The box empties once the reply is sent.
import Box from '@mui/material/Box';
import { type TicketReplyBody, ticketReplyBodySchema } from '@rahi/shared-contracts/api';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../form/FormTextField';
import { useZodForm } from '../../form/use-zod-form';
import { PendingButton } from '../PendingButton';

export interface TicketReplyFormProps {
  /** Sends the reply; the box empties when it resolves. */
  send: (body: TicketReplyBody) => Promise<unknown>;
  pending: boolean;
  /** The box's label: 'پاسخ شما', 'پاسخ پشتیبانی'. */
  label?: string;
  /** Hears the box's text as it changes ('' once sent): a page that stops offering the form keeps what was typed. */
  onDraft?: (message: string) => void;
  /** The text the box starts with: a reply kept while the ticket was closed, back once it is reopened. */
  defaultMessage?: string;
}

/** @example <TicketReplyForm send={(body) => reply.mutateAsync(body)} pending={reply.isPending} /> */
export function TicketReplyForm({
  send,
  pending,
  label = 'پاسخ شما',
  onDraft,
  defaultMessage = '',
}: TicketReplyFormProps) {
  const form = useZodForm(ticketReplyBodySchema, { defaultValues: { message: defaultMessage } });
  const draft = useWatch({ control: form.control, name: 'message' });
  useEffect(() => onDraft?.(draft), [draft, onDraft]);
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
