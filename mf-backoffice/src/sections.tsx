// The back office's pages, listed once: the address under /backoffice, the name in the side navigation, and who
// may open it. The navigation shows a member only what their roles allow, and the app refuses the rest (the API
// refuses them again: this list only decides what is drawn). A team adding a page adds its entry here.
import type { StaffRole } from '@rahi/shared-contracts/staff';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface BackofficeSection {
  /** react-router path relative to /backoffice: 'bookings', 'bookings/:reserveId'. */
  path: string;
  /** The name in the side navigation; a page without one (a record's own page) is not listed there. */
  navLabel?: string;
  /** Any of these roles opens the page. */
  roles: readonly StaffRole[];
  page: LazyExoticComponent<ComponentType>;
}

export const BACKOFFICE_SECTIONS: readonly BackofficeSection[] = [
  {
    path: 'bookings',
    navLabel: 'رزروها',
    roles: ['support', 'admin'],
    page: lazy(() => import('./bookings/BookingsPage')),
  },
  {
    path: 'bookings/:reserveId',
    roles: ['support', 'admin'],
    page: lazy(() => import('./bookings/BookingPage')),
  },
  {
    path: 'audit-log',
    navLabel: 'گزارش رویدادها',
    roles: ['admin'],
    page: lazy(() => import('./audit/AuditLogPage')),
  },
  {
    path: 'staff',
    navLabel: 'کارکنان',
    roles: ['admin'],
    page: lazy(() => import('./staff/StaffPage')),
  },
  {
    path: 'discount-codes',
    navLabel: 'کدهای تخفیف',
    roles: ['admin'],
    page: lazy(() => import('./discount-codes/DiscountCodesPage')),
  },
  {
    path: 'rates',
    navLabel: 'قیمت و ظرفیت',
    roles: ['hotel_manager', 'admin'],
    page: lazy(() => import('./rates/RatesPage')),
  },
  {
    path: 'reports',
    navLabel: 'گزارش فروش',
    roles: ['hotel_manager', 'admin'],
    page: lazy(() => import('./reports/ReportsPage')),
  },
  {
    path: 'articles',
    navLabel: 'مطالب سفر',
    roles: ['editor', 'admin'],
    page: lazy(() => import('./articles/ArticlesPage')),
  },
  {
    path: 'articles/:slug',
    roles: ['editor', 'admin'],
    page: lazy(() => import('./articles/ArticlePage')),
  },
  {
    path: 'pages',
    navLabel: 'صفحه‌های سایت',
    roles: ['editor', 'admin'],
    page: lazy(() => import('./articles/PagesPage')),
  },
  {
    path: 'pages/*',
    roles: ['editor', 'admin'],
    page: lazy(() => import('./articles/PageEditPage')),
  },
  {
    path: 'header-footer',
    navLabel: 'سربرگ و پابرگ',
    roles: ['editor', 'admin'],
    page: lazy(() => import('./articles/HeaderFooterPage')),
  },
  {
    path: 'tickets',
    navLabel: 'تیکت‌ها',
    roles: ['support', 'admin'],
    page: lazy(() => import('./desk/TicketsPage')),
  },
  {
    path: 'tickets/:id',
    roles: ['support', 'admin'],
    page: lazy(() => import('./desk/TicketPage')),
  },
  {
    path: 'hotel-confirmations',
    navLabel: 'تایید هتل',
    roles: ['hotel_manager', 'admin'],
    page: lazy(() => import('./confirmations/HotelConfirmationsPage')),
  },
  {
    path: 'reviews',
    navLabel: 'بررسی نظرها',
    roles: ['support', 'editor', 'admin'],
    page: lazy(() => import('./moderation/ReviewsPage')),
  },
  {
    path: 'inbox',
    navLabel: 'صندوق پیام‌ها',
    roles: ['support', 'editor', 'admin'],
    page: lazy(() => import('./inbox/InboxPage')),
  },
];

/** Whether a member with `roles` may open `section`. */
export const canOpen = (section: Pick<BackofficeSection, 'roles'>, roles: readonly StaffRole[]) =>
  section.roles.some((role) => roles.includes(role));
