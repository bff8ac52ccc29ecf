// One contact message or partner registration: what kind, its state, the sender's mobile, when, every field as
// the sender typed it (plain text), the ticket a signed-in sender's message opened, and the state buttons.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { FormKind, InboxItem, InboxStateBody } from '@rahi/shared-contracts/api';
import { INBOX_STATE_LABELS } from '@rahi/shared-contracts/staff';
import { Ltr, PendingButton } from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';
import { Link as RouterLink } from 'react-router-dom';
import { useInboxState } from '../api/set-inbox-state';
import { submissionFields } from '../submission-fields';

export const FORM_KIND_NAMES: Record<FormKind, string> = {
  contact: 'پیام تماس',
  artist: 'ثبت‌نام هنرمند',
  airport: 'ثبت‌نام ترانسفر فرودگاهی',
};

const ACTIONS: { state: InboxStateBody['state']; label: string }[] = [
  { state: 'read', label: 'خوانده شد' },
  { state: 'answered', label: 'پاسخ داده شد' },
  { state: 'archived', label: 'بایگانی' },
];

export function InboxItemCard({ item }: { item: InboxItem }) {
  const setState = useInboxState(item);
  const titleId = `inbox-${item.kind}-${item.id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, flexGrow: 1 }}>
          {FORM_KIND_NAMES[item.kind]} {toPersianDigits(item.id)}
        </Typography>
        <Chip
          size="small"
          label={INBOX_STATE_LABELS[item.state]}
          color={item.state === 'new' ? 'warning' : 'default'}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        از <Ltr>{toPersianDigits(item.mobile)}</Ltr>، {formatMoment(item.createdAt)}
        {item.ticketId && (
          <>
            {'، '}
            <Link component={RouterLink} to={`/backoffice/tickets/${item.ticketId}`}>
              تیکت {toPersianDigits(item.ticketId)}
            </Link>
          </>
        )}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {submissionFields(item.data).map((field) => (
          <Box key={field.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {field.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ACTIONS.filter((action) => action.state !== item.state).map((action) => (
          <PendingButton
            key={action.state}
            size="small"
            variant={action.state === 'archived' ? 'text' : 'outlined'}
            pending={setState.isPending}
            onClick={() => setState.mutate({ state: action.state })}
          >
            {action.label}
          </PendingButton>
        ))}
      </Box>
    </Paper>
  );
}
