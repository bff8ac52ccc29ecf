// A Jalali month of a room type's nights, Saturday first: each day shows its customer price (short Toman), its
// free rooms of all and whether it is closed. Days are buttons: the first press starts a range, the second ends
// it (a past day or one without a price cannot be chosen). Below 600 px the cells keep only the day, the price
// and the free rooms.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  addDays,
  calendarPartsOf,
  formatDayLabel,
  PERSIAN_WEEKDAY_NAMES,
  shortToman,
  tomanOf,
  toPersianDigits,
  weekdayOf,
} from '@rahi/shared-contracts';
import type { StaffNight } from '@rahi/shared-contracts/api';

/** Saturday to Friday, as Iranian calendars print a week (weekday numbers 0 = Sunday). */
export const IRANIAN_WEEK = [6, 0, 1, 2, 3, 4, 5] as const;

export interface NightsMonthProps {
  first: string;
  last: string;
  today: string;
  nights: readonly StaffNight[];
  range: { from: string; to: string } | null;
  onPick: (day: string) => void;
}

/** What a screen reader hears of a day. */
export function nightLabel(day: string, night: StaffNight | undefined) {
  const date = formatDayLabel(day, 'fa');
  if (!night) return `${date}: بدون قیمت`;
  const rooms = `${toPersianDigits(night.free)} اتاق خالی از ${toPersianDigits(night.rooms)}`;
  return `${date}: ${tomanOf(night.customerPrice)}، ${rooms}${night.closed ? '، بسته' : ''}`;
}

export function NightsMonth({ first, last, today, nights, range, onPick }: NightsMonthProps) {
  const byDate = new Map(nights.map((night) => [night.date, night]));
  const lead = IRANIAN_WEEK.indexOf(weekdayOf(first) as (typeof IRANIAN_WEEK)[number]);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  const chosen = (day: string) => range !== null && day >= range.from && day <= range.to;
  return (
    <Box
      role="group"
      aria-label="شب‌های ماه"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 0.5, sm: 1 } }}
    >
      {IRANIAN_WEEK.map((weekday) => (
        <Typography
          key={weekday}
          aria-hidden
          variant="caption"
          color="text.secondary"
          sx={{ textAlign: 'center', fontWeight: 700 }}
        >
          {PERSIAN_WEEKDAY_NAMES[weekday]}
        </Typography>
      ))}
      {days.map((day) => {
        const night = byDate.get(day);
        const disabled = day < today || !night;
        const selected = chosen(day);
        return (
          <ButtonBase
            key={day}
            disabled={disabled}
            onClick={() => onPick(day)}
            aria-label={nightLabel(day, night)}
            aria-pressed={selected}
            data-date={day}
            sx={{
              // The first day starts under its weekday.
              gridColumnStart: day === first ? lead + 1 : 'auto',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'stretch',
              minHeight: { xs: 64, sm: 84 },
              p: { xs: 0.5, sm: 1 },
              borderRadius: 1,
              border: 1,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: (theme) =>
                selected
                  ? alpha(theme.palette.primary.main, 0.1)
                  : night?.closed
                    ? theme.palette.action.hover
                    : theme.palette.background.paper,
              outline: selected ? '2px solid' : 'none',
              outlineColor: 'primary.main',
              opacity: disabled ? 0.55 : 1,
              textAlign: 'start',
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark' },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 800, fontSize: { xs: 13, sm: 15 } }}>
              {toPersianDigits(calendarPartsOf(day, 'fa')?.day ?? '')}
            </Typography>
            {night && (
              <>
                <Typography component="span" sx={{ fontSize: { xs: 11, sm: 13 } }}>
                  {shortToman(night.customerPrice)}
                </Typography>
                <Typography
                  component="span"
                  color={night.closed ? 'error.main' : night.free === 0 ? 'warning.dark' : 'text.secondary'}
                  sx={{ fontSize: { xs: 11, sm: 12 } }}
                >
                  {night.closed ? 'بسته' : `${toPersianDigits(night.free)}/${toPersianDigits(night.rooms)}`}
                </Typography>
              </>
            )}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
