import { PROFILE_MESSAGES } from '../messages/profile-messages';
import {
  landlineSchema,
  nationalCodeSchema,
  passportNameSchema,
  passportNumberSchema,
  personNameSchema,
  postalCodeSchema,
} from './identity';

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('identity fields', () => {
  it('reads a postal code typed 5-5 with a dash in Persian digits as 10 ASCII digits', () => {
    expect(postalCodeSchema.parse('۱۴۳۵۶-۷۸۹۱۲')).toBe('1435678912');
    expect(errorOf(postalCodeSchema.safeParse('14356-7891'))).toBe(PROFILE_MESSAGES.invalidPostalCode);
  });

  it('accepts a landline with its area code and refuses a mobile number', () => {
    expect(landlineSchema.parse('021 8877 6655')).toBe('02188776655');
    expect(errorOf(landlineSchema.safeParse('09121234567'))).toBe(PROFILE_MESSAGES.invalidPhone);
  });

  it('checks the national code’s check digit', () => {
    expect(nationalCodeSchema.parse('84575948')).toBe('0084575948');
    expect(errorOf(nationalCodeSchema.safeParse('0084575947'))).toBe(PROFILE_MESSAGES.invalidNationalCode);
  });

  it('unifies Arabic yeh and kaf and spaces in a name, and refuses Latin letters', () => {
    expect(personNameSchema.parse('  علي   كريمي ')).toBe('علی کریمی');
    expect(errorOf(personNameSchema.safeParse('Ali'))).toBe(PROFILE_MESSAGES.namePersianLetters);
  });

  it.each([
    ['Anna', 'Anna'],
    ['  Anna-Maria   O’Neil ', 'Anna-Maria O’Neil'],
    ["D'Souza", "D'Souza"],
    ['St. John', 'St. John'],
    ['Mu\u0308ller', 'Müller'],
    ['José', 'José'],
    ['علي رضا', 'علي رضا'],
    ['محمد‌حسین', 'محمد‌حسین'],
  ])('takes a foreign guest’s name %j as the passport spells it', (typed, stored) => {
    expect(passportNameSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['digits', 'Anna2'],
    ['a Cyrillic name (the passport spells it in Latin too)', 'Иван'],
    ['one letter', 'A'],
    ['a leading hyphen', '-Anna'],
    ['markup', '<b>Anna</b>'],
    ['more than 50 letters', 'A'.repeat(51)],
  ])('refuses %s in a foreign guest’s name, in Persian', (_, name) => {
    expect(errorOf(passportNameSchema.safeParse(name))).toBe(PROFILE_MESSAGES.namePassportLetters);
  });

  it('asks for a foreign guest’s name left empty', () => {
    expect(errorOf(passportNameSchema.safeParse('  '))).toBe(PROFILE_MESSAGES.nameRequired);
  });

  it('upper-cases a passport number and refuses one with symbols', () => {
    expect(passportNumberSchema.parse('ab12345')).toBe('AB12345');
    expect(errorOf(passportNumberSchema.safeParse('AB-123'))).toBe(PROFILE_MESSAGES.invalidPassport);
  });
});
