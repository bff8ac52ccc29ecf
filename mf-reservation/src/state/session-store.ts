// What the reservation pages keep in sessionStorage: the form typed for a draft (so an error or a reload loses
// nothing) and the booker's mobile per reserve id (the payment pages look a booking up with it, never from the
// address bar). Storage that is full or switched off is simply not used.
const FORM_KEY = (reservationId: string) => `rahi:reservation-form:${reservationId}`;
const MOBILE_KEY = (reserveId: string) => `rahi:booking-mobile:${reserveId}`;

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
