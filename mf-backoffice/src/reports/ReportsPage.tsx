// /backoffice/reports (admins, and hotel managers for their hotels): the numbers of a range of days, by day,
// Saturday week or Jalali month: bookings paid, room nights, revenue, cancellations, refunds, average lead time,
// and the funnel city search → hotel page → reservation → paid. Each chart (MUI X Charts, drawn right to left,
// the earliest period at the right) has the same figures as a table beside it; the table downloads as CSV.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  addDays,
  formatCalendarDate,
  formatPersianNumber,
  todayInTehran,
  tomanOf,
} from '@rahi/shared-contracts';
import type { StaffSalesReport } from '@rahi/shared-contracts/api';
import type { SalesGrouping } from '@rahi/shared-contracts/staff';
import { LoadState } from '@rahi/shared-ui/components';
import { formatDecimal } from '@rahi/shared-ui/format';
import { type FormEvent, useState } from 'react';
import { useStaffQuery } from '../api/staff-query';
import { DATE_INVALID, readDateField } from '../bookings/components/BookingSearchForm';
import { PageHeading } from '../components/PageHeading';
import { useManagedHotels } from '../rates/api/rates';
import { downloadSalesCsv, SALES_COLUMNS } from './sales-csv';

interface Filters {
  from: string;
  to: string;
  by: SalesGrouping;
  hotelId: number | null;
}

const GROUPINGS: Record<SalesGrouping, string> = { day: 'روزانه', week: 'هفتگی', month: 'ماهانه' };
const lead = (days: number | null) => (days === null ? '—' : `${formatDecimal(days)} روز`);

function cell(key: (typeof SALES_COLUMNS)[number]['key'], figures: StaffSalesReport['totals']) {
  if (key === 'revenue' || key === 'refunds') return tomanOf(figures[key]);
  if (key === 'leadDays') return lead(figures.leadDays);
  return formatPersianNumber(figures[key]);
}

function FiltersForm({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const [from, setFrom] = useState(formatCalendarDate(filters.from, 'fa'));
  const [to, setTo] = useState(formatCalendarDate(filters.to, 'fa'));
  const [by, setBy] = useState(filters.by);
  const [hotelId, setHotelId] = useState(filters.hotelId);
  const [refused, setRefused] = useState<{ from?: boolean; to?: boolean }>({});
  const hotels = useManagedHotels('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = readDateField(from);
    const last = readDateField(to);
    setRefused({ from: !first, to: !last });
    if (first && last) onChange({ from: first, to: last, by, hotelId });
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="بازه‌ی گزارش"
      onSubmit={submit}
      noValidate
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr 1.6fr auto' },
        mb: 2,
      }}
    >
      <TextField
        label="از روز"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={refused.from}
        helperText={refused.from ? DATE_INVALID : ' '}
        size="small"
      />
      <TextField
        label="تا روز"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={refused.to}
        helperText={refused.to ? DATE_INVALID : ' '}
        size="small"
      />
      <TextField
        select
        label="گروه‌بندی"
        value={by}
        onChange={(event) => setBy(event.target.value as SalesGrouping)}
        size="small"
        helperText=" "
      >
        {Object.entries(GROUPINGS).map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="هتل"
        value={hotelId ?? ''}
        onChange={(event) => setHotelId(event.target.value === '' ? null : Number(event.target.value))}
        size="small"
        helperText=" "
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        <MenuItem value="">همه‌ی هتل‌ها</MenuItem>
        {(hotels.data ?? []).map((hotel) => (
          <MenuItem key={hotel.id} value={hotel.id}>
            {hotel.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        sx={{ alignSelf: 'start', gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        نمایش
      </Button>
    </Box>
  );
}

function Funnel({ funnel }: { funnel: StaffSalesReport['funnel'] }) {
  const steps = [
    { label: 'جست‌وجوی شهر', count: funnel.searches },
    { label: 'صفحه‌ی هتل', count: funnel.hotelPages },
    { label: 'صفحه‌ی رزرو', count: funnel.reservations },
    { label: 'پرداخت', count: funnel.paid },
  ].filter((step): step is { label: string; count: number } => step.count !== null);
  const first = steps[0]?.count ?? 0;
  // The steps are counted each on its own, not as one visitor's path: a hotel page is also opened from a link or
  // the home page, without a city search, so a step can be larger than the first.
  const aboveFirst = first > 0 && steps.some((step) => step.count > first);
  return (
    <Paper component="section" aria-labelledby="funnel-title" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="funnel-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        قیف فروش
      </Typography>
      <BarChart
        height={220}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: steps.map((step) => step.label), width: 90, position: 'right' }]}
        xAxis={[
          {
            reverse: true,
            height: 40,
            tickMinStep: 1,
            valueFormatter: (value: number) => formatPersianNumber(value),
          },
        ]}
        series={[
          {
            data: steps.map((step) => step.count),
            label: 'تعداد',
            valueFormatter: (v) => formatPersianNumber(v ?? 0),
          },
        ]}
        hideLegend
        aria-hidden
      />
      <Table size="small" aria-label="قیف فروش" aria-describedby={aboveFirst ? 'funnel-note' : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>گام</TableCell>
            <TableCell>تعداد</TableCell>
            <TableCell>نسبت به گام اول</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step) => (
            <TableRow key={step.label}>
              <TableCell>{step.label}</TableCell>
              <TableCell>{formatPersianNumber(step.count)}</TableCell>
              <TableCell>
                {first === 0 ? '—' : `${formatDecimal(Math.round((step.count / first) * 1000) / 10)}٪`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {aboveFirst && (
        <Typography id="funnel-note" variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          هر گام جدا شمرده می‌شود: صفحه‌ی هتل بی جست‌وجوی شهر هم باز می‌شود، پس گامی می‌تواند از گام اول بیشتر
          باشد.
        </Typography>
      )}
    </Paper>
  );
}

function Report({ report }: { report: StaffSalesReport }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const labels = report.periods.map((period) => period.label);
  const quiet = report.totals.bookings === 0 && report.totals.cancellations === 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        aria-label="جمع بازه"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' }, m: 0 }}
      >
        {SALES_COLUMNS.map((column) => (
          <Paper key={column.key} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {column.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {cell(column.key, report.totals)}
            </Typography>
          </Paper>
        ))}
      </Box>
      {quiet && <Alert severity="info">در این بازه رزرو پرداخت‌شده یا لغوی ثبت نشده است.</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Paper
          component="section"
          aria-labelledby="sales-chart-title"
          variant="outlined"
          sx={{ p: 2, minWidth: 0 }}
        >
          <Typography id="sales-chart-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            رزروها و لغوها
          </Typography>
          <BarChart
            height={260}
            xAxis={[
              {
                scaleType: 'band',
                data: labels,
                // Right to left: the earliest period at the right.
                reverse: true,
                // Room for a line of Vazirmatn, taller than the default leaves (a label that does not fit is dropped).
                height: 40,
                // A few labels whatever the range (every day's would overlap): eight, three on a phone.
                tickLabelInterval: (_value: unknown, index: number) =>
                  index % Math.ceil(labels.length / (narrow ? 3 : 8)) === 0,
              },
            ]}
            yAxis={[
              {
                position: 'right',
                tickMinStep: 1,
                valueFormatter: (value: number) => formatPersianNumber(value),
                width: 40,
              },
            ]}
            series={[
              {
                data: report.periods.map((p) => p.bookings),
                label: 'رزرو پرداخت‌شده',
                valueFormatter: (v) => formatPersianNumber(v ?? 0),
              },
              {
                data: report.periods.map((p) => p.cancellations),
                label: 'لغو',
                valueFormatter: (v) => formatPersianNumber(v ?? 0),
              },
            ]}
            aria-hidden
          />
          <Typography variant="caption" color="text.secondary">
            از {labels[0]} در راست تا {labels.at(-1)} در چپ؛ هر دوره با عددهایش در جدول پایین آمده است.
          </Typography>
        </Paper>
        <Funnel funnel={report.funnel} />
      </Box>
      <Paper component="section" aria-labelledby="sales-table-title" variant="outlined" sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
          <Typography
            id="sales-table-title"
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, flexGrow: 1 }}
          >
            جدول {GROUPINGS[report.by]}
          </Typography>
          <Button variant="outlined" size="small" onClick={() => downloadSalesCsv(report)}>
            دریافت CSV
          </Button>
        </Box>
        <TableContainer tabIndex={0} role="region" aria-labelledby="sales-table-title">
          <Table size="small" aria-labelledby="sales-table-title">
            <TableHead>
              <TableRow>
                <TableCell>دوره</TableCell>
                {SALES_COLUMNS.map((column) => (
                  <TableCell key={column.key}>{column.label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.periods.map((period) => (
                <TableRow key={period.start}>
                  <TableCell component="th" scope="row">
                    {period.label}
                  </TableCell>
                  {SALES_COLUMNS.map((column) => (
                    <TableCell key={column.key}>{cell(column.key, period)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}

export default function ReportsPage() {
  const today = todayInTehran();
  const [filters, setFilters] = useState<Filters>({
    from: addDays(today, -29),
    to: today,
    by: 'day',
    hotelId: null,
  });
  const query = new URLSearchParams({ from: filters.from, to: filters.to, by: filters.by });
  if (filters.hotelId !== null) query.set('hotelId', String(filters.hotelId));
  const report = useStaffQuery<StaffSalesReport>(`/staff/reports/sales?${query}`);
  return (
    <>
      <PageHeading title="گزارش فروش" />
      <FiltersForm filters={filters} onChange={setFilters} />
      {report.data ? (
        <Report report={report.data} />
      ) : (
        <LoadState error={report.error} onRetry={() => void report.refetch()} />
      )}
    </>
  );
}
