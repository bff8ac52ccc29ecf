// The staff session in Chromium: signing in through /handle-api leaves the token only in the HttpOnly, SameSite=Strict
// `rahi_staff` cookie (not in the answer, not readable by the page's scripts), the cookie opens /staff/me and
// never acts as a traveller, and signing out everywhere ends it.
import { expect, type Page, test } from '@playwright/test';
import { createStaff, totpCode } from './staff-helpers';

/** A /handle-api call made by the page itself, with the browser's cookies. */
const callApi = (page: Page, endPoint: string, options: { method: string; body?: unknown }) =>
  page.evaluate(
    async ([endPoint, options]) => {
      const response = await fetch('/handle-api', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ endPoint, options }),
      });
      return { status: response.status, body: await response.json() };
    },
    [endPoint, options] as const,
  );

test('a staff sign-in keeps its token in an HttpOnly, SameSite=Strict cookie that only the staff side reads', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['support']);
  await page.goto('/healthz');
  const signIn = await callApi(page, '/staff/session', {
    method: 'POST',
    body: { email: staff.email, password: staff.password, totp: totpCode(staff.totpSecret) },
  });
  expect(signIn.status).toBe(200);
  expect(signIn.body.data.token).toBeUndefined();
  expect(signIn.body.data.roles).toEqual(['support']);

  const cookie = (await page.context().cookies()).find((item) => item.name === 'rahi_staff');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('rahi_staff');

  const me = await callApi(page, '/staff/me', { method: 'GET' });
  expect(me.status).toBe(200);
  expect(me.body.data.email).toBe(staff.email);
  expect((await callApi(page, '/profile', { method: 'GET' })).status).toBe(401);
  expect((await callApi(page, '/staff/members', { method: 'GET' })).status).toBe(403);

  expect((await callApi(page, '/staff/sessions', { method: 'DELETE' })).status).toBe(200);
  expect((await page.context().cookies()).some((item) => item.name === 'rahi_staff')).toBe(false);
  const after = await callApi(page, '/staff/me', { method: 'GET' });
  expect(after.status).toBe(401);
  expect(after.body.meta.errors[0]).toMatch(/[\u0600-\u06ff]/);
});
