import { BOOKING_MESSAGES, PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { emptyGuest } from '@rahi/shared-contracts/api';
import { formDefaults } from './reservation-form';
import { bookingGuests, reservationFormSchema } from './reservation-form-rules';

const iranian = { ...emptyGuest(), firstName: 'علی', lastName: 'رضایی', nationalCode: '۰۰۸۴۵۷۵۹۴۸' };
const foreign = {
  ...emptyGuest(),
  foreign: true,
  firstName: 'جان',
  lastName: 'اسمیت',
  passportNumber: 'x1234567',
  nationality: 'آلمان',
};

const issuesOf = (values: unknown) =>
  reservationFormSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the reservation form', () => {
  it('accepts an Iranian and a foreign guest and gives booking-api their guests by room', () => {
    const values = reservationFormSchema.parse({
      guests: [iranian, foreign],
      mobile: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
      email: '',
    });
    expect(values.mobile).toBe('09121234567');
    expect(bookingGuests(values)).toEqual([
      { roomIndex: 0, firstName: 'علی', lastName: 'رضایی', nationalCode: '0084575948' },
      { roomIndex: 1, firstName: 'جان', lastName: 'اسمیت', passportNumber: 'X1234567', nationality: 'آلمان' },
    ]);
  });

  it('refuses a national code whose check digit is wrong, beside that field', () => {
    expect(
      issuesOf({ guests: [{ ...iranian, nationalCode: '0084575949' }], mobile: '09121234567', email: '' }),
    ).toEqual([['guests.0.nationalCode', PROFILE_MESSAGES.invalidNationalCode]]);
  });

  it('asks a foreign guest for a passport number and a nationality', () => {
    const guest = { ...foreign, passportNumber: '12', nationality: '' };
    expect(issuesOf({ guests: [guest], mobile: '09121234567', email: '' })).toEqual([
      ['guests.0.passportNumber', PROFILE_MESSAGES.invalidPassport],
      ['guests.0.nationality', PROFILE_MESSAGES.nationalityRequired],
    ]);
  });

  it('says each empty field is required rather than wrongly written', () => {
    expect(issuesOf({ guests: [emptyGuest()], mobile: '', email: '' })).toEqual([
      ['guests.0.firstName', PROFILE_MESSAGES.firstNameRequired],
      ['guests.0.lastName', PROFILE_MESSAGES.lastNameRequired],
      ['guests.0.nationalCode', PROFILE_MESSAGES.nationalCodeRequired],
      ['mobile', PROFILE_MESSAGES.mobileRequired],
    ]);
    expect(
      issuesOf({ guests: [{ ...foreign, nationality: ' ' }], mobile: '09121234567', email: '' }),
    ).toEqual([['guests.0.nationality', PROFILE_MESSAGES.nationalityRequired]]);
  });

  it('refuses Latin names, a wrong mobile and a wrong email with their Persian messages', () => {
    const issues = issuesOf({ guests: [{ ...iranian, firstName: 'Ali' }], mobile: '12345', email: 'no-at' });
    expect(issues).toContainEqual(['guests.0.firstName', PROFILE_MESSAGES.namePersianLetters]);
    expect(issues.map(([path]) => path)).toEqual(expect.arrayContaining(['mobile', 'email']));
    expect(issues).toContainEqual(['email', BOOKING_MESSAGES.invalidEmail]);
  });

  it('fills saved values into as many guests as the draft has rooms', () => {
    const defaults = formDefaults(2, { guests: [iranian], mobile: '09121234567' });
    expect(defaults.guests).toEqual([iranian, emptyGuest()]);
    expect(defaults.mobile).toBe('09121234567');
    expect(defaults.email).toBe('');
  });
});
