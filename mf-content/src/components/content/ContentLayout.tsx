// The frame of a content page: a path of links back (breadcrumbs), the heading, a lead line, the last change in
// the Jalali calendar, then the page's own body, in a column that reads well on a phone and a desktop.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDayLabel, todayInTehran } from '@rahi/shared-contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  to: string;
}

/** 'سه‌شنبه ۱۲ فروردین ۱۴۰۴' for an ISO date-time, as the day it was in Tehran. */
export const jalaliDay = (isoDateTime: string) => formatDayLabel(todayInTehran(new Date(isoDateTime)), 'fa');

export function ContentLayout({
  crumbs,
  title,
  lead,
  updatedAt,
  meta,
  children,
  wide = false,
}: {
  crumbs: readonly Crumb[];
  title: string;
  lead?: string;
  updatedAt?: string;
  /** Facts shown under the lead (category, city, reading time). */
  meta?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box
      component="article"
      sx={{ maxWidth: wide ? 1100 : 760, mx: 'auto', py: { xs: 2, md: 4 }, minWidth: 0 }}
    >
      <Breadcrumbs aria-label="مسیر صفحه" sx={{ mb: 2, fontSize: 14 }}>
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          راهی
        </Link>
        {crumbs.map((crumb) => (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ))}
        <Typography component="span" color="text.primary" sx={{ fontSize: 14 }} aria-current="page">
          {title}
        </Typography>
      </Breadcrumbs>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 }, mb: 1.5 }}>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ fontSize: 17, lineHeight: 1.9, mb: 1.5 }}>
          {lead}
        </Typography>
      )}
      {(meta || updatedAt) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3, fontSize: 14 }}>
          {meta}
          {updatedAt && (
            <Typography component="span" color="text.secondary" sx={{ fontSize: 14 }}>
              به‌روزرسانی: <time dateTime={updatedAt}>{jalaliDay(updatedAt)}</time>
            </Typography>
          )}
        </Box>
      )}
      {children}
    </Box>
  );
}
