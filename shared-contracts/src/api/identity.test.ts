import { PROFILE_MESSAGES } from '../messages/profile-messages';
import {
  landlineSchema,
  nationalCodeSchema,
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

  it('upper-cases a passport number and refuses one with symbols', () => {
    expect(passportNumberSchema.parse('ab12345')).toBe('AB12345');
    expect(errorOf(passportNumberSchema.safeParse('AB-123'))).toBe(PROFILE_MESSAGES.invalidPassport);
  });
});
