// The reservation form's rules: one head guest per room, Iranian (national code with its check digit)
// or foreign (passport and nationality), and the booker's mobile and optional email. Built from the same
// shared-contracts schemas booking-api validates POST /bookings with, so both refuse with the same words; a
// guest's fields are guestFormSchema, the one a saved passenger is typed with on the profile too. A chunk of its
// own, with zod: the page loads it when the form is first focused or validated (reservation-form.ts).
import { BOOKING_MESSAGES, PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { type BookingGuest, guestFormSchema, identityBodyOf, mobileSchema } from '@rahi/shared-contracts/api';
import { zodFormResolver } from '@rahi/shared-ui/form';
import * as z from 'zod';

export const reservationFormSchema = z.object({
  guests: z.array(guestFormSchema).min(1, { error: BOOKING_MESSAGES.guestsIncomplete }),
  mobile: z.string().trim().min(1, { error: PROFILE_MESSAGES.mobileRequired }).pipe(mobileSchema),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      error: BOOKING_MESSAGES.invalidEmail,
    }),
});

export const reservationFormResolver = zodFormResolver(reservationFormSchema);

/** The guests as POST /bookings takes them: a room index each, a national code or a passport and nationality. */
export function bookingGuests(values: z.output<typeof reservationFormSchema>): BookingGuest[] {
  return values.guests.map((guest, roomIndex) => ({
    roomIndex,
    firstName: guest.firstName,
    lastName: guest.lastName,
    ...identityBodyOf(guest),
  }));
}
