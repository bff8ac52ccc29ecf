// A ticket's messages, oldest first: the traveller's on the reading side's start, support's on the other side
// in the brand's tint, each with who wrote it and when (Jalali, Tehran time).
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TicketMessage } from '@rahi/shared-contracts/api';
import { COLORS } from '@rahi/shared-ui/tokens';
import { formatMoment } from '../format-moment';

const AUTHOR = { traveller: 'شما', support: 'پشتیبانی' } as const;

export function TicketThread({ messages }: { messages: readonly TicketMessage[] }) {
  return (
    <Box component="ol" aria-label="پیام‌ها" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {messages.map((message) => {
        const mine = message.author === 'traveller';
        return (
          <Box
            component="li"
            key={message.id}
            aria-label={`پیام ${AUTHOR[message.author]}`}
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
                {AUTHOR[message.author]}
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
