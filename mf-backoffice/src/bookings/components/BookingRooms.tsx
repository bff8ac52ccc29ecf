// The booking's rooms, each with its guest (name and national code or passport) and its price and extras.
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { StaffBooking } from '@rahi/shared-contracts/api';
import { Ltr, SectionCard } from '@rahi/shared-ui/components';
import { ScrollTable } from '../../components/ScrollTable';

type Room = StaffBooking['rooms'][number];

const ROOM_HEADINGS = ['اتاق', 'مهمان', 'کد ملی یا گذرنامه', 'خدمات اضافه', 'قیمت'];

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The guest's name and identity as the desk reads them: 'مریم احمدی', and the national code or passport. */
export function guestOf(room: Room): { name: string; identity: string | null } {
  const { firstName, lastName, nationalCode, passportNumber } = room.guest;
  const name = [text(firstName), text(lastName)].filter(Boolean).join(' ') || '—';
  const identity = text(nationalCode) ?? text(passportNumber);
  return { name, identity };
}

function extrasOf(room: Room): string {
  const extras = [
    room.extraBedCount > 0 ? `${toPersianDigits(room.extraBedCount)} تخت اضافه` : null,
    room.earlyCheckIn ? 'ورود زودهنگام' : null,
    room.lateCheckOut ? 'خروج دیرهنگام' : null,
  ].filter(Boolean);
  return extras.length > 0 ? extras.join('، ') : '—';
}

export function BookingRooms({ booking }: { booking: StaffBooking }) {
  return (
    <SectionCard title="اتاق‌ها و مهمانان">
      <ScrollTable label="اتاق‌ها و مهمانان رزرو" headings={ROOM_HEADINGS} minWidth={720}>
        {booking.rooms.map((room) => {
          const guest = guestOf(room);
          return (
            <TableRow key={room.roomIndex}>
              <TableCell>{room.name}</TableCell>
              <TableCell>{guest.name}</TableCell>
              <TableCell>{guest.identity ? <Ltr>{toPersianDigits(guest.identity)}</Ltr> : '—'}</TableCell>
              <TableCell>{extrasOf(room)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{tomanOf(room.customerPrice)}</TableCell>
            </TableRow>
          );
        })}
      </ScrollTable>
    </SectionCard>
  );
}
