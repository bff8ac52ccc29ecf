// The sales table as a CSV file (csv-stringify), as a spreadsheet opens it: a UTF-8 byte order mark so Excel reads
// the Persian headings, plain numbers (Toman, no thousands marks) and ISO days beside the Jalali label.
import type { StaffSalesReport } from '@rahi/shared-contracts/api';
import { stringify } from 'csv-stringify/browser/esm/sync';

const HEADINGS = [
  'دوره',
  'روز آغاز',
  'رزرو پرداخت‌شده',
  'شب‌اتاق فروخته',
  'فروش (تومان)',
  'لغو',
  'بازپرداخت (تومان)',
  'میانگین فاصله تا ورود (روز)',
];

/** The file's text. */
export function salesCsv(report: StaffSalesReport): string {
  const rows = report.periods.map((period) => [
    period.label,
    period.start,
    period.bookings,
    period.nightsSold,
    Math.round(period.revenue / 10),
    period.cancellations,
    Math.round(period.refunds / 10),
    period.leadDays ?? '',
  ]);
  return `\uFEFF${stringify([HEADINGS, ...rows])}`;
}

/** Saves the report as rahi-sales-{from}-{to}.csv. */
export function downloadSalesCsv(report: StaffSalesReport) {
  const url = URL.createObjectURL(new Blob([salesCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `rahi-sales-${report.from}-${report.to}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
