// The back office's desk operations under /staff (the staff session's own routes live in staff/): the support
// desk's tickets, bookings and support's actions on them, hotels' answers to bookings waiting for them, review
// moderation and the inbox of the public forms, the discount codes, hotels' rates, availability and photos, travel tips, CMS pages and the header/footer payload, and the numbers. Every change is audited in its own transaction.
import { Hono } from 'hono';
import type { StaffEnv } from '../staff/require-staff';
import { deskBookingRoutes } from './bookings';
import { contentRoutes } from './content';
import { headerFooterEditingRoutes } from './content/header-footer';
import { pageEditingRoutes } from './content/pages';
import type { DeskDeps } from './deps';
import { discountCodeAdminRoutes } from './discount-codes';
import { hotelConfirmationRoutes } from './hotel-confirmations';
import { moderationRoutes } from './moderation';
import { photoRoutes } from './photos';
import { rateRoutes } from './rates';
import { reportRoutes } from './reports';
import { deskTicketRoutes } from './tickets';

export type { DeskDeps } from './deps';

export function backofficeRoutes(deps: DeskDeps) {
  return new Hono<StaffEnv>()
    .route('/', deskTicketRoutes(deps))
    .route('/', deskBookingRoutes(deps))
    .route('/', hotelConfirmationRoutes(deps))
    .route('/', moderationRoutes(deps))
    .route('/', discountCodeAdminRoutes(deps))
    .route('/', rateRoutes(deps))
    .route('/', photoRoutes(deps))
    .route('/', contentRoutes(deps))
    .route('/', pageEditingRoutes(deps))
    .route('/', headerFooterEditingRoutes(deps))
    .route('/', reportRoutes(deps));
}
