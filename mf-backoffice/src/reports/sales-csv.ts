// The sales table as a CSV file (csv-stringify), as a spreadsheet opens it: a UTF-8 byte order mark so Excel reads
// the Persian headings, plain numbers (Toman, no thousands marks) and ISO days beside the Jalali label.
import type { StaffSalesReport } from '@rahi/shared-contracts/api';
import { stringify } from 'csv-stringify/browser/esm/sync';

/** The figures' columns, in the page's table and the CSV alike. */
export const SALES_COLUMNS = [
  { key: 'bookings', label: 'رزرو پرداخت‌شده' },
  { key: 'nightsSold', label: 'شب‌اتاق فروخته' },
  { key: 'revenue', label: 'فروش (تومان)' },
  { key: 'cancellations', label: 'لغو' },
  { key: 'refunds', label: 'بازپرداخت (تومان)' },
  { key: 'leadDays', label: 'میانگین فاصله تا ورود (روز)' },
] as const;

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
  const headings = ['دوره', 'روز آغاز', ...SALES_COLUMNS.map((column) => column.label)];
  return `\uFEFF${stringify([headings, ...rows])}`;
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
