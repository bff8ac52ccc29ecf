// A booking paid at the sandbox bank through the app, as a traveller (or a guest) makes one: the draft, the
// booking, the bank's pay button and the verify call. Not a test file.
import type { DatabaseHandle } from '../db/client';
import {
  type buildBookingApp,
  freshMobile,
  guestsFor,
  type loggedIn,
  roomWithFreeRooms,
  saveDraft,
} from './booking-fixture';

type Api = ReturnType<typeof buildBookingApp>;
type Traveller = Awaited<ReturnType<typeof loggedIn>>;

/**
 * A booking of one room for STAY (3 days ahead, 2 nights), paid at the sandbox bank: by the logged-in traveller
 * (`null`: a guest), for their mobile unless `options.mobile` names another.
 */
export async function paidBooking(
  handle: DatabaseHandle,
  api: Api,
  traveller: Traveller | null,
  typeIndex = 0,
  options: { mobile?: string; discountCode?: string } = {},
) {
  const { hotel, type } = await roomWithFreeRooms(handle, 5, typeIndex);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const mobile = options.mobile ?? traveller?.mobile ?? freshMobile();
  const body = {
    reservationId,
    booker: { mobile },
    guests: guestsFor(1),
    ...(options.discountCode && { discountCode: options.discountCode }),
  };
  const created = await (await api.post('/bookings', body, traveller?.auth)).json();
  const { reserveId } = created.data;
  const started = await (await api.post(`/bookings/${reserveId}/payments`, { mobile })).json();
  const pressed = await api.app.request(started.data.redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  const back = new URL(pressed.headers.get('location') ?? '', 'http://rahi.test');
  const verify = { authority: back.searchParams.get('Authority'), status: back.searchParams.get('Status') };
  const verified = await (await api.post('/payments/verify', verify)).json();
  return {
    reserveId: reserveId as string,
    hotel,
    type,
    mobile,
    toPay: created.data.amounts.toPay as number,
    status: verified.data.status as string,
  };
}
