// An admin manages staff in the back office: invites a support member, whose one-time password and TOTP secret
// show once with a QR code of the otpauth address; the member signs in with them (the code computed from the
// secret) and must change the password before anything else; the admin disables them and their next call is
// refused. The staff page and its dialog are checked with axe at 390 and 1280 px.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { checkBothWidths, createStaff, signInStaff } from './staff-helpers';

/** A /handle-api call made by the page itself, with its cookies. */
const callApi = (page: Page, endPoint: string) =>
  page.evaluate(async (endPoint) => {
    const response = await fetch('/handle-api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endPoint, options: { method: 'GET' } }),
    });
    return response.status;
  }, endPoint);

const newPage = async (browser: Browser) =>
  (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();

test('an admin invites a support member, who signs in, changes the password first, and is refused once disabled', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await createStaff(request, ['admin']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, admin, '/backoffice/staff');
  await expect(page.getByRole('heading', { name: 'کارکنان', level: 1 })).toBeVisible();
  await checkBothWidths(page, 'backoffice-staff');

  const email = `e2e-invited-${Date.now()}@rahi.example`;
  await page.getByRole('button', { name: 'دعوت عضو جدید' }).click();
  const form = page.getByRole('dialog', { name: 'دعوت عضو جدید' });
  await form.getByLabel('ایمیل').fill(email);
  await form.getByRole('checkbox', { name: 'پشتیبانی' }).check();
  await form.getByRole('button', { name: 'دعوت' }).click();

  const shown = page.getByRole('dialog', { name: /اطلاعات ورود/ });
  await expect(shown.getByRole('img', { name: `کد QR برنامه تأیید برای ${email}` })).toBeVisible();
  const password = await shown.getByLabel('رمز یک‌بارمصرف').inputValue();
  const totpSecret = await shown.getByLabel('کلید برنامه تأیید').inputValue();
  expect(password.length).toBeGreaterThan(8);
  expect(totpSecret).toMatch(/^[A-Z2-7]+=*$/);
  await checkBothWidths(page, 'backoffice-staff-credentials');
  await shown.getByRole('button', { name: 'یادداشت کردم' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('پشتیبانی');
  await expect(row).toContainText('در انتظار نخستین ورود');

  const member = await newPage(browser);
  await signInStaff(member, { email, password, totpSecret }, '/backoffice');
  await expect(member.getByLabel('رمز عبور یک‌بار مصرف')).toBeVisible();
  expect(await callApi(member, '/staff/tickets')).toBe(403);
  const chosen = 'a-new-long-passphrase-2026';
  await member.getByLabel('رمز عبور یک‌بار مصرف').fill(password);
  await member.getByLabel(/^رمز عبور جدید/).fill(chosen);
  await member.getByLabel('تکرار رمز عبور جدید').fill(chosen);
  await member.getByRole('button', { name: 'ذخیره رمز عبور' }).click();
  await expect(member.getByRole('link', { name: 'تیکت‌ها' }).first()).toBeVisible({ timeout: 20_000 });
  expect(await callApi(member, '/staff/tickets')).toBe(200);

  await page.reload();
  await row.getByRole('button', { name: 'غیرفعال کردن' }).click();
  const ask = page.getByRole('dialog', { name: 'غیرفعال کردن عضو' });
  await ask.getByRole('button', { name: 'غیرفعال کردن' }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByRole('button', { name: 'فعال کردن', exact: true })).toBeVisible();

  expect(await callApi(member, '/staff/tickets')).toBe(401);
  await member.close();
});
