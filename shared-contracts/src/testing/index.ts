// Test fixtures for every package's tests. Imported as '@rahi/shared-contracts/testing', never from
// the package's main entry, so no page ever downloads them.
import type { Passenger } from '../api/passengers';
import type { SelectedRoom } from '../cart/selected-room';

/** A selected room with plain prices (Rial for the stay): board = customer + 200,000. */
export const sampleRoom = (id: SelectedRoom['id'], totalCustomerPrice = 1_000_000): SelectedRoom => ({
  id,
  totalBoardPrice: totalCustomerPrice + 200_000,
  totalCustomerPrice,
  extraBedCount: 0,
  extraBoardPrice: 0,
  extraCustomerPrice: 0,
  earlyCheckIn: false,
  lateCheckOut: false,
  early: { earlyBoardPrice: 0, earlyCustomerPrice: 0, extraEarlyBoardPrice: 0, extraEarlyCustomerPrice: 0 },
  late: { lateBoardPrice: 0, lateCustomerPrice: 0, extraLateBoardPrice: 0, extraLateCustomerPrice: 0 },
});

/** A saved passenger with a valid Iranian national code (the profile's list, the reservation page's picker). */
export const samplePassenger = (overrides: Partial<Passenger> = {}): Passenger => ({
  id: 1,
  firstName: 'علی',
  lastName: 'رضایی',
  nationalCode: '0084575948',
  passportNumber: null,
  nationality: null,
  birthDate: '1990-05-01',
  ...overrides,
});
