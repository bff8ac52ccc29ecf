// What the reservation pages keep in sessionStorage: the form typed for a draft (so an error or a reload loses
// nothing), the booker's mobile per reserve id (the payment pages look a booking up with it, never from the
// address bar) and the booking made from each draft (so coming back from the bank offers to pay that one). Storage that is full or switched off is simply not used.
const FORM_KEY = (reservationId: string) => `rahi:reservation-form:${reservationId}`;
const MOBILE_KEY = (reserveId: string) => `rahi:booking-mobile:${reserveId}`;
const DRAFT_BOOKING_KEY = (reservationId: string) => `rahi:draft-booking:${reservationId}`;

function read<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the page still works, it only forgets on reload.
  }
}

export const readSavedForm = <T>(reservationId: string) => read<T>(FORM_KEY(reservationId));
export const saveForm = (reservationId: string, values: unknown) => write(FORM_KEY(reservationId), values);
export const readBookingMobile = (reserveId: string) => read<string>(MOBILE_KEY(reserveId));
export const saveBookingMobile = (reserveId: string, mobile: string) => write(MOBILE_KEY(reserveId), mobile);
export const readDraftBooking = (reservationId: string) => read<string>(DRAFT_BOOKING_KEY(reservationId));
export const saveDraftBooking = (reservationId: string, reserveId: string) =>
  write(DRAFT_BOOKING_KEY(reservationId), reserveId);
