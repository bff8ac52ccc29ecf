// GET/PUT /profile and PUT /profile/password through app.request().
import { MESSAGES, PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { envelopeSchema, profileSchema } from '@rahi/shared-contracts/api';
import { bodyOf, buildAuthApp, callAs, freshMobile, logIn, openTestDatabase } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

const validProfile = {
  firstname: 'مريم',
  lastname: 'احمدی  نژاد',
  email: 'maryam@example.com',
  phone: '۰۲۱-۸۸۷۷۶۶۵۵',
  national_code: '۰۰۸۴۵۷۵۹۴۸',
  address: 'تهران، خیابان ولیعصر',
  postal_code: '14356-78912',
};

describe('GET /profile', () => {
  it('answers a new traveller with their mobile, empty fields, user_kind 1 and no password', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    const token = await logIn(test, mobile);

    const response = await callAs(test, token, 'GET', '/profile');

    expect(response.status).toBe(200);
    const { data } = envelopeSchema(profileSchema).parse(await bodyOf(response));
    expect(data).toMatchObject({
      firstname: null,
      lastname: null,
      mobile,
      phoneNumber: mobile,
      national_code: null,
      postal_code: null,
      user_kind: 1,
      credit: 0,
      hasPassword: false,
    });
  });

  it('answers 401 without a token, and after logout', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    expect((await callAs(test, undefined, 'GET', '/profile')).status).toBe(401);
    await callAs(test, token, 'POST', '/logout');
    const response = await callAs(test, token, 'GET', '/profile');
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authNotLoggedIn]);
  });
});

describe('PUT /profile', () => {
  it('saves the fields normalised, and the header name follows the new name', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);

    const response = await callAs(test, token, 'PUT', '/profile', validProfile);

    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.meta.message).toBe(PROFILE_MESSAGES.profileSaved);
    expect(body.data).toMatchObject({
      firstname: 'مریم',
      lastname: 'احمدی نژاد',
      phone: '02188776655',
      national_code: '0084575948',
      postal_code: '1435678912',
      userName: 'مریم احمدی نژاد',
    });
    const check = await bodyOf(await callAs(test, token, 'GET', '/check-token'));
    expect(check.data.userName).toBe('مریم احمدی نژاد');
    expect((await bodyOf(await callAs(test, token, 'GET', '/profile'))).data.email).toBe(
      'maryam@example.com',
    );
  });

  it('clears an optional field sent empty', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    await callAs(test, token, 'PUT', '/profile', validProfile);

    await callAs(test, token, 'PUT', '/profile', { ...validProfile, email: '', postal_code: '' });

    const { data } = await bodyOf(await callAs(test, token, 'GET', '/profile'));
    expect(data.email).toBeNull();
    expect(data.postal_code).toBeNull();
    expect(data.national_code).toBe('0084575948');
  });

  it.each([
    [
      'a national code with a wrong check digit',
      { national_code: '0084575949' },
      PROFILE_MESSAGES.invalidNationalCode,
    ],
    [
      'ten equal digits as national code',
      { national_code: '1111111111' },
      PROFILE_MESSAGES.invalidNationalCode,
    ],
    ['a 9-digit postal code', { postal_code: '123456789' }, PROFILE_MESSAGES.invalidPostalCode],
    ['a Latin first name', { firstname: 'Maryam' }, PROFILE_MESSAGES.namePersianLetters],
    ['a mobile as landline', { phone: '09121234567' }, PROFILE_MESSAGES.invalidPhone],
    ['an unknown user_kind', { user_kind: 7 }, PROFILE_MESSAGES.invalidUserKind],
  ])('refuses %s with 422 and its Persian message, keeping what was saved', async (_, change, message) => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    await callAs(test, token, 'PUT', '/profile', validProfile);

    const response = await callAs(test, token, 'PUT', '/profile', { ...validProfile, ...change });

    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta.errors).toEqual([message]);
    const { data } = await bodyOf(await callAs(test, token, 'GET', '/profile'));
    expect(data.national_code).toBe('0084575948');
    expect(data.firstname).toBe('مریم');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    const response = await test.app.request('/profile', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
  });
});

describe('PUT /profile/password', () => {
  it('sets a first password without the current one, then logs in with it', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    const token = await logIn(test, mobile);

    const set = await callAs(test, token, 'PUT', '/profile/password', {
      password: 'first-secret',
      password_confirmation: 'first-secret',
    });

    expect(set.status).toBe(200);
    expect((await bodyOf(await callAs(test, token, 'GET', '/profile'))).data.hasPassword).toBe(true);
    expect((await test.post('/login', { mobile, password: 'first-secret' })).status).toBe(200);
  });

  it('changes a password only with the right current one', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    const token = await logIn(test, mobile);
    const first = { password: 'first-secret', password_confirmation: 'first-secret' };
    await callAs(test, token, 'PUT', '/profile/password', first);
    const next = { password: 'second-secret', password_confirmation: 'second-secret' };

    const wrong = await callAs(test, token, 'PUT', '/profile/password', {
      ...next,
      current_password: 'nope',
    });
    expect(wrong.status).toBe(422);
    expect((await bodyOf(wrong)).meta.errors).toEqual([PROFILE_MESSAGES.currentPasswordWrong]);
    const missing = await callAs(test, token, 'PUT', '/profile/password', next);
    expect(missing.status).toBe(422);

    const right = { ...next, current_password: 'first-secret' };
    expect((await callAs(test, token, 'PUT', '/profile/password', right)).status).toBe(200);
    expect((await test.post('/login', { mobile, password: 'second-secret' })).status).toBe(200);
  });

  it('refuses a short password or a different confirmation', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    const short = await callAs(test, token, 'PUT', '/profile/password', {
      password: 'short',
      password_confirmation: 'short',
    });
    expect((await bodyOf(short)).meta.errors).toEqual([MESSAGES.authWeakPassword]);
    const mismatch = await callAs(test, token, 'PUT', '/profile/password', {
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect((await bodyOf(mismatch)).meta.errors).toEqual([MESSAGES.authPasswordMismatch]);
  });
});
