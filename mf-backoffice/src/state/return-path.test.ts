import { returnPathFrom, signInPathFor } from './return-path';

describe('returnPathFrom', () => {
  it('follows a back-office address with its query', () => {
    expect(returnPathFrom('/backoffice/bookings?q=0912')).toBe('/backoffice/bookings?q=0912');
    expect(returnPathFrom('/backoffice')).toBe('/backoffice');
  });

  it('goes to the back office home for anything else', () => {
    for (const next of [
      null,
      '',
      '/profile',
      'https://evil.example/backoffice',
      '//evil.example',
      '/backofficex',
    ]) {
      expect(returnPathFrom(next)).toBe('/backoffice');
    }
  });

  it('never returns to the sign-in page itself', () => {
    expect(returnPathFrom('/backoffice/sign-in?next=%2Fbackoffice')).toBe('/backoffice');
  });
});

describe('signInPathFor', () => {
  it('carries the page to come back to', () => {
    expect(signInPathFor('/backoffice/bookings/12345678')).toBe(
      '/backoffice/sign-in?next=%2Fbackoffice%2Fbookings%2F12345678',
    );
  });

  it('adds nothing for the home page', () => {
    expect(signInPathFor('/backoffice')).toBe('/backoffice/sign-in');
  });
});
