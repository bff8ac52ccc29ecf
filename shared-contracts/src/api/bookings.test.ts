import { BOOKING_MESSAGES } from '../messages/booking-messages';
import { PROFILE_MESSAGES } from '../messages/profile-messages';
import {
  BOOKING_STATUSES,
  bookingGuestSchema,
  createBookingBodySchema,
  isPaidStatus,
  reserveLookupSchema,
} from './bookings';

const iranian = { roomIndex: 0, firstName: 'علي', lastName: 'رضایی', nationalCode: '۰۰۸۴۵۷۵۹۴۸' };
const body = {
  reservationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  booker: { mobile: '+98 912 345 6789' },
  guests: [iranian],
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('createBookingBodySchema', () => {
  it('normalises the mobile, the national code and Arabic letters in names', () => {
    const parsed = createBookingBodySchema.parse(body);
    expect(parsed.booker.mobile).toBe('09123456789');
    expect(parsed.guests[0]).toMatchObject({ firstName: 'علی', nationalCode: '0084575948' });
  });

  it('refuses a national code with a wrong check digit, in Persian', () => {
    const result = bookingGuestSchema.safeParse({ ...iranian, nationalCode: '0084575949' });
    expect(messagesOf(result)).toContain(PROFILE_MESSAGES.invalidNationalCode);
  });

  it('refuses Latin letters in a name', () => {
    const result = bookingGuestSchema.safeParse({ ...iranian, firstName: 'Ali' });
    expect(messagesOf(result)).toContain(PROFILE_MESSAGES.namePersianLetters);
  });

  it('accepts a foreign guest with passport and nationality, and refuses one without nationality', () => {
    const foreign = { roomIndex: 1, firstName: 'جان', lastName: 'اسمیت', passportNumber: 'X1234567' };
    expect(bookingGuestSchema.safeParse({ ...foreign, nationality: 'بریتانیا' }).success).toBe(true);
    expect(messagesOf(bookingGuestSchema.safeParse(foreign))).toContain(
      BOOKING_MESSAGES.passportAndNationality,
    );
  });

  it('takes a foreign guest’s Latin name as written, and still refuses it for an Iranian', () => {
    const foreign = {
      roomIndex: 0,
      firstName: ' Anna ',
      lastName: 'Schmidt',
      passportNumber: 'c01x00t47',
      nationality: 'آلمان',
    };
    expect(bookingGuestSchema.parse(foreign)).toEqual({
      ...foreign,
      firstName: 'Anna',
      passportNumber: 'C01X00T47',
    });
    const result = bookingGuestSchema.safeParse({ ...iranian, firstName: 'Anna' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['firstName'], message: PROFILE_MESSAGES.namePersianLetters }),
    ]);
  });

  it('refuses a nationality of one letter or of more than 60 in Persian', () => {
    const guest = { roomIndex: 0, firstName: 'Anna', lastName: 'Schmidt', passportNumber: 'C01X00T47' };
    for (const nationality of ['آ', 'آ'.repeat(61)])
      expect(messagesOf(bookingGuestSchema.safeParse({ ...guest, nationality }))).toContain(
        BOOKING_MESSAGES.passportAndNationality,
      );
  });

  it('refuses digits in a foreign guest’s name, beside the field', () => {
    const result = bookingGuestSchema.safeParse({
      roomIndex: 0,
      firstName: 'Anna',
      lastName: 'Schmidt 2',
      passportNumber: 'C01X00T47',
      nationality: 'آلمان',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['lastName'], message: PROFILE_MESSAGES.namePassportLetters }),
    ]);
  });

  it('needs at least one guest', () => {
    expect(messagesOf(createBookingBodySchema.safeParse({ ...body, guests: [] }))).toContain(
      BOOKING_MESSAGES.guestsIncomplete,
    );
  });
});

describe('reserveLookupSchema', () => {
  it('takes an 8-digit reserve id and normalises the mobile', () => {
    expect(reserveLookupSchema.parse({ reserveId: ' 48213657 ', mobile: '+989121234567' })).toEqual({
      reserveId: '48213657',
      mobile: '09121234567',
    });
  });

  it('reads a reserve id typed in Persian digits', () => {
    expect(reserveLookupSchema.parse({ reserveId: '۴۸۲۱۳۶۵۷', mobile: '۰۹۱۲۱۲۳۴۵۶۷' }).reserveId).toBe(
      '48213657',
    );
  });

  it('refuses a short reserve id in Persian', () => {
    const result = reserveLookupSchema.safeParse({ reserveId: '4821', mobile: '09121234567' });
    expect(result.error?.issues[0]?.message).toBe(BOOKING_MESSAGES.reserveIdInvalid);
  });
});

describe('isPaidStatus', () => {
  it('is true for a confirmed booking and one paid and awaiting the hotel, and for no other status', () => {
    expect(BOOKING_STATUSES.filter(isPaidStatus)).toEqual(['confirmed', 'awaiting_hotel']);
  });
});
