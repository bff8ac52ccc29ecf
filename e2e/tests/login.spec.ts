// Login by mobile number, through the real gateway, proxy and booking-api: the code is read from the SMS outbox
// (outside production, GET /dev/sms-outbox through the proxy), the token lives in an HttpOnly cookie.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { codeSentTo, freshMobile, logInByCode, persian, typeWrongCode } from './login-helpers';

const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'ورود / ثبت‌نام' });
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name);
/** The header's user menu button: whatever name the account has, it is not the login button. */
const userButton = (page: Page) => page.getByRole('banner').locator('button[aria-haspopup="menu"]');

test('logs in by SMS code, sees the name in the header and /profile, logs out and is kept out of /profile', async ({
  page,
  request,
  context,
}) => {
  await logInByCode(page, request);

  await expect(loginButton(page)).toHaveCount(0);
  const cookies = await context.cookies();
  const userName = decodeURIComponent(cookies.find((cookie) => cookie.name === 'userName')?.value ?? '');
  await expect(userButton(page)).toHaveText(userName || 'حساب کاربری');
  const token = cookies.find((cookie) => cookie.name === 'token');
  expect(token?.httpOnly).toBe(true);

  // A reload keeps the session: the name from the cookie at once, then the token check confirms it.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('سلام');
  await expect(page.getByRole('link', { name: /تومان$/ })).toBeVisible();

  await userButton(page).click();
  await expect(page.getByRole('menu')).toContainText(/اعتبار: [۰-۹٬]+ تومان/);
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginButton(page)).toBeVisible();
  // The page says "logged out" at once; the gateway drops the HttpOnly token when /logout answers.
  await expect.poll(() => cookieNames(context)).not.toContain('token');

  // Logged out, a visit to /profile goes home and opens the login modal.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'ورود / ثبت‌نام' })).toBeVisible();
});

test("who is logged in is the server's verdict on the token: a session without the readable cookies sees /profile", async ({
  page,
  context,
}) => {
  // A login through the API: the gateway sets the HttpOnly token, and nobody writes the readable userName/credit
  // cookies (as when the browser cleared them).
  const mobile = freshMobile();
  const call = (endPoint: string, body: unknown) =>
    page.request.post('/handle-api', { data: { endPoint, options: { method: 'POST', body } } });
  await call('/login-register', { mobile });
  const code = await codeSentTo(page.request, mobile);
  expect((await call('/otp', { mobile, code, fcm_token: '' })).status()).toBe(200);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toContain('token');
  expect(names).not.toContain('userName');

  // The server's HTML already says who it is, and the profile opens with the name in the header.
  const html = await (await page.request.get('/profile')).text();
  expect(html).toContain(`"userName":"${persian(mobile)}"`);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('سلام');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(userButton(page)).toHaveText(persian(mobile));
  await expect(loginButton(page)).toHaveCount(0);

  // The token revoked behind the page's back (logout through the API): the next page is a guest's, sent home and
  // asked to log in like any guest (the name the cookies remember proves to be no session).
  await call('/logout', {});
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'ورود / ثبت‌نام' })).toBeVisible();
});

test('a page loaded before the gateway dropped the token after a logout is still logged out', async ({
  page,
  request,
  context,
}) => {
  await logInByCode(page, request);
  // The logout's /logout never reaches the gateway (as when the next page is loaded before it answers).
  const isLogout = (body: string | null) => JSON.parse(body ?? '{}').endPoint === '/logout';
  await page.route('**/handle-api', (route) =>
    isLogout(route.request().postData()) ? route.abort() : route.fallback(),
  );
  await userButton(page).click();
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await expect(loginButton(page)).toBeVisible();
  expect(await cookieNames(context)).toContain('token');
  await page.unroute('**/handle-api');

  // The token is still valid, so the server's verdict says so; the page ends the session instead of restoring it,
  // and the guest is asked to log in.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'ورود / ثبت‌نام' })).toBeVisible();
  await expect.poll(() => cookieNames(context)).not.toContain('token');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'ورود / ثبت‌نام' })).toBeVisible();
});

test('a wrong code shows the error under the form (not as a toast too) and the traveller stays logged out', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  const { dialog } = await typeWrongCode(page, request, mobile);

  // Said once, in the list inside the dialog (announced there); no toast repeats it over the page.
  await expect(dialog.getByRole('list', { name: 'خطاها' })).toContainText('کد تایید اشتباه است.');
  await expect(page.locator('[data-variant="error"]')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(loginButton(page)).toBeVisible();
});

test('a logged-in visit to /auth/login goes to the home page', async ({ page, request }) => {
  await logInByCode(page, request);

  // The gateway sends the browser on before it draws anything (no empty login page first).
  const answer = await page.request.get('/auth/login', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/');
  await page.goto('/auth/login');

  await expect(page).toHaveURL(/\/$/);
  await expect(userButton(page)).toBeVisible();
});

test('the /auth/login page takes a number typed in Persian digits and logs in', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'ورود به راهی' })).toBeVisible();

  await page.getByLabel('شماره موبایل').fill(persian(mobile));
  await page.getByRole('button', { name: 'دریافت کد تایید' }).click();
  await expect(page.getByText(`کد تایید به شماره ${persian(mobile)} ارسال شد.`)).toBeVisible();
  await page.getByLabel('کد تایید').fill(persian(await codeSentTo(request, mobile)));

  await expect(page).toHaveURL(/\/$/);
  await expect(userButton(page)).toBeVisible();
});
