// The booking's life, oldest first: made, paid, closed, and every staff action with who did it and why.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffBooking } from '@rahi/shared-contracts/api';
import { SectionCard } from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';
import { auditActionLabel } from '../../audit/audit-labels';

export function BookingHistory({ booking }: { booking: StaffBooking }) {
  return (
    <SectionCard title="تاریخچه">
      <Box component="ol" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 1 }}>
        {booking.history.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history is read whole and never reordered
          <li key={index}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {auditActionLabel(step.action)}
            </Typography>
            <Typography component="span" color="text.secondary">
              {' '}
              — {formatMoment(step.at)}
              {step.staff && (
                <>
                  {'، '}
                  <bdi dir="ltr">{step.staff}</bdi>
                </>
              )}
            </Typography>
            {step.reason && <Typography variant="body2">دلیل: {step.reason}</Typography>}
          </li>
        ))}
      </Box>
    </SectionCard>
  );
}
