// The codes: name, worth (percent and cap, or a fixed amount, in Toman) and minimum purchase, days (Jalali), place
// and limits, uses (held and paid, of the total when there is one), state today and actions; it scrolls in its own
// box on a phone.
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCalendarDate, todayInTehran, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { StaffDiscountCode } from '@rahi/shared-contracts/api';
import { Ltr } from '@rahi/shared-ui/components';
import type { ReactNode } from 'react';
import { ScrollTable } from '../../components/ScrollTable';
import { CodeActions } from './CodeActions';

const HEADINGS = ['کد', 'تخفیف', 'اعتبار', 'محدوده و سقف', 'استفاده‌شده', 'وضعیت', 'کارها'];

/** «۲۰٪ تا ۳۰۰٬۰۰۰ تومان» or «۲۰۰٬۰۰۰ تومان». */
export function worthOf(code: Pick<StaffDiscountCode, 'percent' | 'amount' | 'maxDiscount'>) {
  if (code.percent === null) return tomanOf(code.amount ?? 0);
  const percent = `${toPersianDigits(code.percent)}٪`;
  return code.maxDiscount === null ? percent : `${percent} تا ${tomanOf(code.maxDiscount)}`;
}

/** «از ۱۴۰۵/۰۹/۰۱ تا ۱۴۰۵/۱۲/۲۹», «تا …», «از …» or «بدون محدودیت». */
export function daysOf(code: Pick<StaffDiscountCode, 'validFrom' | 'validTo'>) {
  const day = (iso: string) => formatCalendarDate(iso, 'fa');
  if (code.validFrom && code.validTo) return `از ${day(code.validFrom)} تا ${day(code.validTo)}`;
  if (code.validTo) return `تا ${day(code.validTo)}`;
  if (code.validFrom) return `از ${day(code.validFrom)}`;
  return 'بدون محدودیت';
}

const limitsOf = (code: StaffDiscountCode) =>
  [
    code.maxUses === null ? null : `کل: ${toPersianDigits(code.maxUses)}`,
    code.maxUsesPerTraveller === null ? null : `هر مسافر: ${toPersianDigits(code.maxUsesPerTraveller)}`,
  ]
    .filter(Boolean)
    .join('، ') || 'بدون سقف استفاده';

/**
 * Whether a booking could use the code today (Tehran's date), as booking-api decides it: disabled, past its last
 * day, before its first, its total uses taken (held and paid), or active. A code left «فعال» after its last day
 * would tell staff it still works.
 */
export function stateOf(
  code: Pick<StaffDiscountCode, 'disabled' | 'validFrom' | 'validTo' | 'maxUses' | 'uses'>,
  today: string,
): { label: string; color: 'default' | 'success' | 'warning' } {
  if (code.disabled) return { label: 'غیرفعال', color: 'default' };
  if (code.validTo !== null && code.validTo < today) return { label: 'منقضی شده', color: 'default' };
  if (code.validFrom !== null && code.validFrom > today) return { label: 'هنوز شروع نشده', color: 'warning' };
  if (code.maxUses !== null && code.uses.held + code.uses.paid >= code.maxUses)
    return { label: 'سقف پر شده', color: 'warning' };
  return { label: 'فعال', color: 'success' };
}

const placeOf = (code: StaffDiscountCode) =>
  code.hotel ? `هتل ${code.hotel.name}` : code.city ? `شهر ${code.city.name}` : 'همه هتل‌ها';

/** A cell's second line, quieter. */
const Secondary = ({ children }: { children: ReactNode }) => (
  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
    {children}
  </Typography>
);

export function CodesTable({ codes }: { codes: readonly StaffDiscountCode[] }) {
  const today = todayInTehran();
  return (
    <ScrollTable label="کدهای تخفیف" headings={HEADINGS} minWidth={860}>
      {codes.map((code) => (
        <TableRow key={code.code}>
          <TableCell>
            <Ltr>{code.code}</Ltr>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {worthOf(code)}
            {code.minPurchase > 0 && <Secondary>خرید از {tomanOf(code.minPurchase)}</Secondary>}
          </TableCell>
          <TableCell>{daysOf(code)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {placeOf(code)}
            <Secondary>{limitsOf(code)}</Secondary>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {toPersianDigits(code.uses.paid)} پرداخت‌شده
            <Secondary>{toPersianDigits(code.uses.held)} در انتظار پرداخت</Secondary>
          </TableCell>
          <TableCell>
            <Chip size="small" variant="outlined" {...stateOf(code, today)} />
          </TableCell>
          <TableCell>
            <CodeActions code={code} />
          </TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
