// The staff list: email, roles in Persian, hotels, state and the last sign-in (Jalali, Tehran), with each
// member's actions; it scrolls in its own box on a phone.
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { StaffMember } from '@rahi/shared-contracts/api';
import { STAFF_ROLE_LABELS } from '@rahi/shared-contracts/staff';
import { Ltr } from '@rahi/shared-ui/components';
import { formatMoment } from '@rahi/shared-ui/format';
import { ScrollTable } from '../../components/ScrollTable';
import { MemberActions } from './MemberActions';

const HEADINGS = ['ایمیل', 'نقش‌ها', 'هتل‌ها', 'وضعیت', 'آخرین ورود', 'کارها'];

/** The member's state in Persian, and its colour. */
export function memberState(member: StaffMember, now = Date.now()) {
  if (member.disabled) return { label: 'غیرفعال', color: 'default' } as const;
  if (member.lockedUntil && Date.parse(member.lockedUntil) > now)
    return { label: `قفل تا ${formatMoment(member.lockedUntil)}`, color: 'error' } as const;
  if (member.mustChangePassword) return { label: 'در انتظار نخستین ورود', color: 'warning' } as const;
  return { label: 'فعال', color: 'success' } as const;
}

export function StaffTable({ members }: { members: readonly StaffMember[] }) {
  return (
    <ScrollTable label="کارکنان" headings={HEADINGS} minWidth={900}>
      {members.map((member) => {
        const state = memberState(member);
        return (
          <TableRow key={member.id}>
            <TableCell>
              <Ltr>{member.email}</Ltr>
            </TableCell>
            <TableCell>{member.roles.map((role) => STAFF_ROLE_LABELS[role]).join('، ')}</TableCell>
            <TableCell>
              {member.hotelIds.length ? toPersianDigits(member.hotelIds.join('، ')) : '—'}
            </TableCell>
            <TableCell>
              <Chip size="small" label={state.label} color={state.color} variant="outlined" />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {member.lastSignInAt ? formatMoment(member.lastSignInAt) : 'هنوز وارد نشده'}
            </TableCell>
            <TableCell>
              <MemberActions member={member} />
            </TableCell>
          </TableRow>
        );
      })}
    </ScrollTable>
  );
}
