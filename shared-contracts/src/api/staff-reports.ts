// The back office's numbers (GET /staff/reports/sales, admins for any hotel or all, hotel managers for theirs): per
// day, week or Jalali month the bookings paid, room nights sold, revenue, cancellations, refunds and the average
// lead time, and the funnel city search → hotel page → reservation → paid over the range. Money in Rial; dates
// YYYY-MM-DD (Tehran days), `to` included.

import { isIsoDate } from '@rahi/shared-contracts';
import * as z from 'zod';
import { STAFF_REPORTS_MESSAGES as M } from '../staff';
import { idSchema } from './common';

/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 366;

const day = z.string({ error: M.dateInvalid }).refine(isIsoDate, { error: M.dateInvalid });

export const staffSalesQuerySchema = z
  .object({
    from: day,
    to: day,
    by: z.enum(['day', 'week', 'month'], { error: M.byInvalid }).default('day'),
    /** One hotel; none: every hotel the member may see. */
    hotelId: z.coerce.number().pipe(idSchema).optional(),
  })
  .refine((query) => query.from <= query.to, { error: M.datesOrder, path: ['to'] })
  .refine(
    (query) =>
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 <
      REPORT_MAX_DAYS,
    { error: M.rangeTooLong, path: ['to'] },
  );
export type StaffSalesQuery = z.infer<typeof staffSalesQuerySchema>;

const figures = {
  bookings: z.int(),
  nightsSold: z.int(),
  revenue: z.number(),
  cancellations: z.int(),
  refunds: z.number(),
  leadDays: z.number().nullable(),
};

export const staffSalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(['day', 'week', 'month']),
  hotelId: z.int().nullable(),
  periods: z.array(z.object({ start: z.string(), label: z.string(), ...figures })),
  totals: z.object(figures),
  funnel: z.object({
    /** City searches; null for a hotel's own report (a search is of a city, not of one hotel). */
    searches: z.int().nullable(),
    hotelPages: z.int(),
    reservations: z.int(),
    paid: z.int(),
  }),
});
export type StaffSalesReport = z.infer<typeof staffSalesReportSchema>;
