// /backoffice/rates (hotel managers for their hotels, admins for any): a room type's nights a Jalali month at a
// time (customer price, free rooms of all, closed), and one change to a range of them. An admin finds a hotel by
// name; a manager chooses among their own. A file of rates can be sent for the whole hotel, and the hotel's own
// details (description, amenities, phone, times) edited. A change is seen by travellers on their next search, on every
// instance (booking-api announces it to every cache).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addMonths,
  type CalendarMonth,
  monthOf,
  monthSpan,
  PERSIAN_MONTH_NAMES,
  todayInTehran,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { LoadState } from '@rahi/shared-ui/components';
import { type FormEvent, useEffect, useState } from 'react';
import { PageHeading } from '../components/PageHeading';
import { useStaff } from '../state/staff-context';
import { useChangeNights, useManagedHotels, useNights } from './api/rates';
import { HotelDetailsDialog } from './components/HotelDetailsDialog';
import { HotelPhotosDialog } from './components/HotelPhotosDialog';
import { ImportDialog } from './components/ImportDialog';
import { NightsChangeForm } from './components/NightsChangeForm';
import { NightsMonth } from './components/NightsMonth';

const monthName = (month: CalendarMonth) =>
  `${PERSIAN_MONTH_NAMES[month.month - 1]} ${toPersianDigits(month.year)}`;

export default function RatesPage() {
  const staff = useStaff();
  const admin = staff.roles.includes('admin');
  const today = todayInTehran();
  const thisMonth = monthOf(today, 'fa') as CalendarMonth;
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const hotels = useManagedHotels(q);
  const [hotelId, setHotelId] = useState<number | null>(null);
  const [roomTypeId, setRoomTypeId] = useState<number | null>(null);
  const [month, setMonth] = useState(thisMonth);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [changed, setChanged] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [photos, setPhotos] = useState(false);

  const list = hotels.data ?? [];
  const hotel = list.find((found) => found.id === hotelId) ?? list[0] ?? null;
  const roomType = hotel?.roomTypes.find((type) => type.id === roomTypeId) ?? hotel?.roomTypes[0] ?? null;
  const span = monthSpan(month, 'fa') as { first: string; last: string };
  const nights = useNights(hotel?.id ?? null, roomType?.id ?? null, span.first, span.last);
  const change = useChangeNights(hotel?.id ?? 0, roomType?.id ?? 0);

  // A new hotel, room type or month starts with nothing picked and nothing said.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are what reset the pick
  useEffect(() => {
    setRange(null);
    setAnchor(null);
    setChanged(null);
    change.reset();
  }, [hotel?.id, roomType?.id, month.year, month.month]);

  const pick = (day: string) => {
    setChanged(null);
    if (anchor === null) {
      setAnchor(day);
      setRange({ from: day, to: day });
      return;
    }
    setRange(anchor <= day ? { from: anchor, to: day } : { from: day, to: anchor });
    setAnchor(null);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setHotelId(null);
  };

  return (
    <>
      <PageHeading title="قیمت و ظرفیت">
        {hotel && (
          <>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              اطلاعات هتل
            </Button>
            <Button variant="outlined" onClick={() => setPhotos(true)}>
              عکس‌ها
            </Button>
            <Button variant="outlined" onClick={() => setImporting(true)}>
              بارگذاری فایل قیمت‌ها
            </Button>
          </>
        )}
      </PageHeading>
      {importing && hotel && <ImportDialog hotel={hotel} onClose={() => setImporting(false)} />}
      {editing && hotel && <HotelDetailsDialog hotel={hotel} onClose={() => setEditing(false)} />}
      {photos && hotel && <HotelPhotosDialog hotel={hotel} onClose={() => setPhotos(false)} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}>
        {admin && (
          <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
            <TextField
              label="نام هتل"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              size="small"
            />
            <Button type="submit" variant="outlined">
              جست‌وجو
            </Button>
          </Box>
        )}
        {hotels.data && list.length > 0 && hotel && (
          <>
            <TextField
              select
              size="small"
              label="هتل"
              value={hotel.id}
              onChange={(event) => {
                setHotelId(Number(event.target.value));
                setRoomTypeId(null);
              }}
              sx={{ minWidth: 220 }}
            >
              {list.map((found) => (
                <MenuItem key={found.id} value={found.id}>
                  {found.name} ({found.city})
                </MenuItem>
              ))}
            </TextField>
            {roomType && (
              <TextField
                select
                size="small"
                label="نوع اتاق"
                value={roomType.id}
                onChange={(event) => setRoomTypeId(Number(event.target.value))}
                sx={{ minWidth: 200 }}
              >
                {hotel.roomTypes.map((type) => (
                  <MenuItem key={type.id} value={type.id}>
                    {type.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        )}
      </Box>
      {!hotels.data ? (
        <LoadState error={hotels.error} onRetry={() => void hotels.refetch()} />
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {q ? 'هتلی با این نام پیدا نشد.' : 'هتلی به شما سپرده نشده است.'}
        </Typography>
      ) : !roomType ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          این هتل هنوز نوع اتاقی ندارد.
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' },
          }}
        >
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
              <IconButton
                aria-label="ماه قبل"
                disabled={month.year === thisMonth.year && month.month === thisMonth.month}
                onClick={() => setMonth(addMonths(month, -1))}
              >
                ›
              </IconButton>
              <Typography
                component="h2"
                variant="h6"
                sx={{ flexGrow: 1, textAlign: 'center', fontWeight: 800 }}
              >
                {monthName(month)}
              </Typography>
              <IconButton aria-label="ماه بعد" onClick={() => setMonth(addMonths(month, 1))}>
                ‹
              </IconButton>
            </Box>
            {!nights.data ? (
              <LoadState error={nights.error} onRetry={() => void nights.refetch()} />
            ) : (
              <>
                {nights.data.nights.length === 0 && (
                  <Typography color="text.secondary" sx={{ mb: 1 }}>
                    برای این ماه هنوز قیمتی ثبت نشده است.
                  </Typography>
                )}
                <NightsMonth
                  first={span.first}
                  last={span.last}
                  today={today}
                  nights={nights.data.nights}
                  range={range}
                  onPick={pick}
                />
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                  هر خانه: قیمت فروش یک شب (م: میلیون تومان، ه: هزار تومان) و اتاق خالی از کل اتاق‌های آن شب.
                </Typography>
              </>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <NightsChangeForm
              range={range}
              pending={change.isPending}
              error={change.error}
              changed={changed}
              onSubmit={(body) => {
                setChanged(null);
                change.mutateAsync(body).then(
                  (answer) => setChanged(answer.changed),
                  () => {},
                );
              }}
            />
          </Paper>
        </Box>
      )}
    </>
  );
}
