// Login by mobile number, through the real gateway, proxy and booking-api: the code is read from the SMS outbox
// (outside production, GET /dev/sms-outbox through the proxy), the token lives in an HttpOnly cookie.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const persian = (digits: string) => digits.replace(/\d/g, (digit) => PERSIAN[Number(digit)] ?? digit);

/** A fresh number per test, so the per-number send limits of one test never meet another's. */
const freshMobile = () => `0912${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** The latest code sent to the number, read from the outbox through the proxy. */
async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.post('/handle-api', {
          data: { endPoint: `/dev/sms-outbox?mobile=${mobile}`, options: { method: 'GET' } },
        });
        const rows = ((await response.json()).data ?? []) as { code?: string | null; text?: string }[];
        code = rows.find((row) => row.code)?.code ?? undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{5}$/);
  return code as string;
}

async function openLoginModal(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'ورود / ثبت‌نام' }).click();
  const dialog = page.getByRole('dialog', { name: 'ورود / ثبت‌نام' });
  await expect(dialog.getByLabel('شماره موبایل')).toBeVisible();
  return dialog;
}

/** Logs in by SMS code through the modal; gives back the number. */
async function logInByCode(page: Page, request: APIRequestContext): Promise<string> {
  const mobile = freshMobile();
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('شماره موبایل').fill(mobile);
  await dialog.getByRole('button', { name: 'دریافت کد تایید' }).click();
  await expect(dialog.getByRole('timer')).toContainText('۰۱:');
  await dialog.getByLabel('کد تایید').fill(await codeSentTo(request, mobile));
  await expect(dialog).toBeHidden();
  return mobile;
}

const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'ورود / ثبت‌نام' });
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
  await expect(page.getByText(/اعتبار حساب شما: .*تومان/)).toBeVisible();

  await userButton(page).click();
  await expect(page.getByRole('menu')).toContainText('تومان');
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginButton(page)).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('رزرو هتل');
});

test('a wrong code shows the error toast and the traveller stays logged out', async ({ page, request }) => {
  const mobile = freshMobile();
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('شماره موبایل').fill(mobile);
  await dialog.getByRole('button', { name: 'دریافت کد تایید' }).click();
  const right = await codeSentTo(request, mobile);

  await dialog.getByLabel('کد تایید').fill(right === '11111' ? '22222' : '11111');

  // The modal hides the rest of the page from assistive technology (aria-hidden), the toast area included, so
  // the toast is found among hidden roles and checked to be on screen; the list inside the dialog is announced.
  const toast = page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'کد تایید اشتباه است.' });
  await expect(toast).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'خطاها' })).toContainText('کد تایید اشتباه است.');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(loginButton(page)).toBeVisible();
});

test('a logged-in visit to /auth/login goes to the home page', async ({ page, request }) => {
  await logInByCode(page, request);

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
