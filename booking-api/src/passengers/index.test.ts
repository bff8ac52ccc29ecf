// Saved passengers through app.request(): add, list, edit, delete, and the reservation form's checks.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { envelopeSchema, MAX_SAVED_PASSENGERS, passengerListSchema } from '@rahi/shared-contracts/api';
import { count, eq } from 'drizzle-orm';
import { userOfToken } from '../auth/sessions';
import { bodyOf, buildAuthApp, callAs, logIn, openTestDatabase } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';
import { passengers } from '../db/schema';

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

  it('keeps a foreigner’s Latin name as the passport spells it', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    const anna = { ...foreigner, firstName: 'Anna', lastName: ' Schmidt ' };
    const added = await callAs(test, token, 'POST', '/passengers', anna);
    expect(added.status).toBe(201);
    expect((await bodyOf(added)).data).toMatchObject({ firstName: 'Anna', lastName: 'Schmidt' });
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
      'digits in a foreigner’s name',
      { ...foreigner, lastName: 'Smith 2' },
      PROFILE_MESSAGES.namePassportLetters,
    ],
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

  // PGlite runs one transaction at a time; the race this guards against shows on PostgreSQL (CI runs both).
  it('keeps the cap when the last places are asked for at once: two of ten get in', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    const user = await userOfToken(handle.db, token, test.clock());
    if (!user) throw new Error('the login gave no user');
    const saved = Array.from({ length: MAX_SAVED_PASSENGERS - 2 }, () => ({
      userId: user.id,
      firstName: 'علی',
      lastName: 'رضایی',
      nationalCode: '0084575948',
    }));
    await handle.db.insert(passengers).values(saved);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => callAs(test, token, 'POST', '/passengers', iranian)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, ...Array(8).fill(422)]);
    const [{ kept = 0 } = {}] = await handle.db
      .select({ kept: count() })
      .from(passengers)
      .where(eq(passengers.userId, user.id));
    expect(kept).toBe(MAX_SAVED_PASSENGERS);
  });

  it('answers 404 for an id that is not a number', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    expect((await callAs(test, token, 'GET', '/passengers/abc')).status).toBe(404);
  });
});
