// A guest's form values without their schema: the empty form and a saved passenger as its values. A module of
// its own, free of zod, so a page draws its form on load and takes the schema (and zod, about 25 KiB gzip) only
// when it validates.
import type { GuestFormInput } from './guest-form';
import type { Passenger } from './passengers';

export const emptyGuest = (): GuestFormInput => ({
  foreign: false,
  firstName: '',
  lastName: '',
  nationalCode: '',
  passportNumber: '',
  nationality: '',
});

/** A saved passenger as the form's values: foreign when they have no national code. */
export function guestFromPassenger(passenger: Passenger): GuestFormInput {
  return {
    foreign: passenger.nationalCode === null,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    nationalCode: passenger.nationalCode ?? '',
    passportNumber: passenger.passportNumber ?? '',
    nationality: passenger.nationality ?? '',
  };
}
