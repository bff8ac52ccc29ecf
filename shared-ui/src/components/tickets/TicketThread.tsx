// A ticket's messages, oldest first: the reader's own on the reading side's start, the other side's on the end
// in the brand's tint, each with who wrote it and when (Jalali, Tehran time). The traveller's ticket page and the
// back office's support desk draw the same thread, each as its reader.
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TicketMessage } from '@rahi/shared-contracts/api';
import { formatMoment } from '../../format/format-moment';
import { COLORS } from '../../tokens/tokens';

export type TicketReader = TicketMessage['author'];

const AUTHOR_NAMES: Record<TicketReader, Record<TicketReader, string>> = {
  traveller: { traveller: 'شما', support: 'پشتیبانی' },
  support: { traveller: 'مسافر', support: 'پشتیبانی' },
};

/** @example <TicketThread messages={ticket.messages} reader="support" /> */
export function TicketThread({
  messages,
  reader = 'traveller',
}: {
  messages: readonly TicketMessage[];
  reader?: TicketReader;
}) {
  const names = AUTHOR_NAMES[reader];
  return (
    <Box component="ol" aria-label="پیام‌ها" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {messages.map((message) => {
        const mine = message.author === reader;
        return (
          <Box
            component="li"
            key={message.id}
            aria-label={`پیام ${names[message.author]}`}
            sx={{
              justifySelf: mine ? 'start' : 'end',
              maxWidth: { xs: '92%', md: '75%' },
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: mine ? 'divider' : 'primary.light',
              bgcolor: mine ? 'background.paper' : alpha(COLORS.primary, 0.07),
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              <Box component="strong" sx={{ color: mine ? 'text.primary' : 'primary.dark' }}>
                {names[message.author]}
              </Box>
              {'، '}
              {formatMoment(message.at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.text}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
