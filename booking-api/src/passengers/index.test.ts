// Saved passengers through app.request(): add, list, edit, delete, and the reservation form's checks.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { envelopeSchema, passengerListSchema } from '@rahi/shared-contracts/api';
import { bodyOf, buildAuthApp, callAs, logIn, openTestDatabase } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

const iranian = { firstName: 'علي', lastName: 'رضایی', nationalCode: '0084575948', birthDate: '1990-05-01' };
const foreigner = {
  firstName: 'سارا',
  lastName: 'کریمی',
  passportNumber: 'x1234567',
  nationality: 'افغانستان',
};

describe('/passengers', () => {
  it('adds, lists, edits and deletes the traveller’s passengers', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);

    const added = await callAs(test, token, 'POST', '/passengers', iranian);
    expect(added.status).toBe(201);
    const { id } = (await bodyOf(added)).data;
    await callAs(test, token, 'POST', '/passengers', foreigner);

    const list = envelopeSchema(passengerListSchema).parse(
      await bodyOf(await callAs(test, token, 'GET', '/passengers')),
    );
    expect(list.data.map((passenger) => passenger.lastName)).toEqual(['رضایی', 'کریمی']);
    expect(list.data[0]).toMatchObject({
      firstName: 'علی',
      nationalCode: '0084575948',
      birthDate: '1990-05-01',
    });
    expect(list.data[1]).toMatchObject({
      passportNumber: 'X1234567',
      nationality: 'افغانستان',
      nationalCode: null,
    });

    const edited = await callAs(test, token, 'PUT', `/passengers/${id}`, { ...iranian, lastName: 'رضوی' });
    expect((await bodyOf(edited)).data.lastName).toBe('رضوی');
    expect((await bodyOf(await callAs(test, token, 'GET', `/passengers/${id}`))).data.lastName).toBe('رضوی');

    expect((await callAs(test, token, 'DELETE', `/passengers/${id}`)).status).toBe(200);
    expect((await callAs(test, token, 'GET', `/passengers/${id}`)).status).toBe(404);
    expect((await bodyOf(await callAs(test, token, 'GET', '/passengers'))).data).toHaveLength(1);
  });

  it.each([
    [
      'a wrong national code',
      { ...iranian, nationalCode: '0084575940' },
      PROFILE_MESSAGES.invalidNationalCode,
    ],
    [
      'neither national code nor passport',
      { firstName: 'علی', lastName: 'رضایی' },
      PROFILE_MESSAGES.passportAndNationality,
    ],
    [
      'a passport without nationality',
      { ...foreigner, nationality: '' },
      PROFILE_MESSAGES.passportAndNationality,
    ],
    ['a Latin last name', { ...iranian, lastName: 'Rezaei' }, PROFILE_MESSAGES.namePersianLetters],
    [
      'a birth date in the future',
      { ...iranian, birthDate: '2999-01-01' },
      PROFILE_MESSAGES.invalidBirthDate,
    ],
  ])('refuses %s with 422 and its Persian message', async (_, body, message) => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    const response = await callAs(test, token, 'POST', '/passengers', body);
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta.errors).toContain(message);
  });

  it('keeps at most 50 passengers per traveller', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    for (let index = 0; index < 50; index += 1) {
      expect((await callAs(test, token, 'POST', '/passengers', iranian)).status).toBe(201);
    }
    const refused = await callAs(test, token, 'POST', '/passengers', iranian);
    expect(refused.status).toBe(422);
    expect((await bodyOf(refused)).meta.errors).toEqual([PROFILE_MESSAGES.tooManyPassengers]);
  }, 30_000);

  it('answers 404 for an id that is not a number', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    expect((await callAs(test, token, 'GET', '/passengers/abc')).status).toBe(404);
  });
});
