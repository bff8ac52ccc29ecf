import { BOOKING_MESSAGES } from '../messages/booking-messages';
import { PROFILE_MESSAGES } from '../messages/profile-messages';
import { guestFormSchema, passengerBodyOf, passengerFormOf, passengerFormSchema } from './guest-form';
import { emptyGuest, guestFromPassenger } from './guest-values';
import { passengerBodySchema } from './passengers';

const iranian = { ...emptyGuest(), firstName: 'علی', lastName: 'رضایی', nationalCode: '۰۰۸۴۵۷۵۹۴۸' };
const saved = {
  id: 3,
  firstName: 'سارا',
  lastName: 'کریمی',
  nationalCode: null,
  passportNumber: 'X1234567',
  nationality: 'افغانستان',
  birthDate: '1990-05-01',
};

const issuesOf = (values: unknown) =>
  passengerFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('a saved passenger’s form', () => {
  it('turns an Iranian with a Jalali birth date into the body booking-api validates', () => {
    const values = passengerFormSchema.parse({ ...iranian, birthDate: '۱۳۶۹/۲/۱۱' });
    const body = passengerBodyOf(values);
    expect(body).toEqual({
      firstName: 'علی',
      lastName: 'رضایی',
      nationalCode: '0084575948',
      birthDate: '1990-05-01',
    });
    expect(passengerBodySchema.parse(body)).toMatchObject(body);
  });

  it('sends a foreigner’s passport and nationality, and no birth date when none is typed', () => {
    const values = passengerFormSchema.parse(passengerFormOf({ ...saved, birthDate: null }));
    expect(passengerBodyOf(values)).toEqual({
      firstName: 'سارا',
      lastName: 'کریمی',
      passportNumber: 'X1234567',
      nationality: 'افغانستان',
      birthDate: null,
    });
  });

  it('saves a foreigner with a Latin name, which booking-api takes as well', () => {
    const values = passengerFormSchema.parse(
      passengerFormOf({ ...saved, firstName: 'Anna', lastName: 'Schmidt', birthDate: null }),
    );
    const body = passengerBodyOf(values);
    expect(body).toMatchObject({ firstName: 'Anna', lastName: 'Schmidt', passportNumber: 'X1234567' });
    expect(passengerBodySchema.parse(body)).toMatchObject(body);
    expect(passengerBodySchema.safeParse({ ...body, nationalCode: '0084575948' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['firstName'], message: PROFILE_MESSAGES.namePersianLetters }),
      expect.objectContaining({ path: ['lastName'], message: PROFILE_MESSAGES.namePersianLetters }),
    ]);
  });

  it('shows a saved passenger for editing with the birth date in Jalali', () => {
    expect(passengerFormOf(saved)).toEqual({
      foreign: true,
      firstName: 'سارا',
      lastName: 'کریمی',
      nationalCode: '',
      passportNumber: 'X1234567',
      nationality: 'افغانستان',
      birthDate: '۱۳۶۹/۰۲/۱۱',
    });
  });

  it.each([
    ['a day that does not exist', '۱۴۰۴/۱۲/۳۰'],
    ['a day in the future', '1499/01/01'],
    ['text that is not a date', '1369-2-11'],
  ])('refuses %s as the birth date, beside the field', (_, birthDate) => {
    expect(issuesOf({ ...iranian, birthDate })).toEqual([['birthDate', PROFILE_MESSAGES.invalidBirthDate]]);
  });

  it('refuses a wrong national code beside a refused birth date, both at once', () => {
    expect(issuesOf({ ...iranian, nationalCode: '0084575949', birthDate: '1404/12/30' })).toEqual([
      ['birthDate', PROFILE_MESSAGES.invalidBirthDate],
      ['nationalCode', PROFILE_MESSAGES.invalidNationalCode],
    ]);
  });

  it('refuses a wrong national code and a Latin name with the reservation page’s words', () => {
    expect(issuesOf({ ...iranian, lastName: 'Rezaei', nationalCode: '0084575949', birthDate: '' })).toEqual([
      ['lastName', PROFILE_MESSAGES.namePersianLetters],
      ['nationalCode', PROFILE_MESSAGES.invalidNationalCode],
    ]);
  });
});

describe('a room’s head guest', () => {
  const anna = {
    ...emptyGuest(),
    foreign: true,
    firstName: 'Anna',
    lastName: ' Schmidt',
    passportNumber: 'C01X00T47',
    nationality: 'آلمان',
  };
  const guestIssues = (values: unknown) =>
    guestFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
    [];

  it('takes a foreign guest’s name in Latin letters, as the passport spells it', () => {
    expect(guestFormSchema.parse(anna)).toMatchObject({ firstName: 'Anna', lastName: 'Schmidt' });
  });

  it('keeps the Persian rule for an Iranian with the same name', () => {
    expect(guestIssues({ ...anna, foreign: false, nationalCode: '0084575948' })).toEqual([
      ['firstName', PROFILE_MESSAGES.namePersianLetters],
      ['lastName', PROFILE_MESSAGES.namePersianLetters],
    ]);
  });

  it('refuses a nationality longer than booking-api takes, beside the field', () => {
    expect(guestIssues({ ...anna, nationality: 'آ'.repeat(61) })).toEqual([
      ['nationality', BOOKING_MESSAGES.passportAndNationality],
    ]);
  });

  it('refuses a foreign name with digits beside a wrong passport number, both at once', () => {
    expect(guestIssues({ ...anna, firstName: 'Anna1', passportNumber: 'C0' })).toEqual([
      ['firstName', PROFILE_MESSAGES.namePassportLetters],
      ['passportNumber', PROFILE_MESSAGES.invalidPassport],
    ]);
  });
});

describe('a saved passenger picked for a room', () => {
  it('fills the guest’s fields, foreign when there is no national code', () => {
    const guest = guestFromPassenger(saved);
    expect(guest).toMatchObject({ foreign: true, passportNumber: 'X1234567', nationalCode: '' });
    expect(guestFormSchema.safeParse(guest).success).toBe(true);
    const iranianGuest = guestFromPassenger({ ...saved, nationalCode: '0084575948', passportNumber: null });
    expect(iranianGuest).toMatchObject({ foreign: false, nationalCode: '0084575948' });
  });
});
