// The reservation form's values, drawn on load; its rules (zod schemas, about 25 KiB gzip) are a chunk loaded when
// the form is first focused or validated (reservation-form-rules.ts), and the pay button takes the guests from it.
import { emptyGuest } from '@rahi/shared-contracts/api';
import { deferredRules } from '@rahi/shared-ui/form';
import type * as z from 'zod';
import { TEXTS } from '../texts';
import type { reservationFormSchema } from './reservation-form-rules';

export type ReservationFormInput = z.input<typeof reservationFormSchema>;
export type ReservationFormValues = z.output<typeof reservationFormSchema>;

const loadRules = () =>
  import(/* webpackChunkName: "deferred-reservation-rules" */ './reservation-form-rules');

/** The form's resolver and the guests of a valid form; a chunk that cannot load refuses with TEXTS.loadFailed. */
export const reservationRules = deferredRules<ReservationFormInput, ReservationFormValues>(
  () => loadRules().then((rules) => rules.reservationFormResolver),
  TEXTS.loadFailed,
);

/** The guests as POST /bookings takes them, once the form is valid (its rules are loaded by then). */
export const bookingGuestsOf = async (values: ReservationFormValues) =>
  (await loadRules()).bookingGuests(values);

/** Default values: what this session typed for the draft, fitted to its number of rooms. */
export function formDefaults(roomCount: number, saved?: Partial<ReservationFormInput>): ReservationFormInput {
  const guests = Array.from({ length: roomCount }, (_, index) => ({
    ...emptyGuest(),
    ...saved?.guests?.[index],
  }));
  return { guests, mobile: saved?.mobile ?? '', email: saved?.email ?? '' };
}
