// Routes for development and tests only, mounted only with RAHI_DEV_ROUTES=1 (never in production): GET
// /dev/sms-outbox lists the SMS messages sent (latest first), so the e2e suite can log in with a real code;
// POST /dev/bookings/:reserveId/expire-hold ends a booking's hold now (expire-hold.ts); POST
// /dev/bookings/:reserveId/finish-stay moves a booking's stay into the past (finish-stay.ts); PUT /dev/delay
// slows every other call down (delay.ts); PUT /dev/comment-status { open } opens or closes comments (the
// header/footer payload's comment.comment_status), as an editor would; POST /dev/staff makes a staff member with
// known credentials (staff/dev-staff.ts); POST /dev/hotels/:id/price-drop and /dev/price-alerts/check lower a
// hotel's prices and run the price-alert check now (price-drop.ts).
import { MESSAGES, normalizeMobile } from '@rahi/shared-contracts';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { setCommentsOpen } from '../header-footer/comment-status';
import { createDevStaff } from '../staff/dev-staff';
import type { DelaySwitch } from './delay';
import { expireHoldNow } from './expire-hold';
import { finishStayNow } from './finish-stay';
import { checkPriceAlertsNow, dropHotelPrices } from './price-drop';

const OUTBOX_PAGE = 50;

export function devRoutes(db: Database, clock: Clock, delay: DelaySwitch) {
  return new Hono()
    .put('/dev/delay', (c) => delay.set(c))
    .put('/dev/comment-status', async (c) => {
      const body = (await c.req.json().catch(() => undefined)) as { open?: unknown } | undefined;
      if (typeof body?.open !== 'boolean') throw new ApiProblem(422, [MESSAGES.invalidInput]);
      if (!(await setCommentsOpen(db, body.open)))
        throw new ApiProblem(404, ['محتوای سربرگ و پابرگ هنوز ثبت نشده است.']);
      return ok(c, { open: body.open });
    })
    .post('/dev/bookings/:reserveId/expire-hold', (c) => expireHoldNow(c, db, clock))
    .post('/dev/bookings/:reserveId/finish-stay', (c) => finishStayNow(c, db, clock))
    .post('/dev/staff', (c) => createDevStaff(c, db, clock))
    .post('/dev/hotels/:id/price-drop', (c) => dropHotelPrices(c, db))
    .post('/dev/price-alerts/check', (c) => checkPriceAlertsNow(c, db, clock))
    .get('/dev/sms-outbox', async (c) => {
      const given = c.req.query('mobile');
      const mobile = given === undefined ? undefined : normalizeMobile(given);
      if (mobile === null) throw new ApiProblem(422, [MESSAGES.authInvalidMobile]);
      const rows = await db
        .select({
          mobile: smsOutbox.mobile,
          purpose: smsOutbox.purpose,
          code: smsOutbox.code,
          text: smsOutbox.text,
          sender: smsOutbox.sender,
          sentAt: smsOutbox.sentAt,
        })
        .from(smsOutbox)
        .where(mobile ? eq(smsOutbox.mobile, mobile) : undefined)
        .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
        .limit(OUTBOX_PAGE);
      return ok(c, rows);
    });
}
