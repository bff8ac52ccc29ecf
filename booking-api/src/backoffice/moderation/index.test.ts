// Moderation and the inbox through app.request(): a held review published moves its hotel's figures, a rejected
// one leaves them; a contact message is read, answered and archived; each audited.
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { formSubmissions, hotels, reviews, staffAuditLog } from '../../db/schema';
import { buildBookingApp, flushBookingApps, openSeededDatabase } from '../../testing/booking-fixture';
import { signedInStaff } from '../desk-test-kit';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase({ hotels: 1, days: 3 });
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

const scores = { staff: 1, cleanliness: 1, restaurant: 1, location: 1, valueForMoney: 1 };

async function heldReview(hotelId: number) {
  const [row] = await handle.db
    .insert(reviews)
    .values({
      hotelId,
      author: 'مسافر',
      rating: 1,
      scores,
      recommend: false,
      text: 'بد بود http://x.example',
      stayedOn: '2026-01-01',
      status: 'held',
      verified: true,
      moderationNote: 'link',
    })
    .returning();
  if (!row) throw new Error('no review');
  return row.id;
}

const hotelOf = async (id: number) => (await handle.db.select().from(hotels).where(eq(hotels.id, id)))[0];

describe('/staff/reviews', () => {
  it("lists held reviews; publishing one averages the hotel's figures again, rejecting leaves them", async () => {
    const api = buildBookingApp(handle);
    const [hotel] = await handle.db.select().from(hotels).limit(1);
    const hotelId = hotel?.id ?? 0;
    const before = await hotelOf(hotelId);
    const published = await heldReview(hotelId);
    const rejected = await heldReview(hotelId);
    const editor = await signedInStaff(handle, ['editor']);
    const held = (await (await api.get('/staff/reviews?status=held', editor.headers)).json()).data;
    expect(held.items.map((item: { id: number }) => item.id)).toEqual(
      expect.arrayContaining([published, rejected]),
    );

    const answer = await api.post(
      `/staff/reviews/${published}/decision`,
      { decision: 'publish' },
      editor.headers,
    );
    const result = (await answer.json()).data;
    expect(result.hotel.reviewsCount).toBe((before?.reviewsCount ?? 0) + 1);
    expect(result.hotel.rating).toBeLessThan(before?.rating ?? 0);
    await api.post(`/staff/reviews/${rejected}/decision`, { decision: 'reject' }, editor.headers);
    expect((await hotelOf(hotelId))?.reviewsCount).toBe((before?.reviewsCount ?? 0) + 1);
    const [audit] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, String(rejected)));
    expect(audit).toMatchObject({
      action: 'review_rejected',
      entityType: 'review',
      staffId: editor.staff.id,
    });
    const hotelSide = await signedInStaff(handle, ['hotel_manager'], [hotelId]);
    expect((await api.get('/staff/reviews', hotelSide.headers)).status).toBe(403);
  });
});

describe('/staff/inbox', () => {
  it('moves a contact message from new to read, answered and archived, audited', async () => {
    const api = buildBookingApp(handle);
    const [row] = await handle.db
      .insert(formSubmissions)
      .values({ kind: 'contact', mobile: '09120000000', data: { message: 'سلام' } })
      .returning();
    const id = row?.id ?? 0;
    const agent = await signedInStaff(handle, ['support']);
    const fresh = (await (await api.get('/staff/inbox?kind=contact&state=new', agent.headers)).json()).data;
    expect(fresh.items.map((item: { id: number }) => item.id)).toContain(id);
    for (const state of ['read', 'answered', 'archived']) {
      const moved = await api.post(`/staff/inbox/contact/${id}/state`, { state }, agent.headers);
      expect((await moved.json()).data.state).toBe(state);
    }
    expect((await api.get(`/staff/inbox/artist/${id}`, agent.headers)).status).toBe(404);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityType, 'inbox_contact'));
    expect(audit.map((entry) => entry.after)).toEqual([
      { state: 'read' },
      { state: 'answered' },
      { state: 'archived' },
    ]);
  });
});
